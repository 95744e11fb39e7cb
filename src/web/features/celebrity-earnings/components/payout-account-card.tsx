import { Landmark, Smartphone } from "lucide-react";
import { useState } from "react";
import type { BalanceResponse, PayoutAccount } from "@/shared/schemas/payouts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { formatDate, formatDateTime } from "@/web/lib/format";
import { useIsolate, useLocale, useT } from "@/web/lib/i18n";
import { masked, SCHEDULE_LABELS } from "../lib/payouts";
import { PayoutAccountDialog } from "./payout-account-dialog";

/** True while a new or changed account is in its 48-hour wait (nothing is paid to it yet). */
export const isWaiting = (account: PayoutAccount, now = Date.now()) => new Date(account.usableFrom).getTime() > now;

/** Where the money goes: the account (masked), the 48-hour wait of a new one, and Add / Change. */
export function PayoutAccountCard({ account }: { account: PayoutAccount | null }) {
  const t = useT();
  const { locale } = useLocale();
  const isolate = useIsolate();
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t("account.payoutAccount.title")}</h2>
        <CardDescription>{t("account.payoutAccount.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {account ? (
          <div className="flex items-start gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              {account.type === "mobile_money" ? (
                <Smartphone aria-hidden="true" className="size-5" />
              ) : (
                <Landmark aria-hidden="true" className="size-5" />
              )}
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-slate-900">
                <bdi>{account.bankName}</bdi> <span className="font-mono">{masked(account.accountNumberLast4)}</span>
              </p>
              <p dir="auto" className="text-slate-700">
                {account.accountName}
              </p>
              {account.nameCheckedByProvider === false && (
                <p className="text-xs text-amber-800">
                  {t("account.payoutAccount.nameNotChecked", { bank: isolate(account.bankName) })}
                </p>
              )}
              <p className="text-xs text-slate-600">
                {t("account.payoutAccount.paidIn", {
                  currency: account.currency,
                  date: formatDate(account.createdAt, locale),
                })}
              </p>
              {isWaiting(account) && (
                <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-800">
                  {t("account.payoutAccount.waiting", { date: formatDateTime(account.usableFrom, locale) })}
                </p>
              )}
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-700">{t("account.payoutAccount.none")}</p>
        )}
        <Button variant={account ? "outline" : "default"} onClick={() => setEditing(true)}>
          {account ? t("account.payoutAccount.change") : t("account.payoutAccount.add")}
        </Button>
      </CardContent>
      {editing && <PayoutAccountDialog onClose={() => setEditing(false)} />}
    </Card>
  );
}

/** When the next automatic payout runs, on which schedule. */
export function PayoutScheduleCard({ balance }: { balance: Pick<BalanceResponse, "nextPayoutAt" | "schedule"> }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t("account.nextPayout.title")}</h2>
        <CardDescription>
          {t("account.nextPayout.schedule", { schedule: t(SCHEDULE_LABELS[balance.schedule]) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-slate-900">
          {balance.schedule === "off" || !balance.nextPayoutAt
            ? t("account.nextPayout.off")
            : t("account.nextPayout.on", { date: formatDate(balance.nextPayoutAt, locale) })}
        </p>
      </CardContent>
    </Card>
  );
}
