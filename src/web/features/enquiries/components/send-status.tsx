import { Send } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";

/** The submit button ("Sending..." while the server has not answered, unless told) and the failure, said in place. */
export function SendStatus({
  label,
  pendingLabel,
  pending,
  error,
}: {
  label: ReactNode;
  pendingLabel?: ReactNode;
  pending: boolean;
  error: string | null;
}) {
  const t = useT();
  return (
    <div className="space-y-3 sm:col-span-2">
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button icon={<Send aria-hidden="true" />} type="submit" size="lg" className="w-full sm:w-auto" pending={pending}>
        {pending ? (pendingLabel ?? t("pages.enquiry.sending")) : label}
      </Button>
    </div>
  );
}
