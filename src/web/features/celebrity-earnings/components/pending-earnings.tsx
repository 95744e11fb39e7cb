import { shortRequestId } from "@/shared/booking";
import type { BalanceResponse } from "@/shared/schemas/payouts";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { formatDate, formatDay, formatMinor, plural } from "@/web/lib/format";

/** A calendar day ("2026-03-07") is written as it is; a timestamp in the star's time zone. */
const availableDate = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDay(iso) : formatDate(iso));

/** Delivered videos still in the hold period, soonest first, each with the day it becomes available. */
export function PendingEarnings({
  earnings,
  holdDays,
}: {
  earnings: BalanceResponse["pendingEarnings"];
  holdDays: number;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">Pending earnings</h2>
        <CardDescription>
          What a delivered video earns becomes available {plural(holdDays, "day", "days")} after delivery, unless the
          fan's payment is disputed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {earnings.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing pending.</p>
        ) : (
          <ul aria-label="Pending earnings" className="divide-y divide-slate-100">
            {earnings.map((earning) => (
              <li key={earning.requestId} className="flex flex-wrap items-baseline justify-between gap-2 py-2.5">
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">
                    {formatMinor(earning.amountMinor, earning.currency)}
                  </span>
                  <span className="block font-mono text-xs text-slate-600">
                    Request #{shortRequestId(earning.requestId)}
                  </span>
                </span>
                <span className="text-sm text-slate-700">
                  {earning.availableOn
                    ? `Available on ${availableDate(earning.availableOn)}`
                    : "Frozen while the payment is disputed"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
