import { Loader2 } from "lucide-react";
import { toast } from "sonner";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api-client";
import { useCancelRequest } from "../api/cancel-request";
import { formatPaid } from "../lib/format";

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
  const amount = formatPaid(request.amountMinor, request.currency);
  const name = request.celebrity.fullName;

  const confirm = () =>
    cancel.mutate(request.id, {
      onSuccess: () => {
        toast.success("Request cancelled", {
          description: paid
            ? `Your request to ${name} is cancelled. ${amount} will be refunded to you.`
            : `Your request to ${name} is cancelled.`,
        });
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error("Couldn't cancel the request", {
          description: errorMessage(error, "Something went wrong. Please try again."),
        }),
    });

  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}>
      <DialogContent role="alertdialog" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Cancel your request to {name}?</DialogTitle>
          <DialogDescription>
            {paid
              ? `${name} won't record this video, and you'll get a full refund of ${amount}.`
              : request.coveredBySubscription
                ? `${name} won't record this video.`
                : `${name} won't receive this request. You haven't been charged.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={cancel.isPending} onClick={() => onOpenChange(false)}>
            Keep request
          </Button>
          <Button variant="destructive" disabled={cancel.isPending} onClick={confirm}>
            {cancel.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Cancel request
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
