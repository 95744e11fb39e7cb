import { useState } from "react";
import { toast } from "sonner";
import type { PendingApplication } from "@/shared/schemas/celebrity-applications";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/textarea";
import { failureMessage } from "@/web/lib/api-client";
import { useRejectApplication } from "../api/reject-application";

const REASON_MAX = 500;

/** Rejects an application with an optional reason, which the applicant receives by e-mail. */
export function RejectDialog({ application, onClose }: { application: PendingApplication; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const reject = useRejectApplication();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Reject ${application.fullName}?`}
      description="The application is removed and the applicant is told by e-mail. They may apply again later."
      cancelLabel="Keep application"
      confirmLabel="Reject application"
      destructive
      onConfirm={async () => {
        await reject.mutateAsync({ id: application.id, reason: reason.trim() || undefined });
        toast.success("Celebrity rejected", { description: "The celebrity application has been rejected." });
      }}
      describeError={(error) => failureMessage("Failed to reject celebrity.", error)}
    >
      <FormField id="reject-reason" label="Reason (optional)" hint="Sent to the applicant with the decision.">
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
