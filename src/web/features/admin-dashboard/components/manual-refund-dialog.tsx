import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { manualRefundSchema, type RefundAttention } from "@/shared/schemas/payments";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-client";
import { formatMinor } from "@/web/lib/format";
import { validate } from "@/web/lib/validate";
import { useMarkRefundManual } from "../api/mark-refund-manual";

/**
 * "Mark refunded manually": staff paid the payer back outside the provider and say how in a note (required,
 * kept in the audit log). A failure keeps the note and shows the server's message in the dialog.
 */
export function ManualRefundDialog({ refund, onClose }: { refund: RefundAttention; onClose: () => void }) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const mark = useMarkRefundManual();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const result = validate(manualRefundSchema, { note });
    setError(result.errors.note);
    if (!result.success) {
      document.getElementById("manual-refund-note")?.focus();
      return;
    }
    mark.mutate(
      { paymentId: refund.paymentId, note: result.data.note },
      {
        onSuccess: () => {
          toast.success("Refund recorded", { description: `Payment ${refund.reference} is marked as refunded.` });
          onClose();
        },
        onError: (failed) => setFailure(errorMessage(failed, "Failed to record the refund. Please try again.")),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !mark.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Mark refunded manually</DialogTitle>
          <DialogDescription>
            {refund.payer.name} paid {formatMinor(refund.amountMinor, refund.currency)} ({refund.reference}). Only mark
            it refunded once the money is back with the payer.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Mark refunded manually">
          <FormField
            id="manual-refund-note"
            label="Note"
            error={error}
            hint="How and when the payer was refunded (kept in the audit log)."
          >
            <Textarea
              id="manual-refund-note"
              value={note}
              rows={3}
              maxLength={1000}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "manual-refund-note-hint manual-refund-note-error" : "manual-refund-note-hint"}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
          {failure && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
              {failure}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" disabled={mark.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" pending={mark.isPending}>
              Mark refunded
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
