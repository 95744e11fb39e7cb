import { CircleCheck, Hourglass } from "lucide-react";
import type { VideoRequest } from "@/shared/schemas/requests";
import { formatDate, formatMinor } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";

type RefundedRequest = Pick<VideoRequest, "refundStatus" | "amountMinor" | "currency" | "refundedAt" | "partRefunds">;

/**
 * What a full refund gives back: the payment less the staff refunds of part of it, confirmed or under way (the
 * refund job pays only the rest, ADR 060).
 */
export function amountLeftToRefund(request: Pick<VideoRequest, "amountMinor" | "partRefunds">): number {
  return request.partRefunds.reduce((left, refund) => left - refund.amountMinor, request.amountMinor);
}

/**
 * 'Refund pending' / 'Refunded', with the amount in the currency the fan paid in: one for each refund staff
 * gave of part of the payment, then the full refund of what was left. The label and the date are unbreakable
 * pieces: on a narrow card the date moves under the label (aligned with it, not with the icon) and the pill
 * becomes a rounded box.
 */
export function RefundNote({ request }: { request: RefundedRequest }) {
  const refunds = [
    ...request.partRefunds.map((refund) => ({
      done: refund.status === "succeeded",
      amountMinor: refund.amountMinor,
      refundedAt: refund.refundedAt,
    })),
    ...(request.refundStatus === "none"
      ? []
      : [
          {
            done: request.refundStatus === "refunded",
            amountMinor: amountLeftToRefund(request),
            refundedAt: request.refundedAt,
          },
        ]),
  ];
  return refunds.map((refund, index) => (
    // A request's refunds only grow, oldest first: the position names each one.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <RefundPill key={index} {...refund} currency={request.currency} />
  ));
}

function RefundPill({
  done,
  amountMinor,
  currency,
  refundedAt,
}: {
  done: boolean;
  amountMinor: number;
  currency: VideoRequest["currency"];
  refundedAt: string | null;
}) {
  const t = useT();
  const { locale } = useLocale();
  const amount = formatMinor(amountMinor, currency, locale);
  if (!done) {
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
        {refundedAt && (
          <>
            {" "}
            <span className="font-normal whitespace-nowrap">
              {t("account.refund.on", { date: formatDate(refundedAt, locale) })}
            </span>
          </>
        )}
      </span>
    </p>
  );
}
