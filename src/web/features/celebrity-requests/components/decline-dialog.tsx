import { useState } from "react";
import { toast } from "sonner";
import { DEFAULT_DECLINE_REASON, shortRequestId } from "@/shared/booking";
import type { VideoRequest } from "@/shared/schemas/requests";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-client";
import { useDeclineRequest } from "../api/decline-request";

const REASON_MAX = 500;

/** Confirms a decline; the reason is optional and defaults to 'Not suitable for video content'. */
export function DeclineDialog({ request, onClose }: { request: VideoRequest; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const decline = useDeclineRequest();

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Decline this request?"
      description={`Request #${shortRequestId(request.id)} from ${request.fan.name}. The fan is notified and any payment is refunded in full. This cannot be undone.`}
      cancelLabel="Keep request"
      confirmLabel="Decline request"
      destructive
      onConfirm={async () => {
        await decline.mutateAsync({ id: request.id, reason });
        toast.success("Request declined", { description: `${request.fan.name} will be told and refunded.` });
      }}
      describeError={(error) => `Could not decline the request. ${errorMessage(error, "Please try again.")}`}
    >
      <FormField
        id="decline-reason"
        label="Reason (optional)"
        hint={`The fan sees this reason. Left empty, it is "${DEFAULT_DECLINE_REASON}".`}
      >
        <Textarea
          id="decline-reason"
          value={reason}
          maxLength={REASON_MAX}
          rows={3}
          placeholder={DEFAULT_DECLINE_REASON}
          aria-describedby="decline-reason-hint"
          disabled={decline.isPending}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
    </ConfirmDialog>
  );
}
