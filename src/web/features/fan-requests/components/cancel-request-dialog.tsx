import { toast } from "sonner";
import type { VideoRequest } from "@/shared/schemas/requests";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { errorMessage } from "@/web/lib/api-client";
import { formatMinor } from "@/web/lib/format";
import { useIsolate, useLocale, useT } from "@/web/lib/i18n";
import { useCancelRequest } from "../api/cancel-request";
import { amountLeftToRefund } from "./refund-note";

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
  const t = useT();
  const { locale } = useLocale();
  const isolate = useIsolate();
  const cancel = useCancelRequest();
  const paid = request.status === "pending" && !request.coveredBySubscription && request.amountMinor > 0;
  // What the refund gives back: staff may already have refunded part of it.
  const amount = formatMinor(amountLeftToRefund(request), request.currency, locale);
  const name = isolate(request.celebrity.fullName);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("account.cancelRequest.title", { name })}
      description={
        paid
          ? t("account.cancelRequest.refunded", { name, amount })
          : request.coveredBySubscription
            ? t("account.cancelRequest.plan", { name })
            : t("account.cancelRequest.unpaid", { name })
      }
      cancelLabel={t("account.cancelRequest.keep")}
      confirmLabel={t("account.cancelRequest.confirm")}
      destructive
      onConfirm={async () => {
        await cancel.mutateAsync(request.id);
        toast.success(t("account.cancelRequest.done"), {
          description: paid
            ? t("account.cancelRequest.doneRefunded", { name, amount })
            : t("account.cancelRequest.doneText", { name }),
        });
      }}
      describeError={(error) =>
        t("account.cancelRequest.failed", { reason: errorMessage(error, t("account.common.somethingWrong")) })
      }
    />
  );
}
