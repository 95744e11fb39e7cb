import { toast } from "sonner";
import type { VideoRequest } from "@/shared/schemas/requests";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { errorMessage } from "@/web/lib/api-client";
import { formatMinor } from "@/web/lib/format";
import { useCancelRequest } from "../api/cancel-request";

/** Asks before withdrawing a request; a paid one is refunded in full. */
export function CancelRequestDialog({
  request,
  open,
  onOpenChange,
}: {
  request: VideoRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelRequest();
  const paid = request.status === "pending" && !request.coveredBySubscription && request.amountMinor > 0;
  const amount = formatMinor(request.amountMinor, request.currency);
  const name = request.celebrity.fullName;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel your request to ${name}?`}
      description={
        paid
          ? `${name} won't record this video, and you'll get a full refund of ${amount}.`
          : request.coveredBySubscription
            ? `${name} won't record this video.`
            : `${name} won't receive this request. You haven't been charged.`
      }
      cancelLabel="Keep request"
      confirmLabel="Cancel request"
      destructive
      onConfirm={async () => {
        await cancel.mutateAsync(request.id);
        toast.success("Request cancelled", {
          description: paid
            ? `Your request to ${name} is cancelled. ${amount} will be refunded to you.`
            : `Your request to ${name} is cancelled.`,
        });
      }}
      describeError={(error) =>
        `Couldn't cancel the request. ${errorMessage(error, "Something went wrong. Please try again.")}`
      }
    />
  );
}
