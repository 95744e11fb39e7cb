import { CircleCheck, Hourglass } from "lucide-react";
import type { VideoRequest } from "@/shared/schemas/requests";
import { formatDate, formatMinor } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";

/**
 * 'Refund pending' / 'Refunded', with the amount in the currency the fan paid in. The label and the date
 * are unbreakable pieces: on a narrow card the date moves under the label (aligned with it, not with the
 * icon) and the pill becomes a rounded box.
 */
export function RefundNote({
  request,
}: {
  request: Pick<VideoRequest, "refundStatus" | "amountMinor" | "currency" | "refundedAt">;
}) {
  const t = useT();
  const { locale } = useLocale();
  if (request.refundStatus === "none") return null;
  const amount = formatMinor(request.amountMinor, request.currency, locale);
  if (request.refundStatus === "pending") {
    return (
      <p className="inline-flex max-w-full items-start gap-1.5 rounded-2xl bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900">
        <Hourglass aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <span className="whitespace-nowrap">{t("account.refund.pending", { amount })}</span>
      </p>
    );
  }
  return (
    <p className="inline-flex max-w-full items-start gap-1.5 rounded-2xl bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
      <CircleCheck aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span className="min-w-0">
        <span className="whitespace-nowrap">{t("account.refund.refunded", { amount })}</span>
        {request.refundedAt && (
          <>
            {" "}
            <span className="font-normal whitespace-nowrap">
              {t("account.refund.on", { date: formatDate(request.refundedAt, locale) })}
            </span>
          </>
        )}
      </span>
    </p>
  );
}
