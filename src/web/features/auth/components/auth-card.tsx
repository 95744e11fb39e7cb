import type { ReactNode } from "react";
import { LogoMark } from "@/web/components/layout/logo";
import { cn } from "@/web/lib/utils";

/** The centred card every account page sits in. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className={cn("mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12 sm:py-16", className)}>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="mb-6 text-center">
            <LogoMark className="mx-auto size-11" />
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">{title}</h1>
            {description && <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>}
          </div>
          {children}
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </div>
  );
}

/** An inline error for the whole form, read out when it appears. */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800"
    >
      {children}
    </p>
  );
}
