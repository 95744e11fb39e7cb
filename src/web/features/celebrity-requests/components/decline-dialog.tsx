import { Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { DEFAULT_DECLINE_REASON, shortRequestId } from "@/shared/booking";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-client";
import { useDeclineRequest } from "../api/decline-request";

const REASON_MAX = 500;

/** Confirms a decline; the reason is optional and defaults to 'Not suitable for video content'. */
export function DeclineDialog({ request, onClose }: { request: VideoRequest; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const decline = useDeclineRequest();

  function submit(event: FormEvent) {
    event.preventDefault();
    decline.mutate(
      { id: request.id, reason },
      {
        onSuccess: () => {
          toast.success("Request declined", { description: `${request.fan.name} will be told and refunded.` });
          onClose();
        },
        onError: (error) =>
          toast.error("Could not decline the request", { description: errorMessage(error, "Please try again.") }),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !decline.isPending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Decline this request?</DialogTitle>
            <DialogDescription>
              Request #{shortRequestId(request.id)} from {request.fan.name}. The fan is notified and any payment is
              refunded in full. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <FormField id="decline-reason" label="Reason (optional)">
            <Textarea
              id="decline-reason"
              value={reason}
              maxLength={REASON_MAX}
              rows={3}
              placeholder={DEFAULT_DECLINE_REASON}
              aria-describedby="decline-reason-hint"
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <p id="decline-reason-hint" className="-mt-2 text-xs text-slate-600">
            The fan sees this reason. Left empty, it is "{DEFAULT_DECLINE_REASON}".
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={decline.isPending}>
                Keep request
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={decline.isPending}>
              {decline.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
              Decline request
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
