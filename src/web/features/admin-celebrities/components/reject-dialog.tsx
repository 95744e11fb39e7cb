import { useState } from "react";
import { toast } from "sonner";
import type { PendingApplication } from "@/shared/schemas/celebrity-applications";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/textarea";
import { failureMessage } from "@/web/lib/api-client";
import { messageParts, nameIn, useLocale, useT } from "@/web/lib/i18n";
import { useRejectApplication } from "../api/reject-application";

const REASON_MAX = 500;

/** Rejects an application with an optional reason, which the applicant receives by e-mail. */
export function RejectDialog({ application, onClose }: { application: PendingApplication; onClose: () => void }) {
  const t = useT();
  const { dir } = useLocale();
  const [reason, setReason] = useState("");
  const reject = useRejectApplication();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={messageParts(t, "admin.celebrities.reject.title", { name: nameIn(dir, application.fullName) })}
      description={t("admin.celebrities.reject.description")}
      cancelLabel={t("admin.celebrities.reject.keep")}
      confirmLabel={t("admin.celebrities.reject.confirm")}
      destructive
      onConfirm={async () => {
        await reject.mutateAsync({ id: application.id, reason: reason.trim() || undefined });
        toast.success(t("admin.celebrities.reject.rejected"), {
          description: t("admin.celebrities.reject.rejectedText"),
        });
      }}
      describeError={(error) => failureMessage(t("admin.celebrities.reject.failed"), error)}
    >
      <FormField
        id="reject-reason"
        label={t("admin.celebrities.reject.reason")}
        hint={t("admin.celebrities.reject.reasonHint")}
      >
        <Textarea
          id="reject-reason"
          value={reason}
          rows={3}
          maxLength={REASON_MAX}
          aria-describedby="reject-reason-hint"
          disabled={reject.isPending}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
    </ConfirmDialog>
  );
}
