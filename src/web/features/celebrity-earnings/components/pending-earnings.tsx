import { shortRequestId } from "@/shared/booking";
import type { Locale } from "@/shared/locales";
import type { BalanceResponse } from "@/shared/schemas/payouts";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { formatDate, formatDay, formatMinor } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";

/** A calendar day ("2026-03-07") is written as it is; a timestamp in the star's time zone. */
const availableDate = (iso: string, locale: Locale) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDay(iso, locale) : formatDate(iso, locale);

/** Delivered videos still in the hold period, soonest first, each with the day it becomes available. */
export function PendingEarnings({
  earnings,
  holdDays,
}: {
  earnings: BalanceResponse["pendingEarnings"];
  holdDays: number;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t("account.pendingEarnings.title")}</h2>
        <CardDescription>{t("account.pendingEarnings.description", { days: holdDays })}</CardDescription>
      </CardHeader>
      <CardContent>
        {earnings.length === 0 ? (
          <p className="text-sm text-slate-600">{t("account.pendingEarnings.none")}</p>
        ) : (
          <ul aria-label={t("account.pendingEarnings.title")} className="divide-y divide-slate-100">
            {earnings.map((earning) => (
              <li key={earning.requestId} className="flex flex-wrap items-baseline justify-between gap-2 py-2.5">
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">
                    {formatMinor(earning.amountMinor, earning.currency, locale)}
                  </span>
                  <span className="block font-mono text-xs text-slate-600">
                    {t("account.cause.request", { id: `#${shortRequestId(earning.requestId)}` })}
                  </span>
                </span>
                <span className="text-sm text-slate-700">
                  {earning.availableOn
                    ? t("account.pendingEarnings.availableOn", { date: availableDate(earning.availableOn, locale) })
                    : t("account.pendingEarnings.frozen")}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
