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
import { messageParts, useLocale, useT } from "@/web/lib/i18n";
import { validate } from "@/web/lib/validate";
import { useMarkRefundManual } from "../api/mark-refund-manual";

/**
 * "Mark refunded manually": staff paid the payer back outside the provider and say how in a note (required,
 * kept in the audit log). A failure keeps the note and shows the server's message in the dialog.
 */
export function ManualRefundDialog({ refund, onClose }: { refund: RefundAttention; onClose: () => void }) {
  const t = useT();
  const { locale } = useLocale();
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
          toast.success(t("admin.dashboard.manualRefund.recorded"), {
            description: t("admin.dashboard.manualRefund.recordedText", { reference: refund.reference }),
          });
          onClose();
        },
        onError: (failed) => setFailure(errorMessage(failed, t("admin.dashboard.manualRefund.failed"))),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !mark.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t("admin.dashboard.manualRefund.title")}</DialogTitle>
          <DialogDescription>
            {messageParts(
              t,
              "admin.dashboard.manualRefund.description",
              { name: <bdi>{refund.payer.name}</bdi> },
              { amount: formatMinor(refund.amountMinor, refund.currency, locale), reference: refund.reference },
            )}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("admin.dashboard.manualRefund.title")}>
          <FormField
            id="manual-refund-note"
            label={t("admin.dashboard.manualRefund.note")}
            error={error}
            hint={t("admin.dashboard.manualRefund.noteHint")}
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
              {t("admin.dashboard.manualRefund.cancel")}
            </Button>
            <Button type="submit" pending={mark.isPending}>
              {t("admin.dashboard.manualRefund.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
