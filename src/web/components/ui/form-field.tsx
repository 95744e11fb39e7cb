import type { ReactNode } from "react";
import { cn } from "@/web/lib/utils";
import { useLocalizeMessage } from "@/web/lib/validation-messages";
import { Label } from "./label";

/**
 * A field's error in the page's language. The shared schemas write their messages in English (the server
 * checks with the same ones); the `validation` catalogue has each in every language. A message it does not
 * have (the server's, already in the page's language) is shown as it is.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const localize = useLocalizeMessage();
  return (message) => (message ? localize(message) : message);
}

/**
 * A label, a control, an optional hint and its inline error (the control carries aria-describedby naming
 * "<id>-hint" and "<id>-error" when they show).
 */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const errorText = useErrorText()(error);
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {errorText && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {errorText}
        </p>
      )}
    </div>
  );
}
