import { ArrowUpRight } from "lucide-react";
import { useState } from "react";
import type { MessageKey } from "@/shared/messages/keys";
import type { StarBalance } from "@/shared/schemas/payouts";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { formatMinor } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { WithdrawDialog } from "./withdraw-dialog";

const LINES: { key: "pending" | "frozen" | "inTransit" | "paid"; label: MessageKey; hint: MessageKey }[] = [
  { key: "pending", label: "account.starAccount.pending", hint: "account.balances.pendingHint" },
  { key: "frozen", label: "account.balances.frozen", hint: "account.balances.frozenHint" },
  { key: "inTransit", label: "account.starAccount.inTransit", hint: "account.balances.inTransitHint" },
  { key: "paid", label: "account.starAccount.paid", hint: "account.balances.paidHint" },
];

/**
 * One card per currency the star has earned in: what can be withdrawn now, and where the rest stands. Withdraw
 * now shows when there is something available and a payout account to send it to.
 */
export function Balances({ balances, canWithdraw }: { balances: readonly StarBalance[]; canWithdraw: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  return (
    <>
      <ul aria-label={t("account.balances.title")} className="grid gap-4 md:grid-cols-2">
        {balances.map((balance) => (
          <li key={balance.currency}>
            <Card className="h-full p-5" aria-label={t("account.balances.label", { currency: balance.currency })}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="text-sm font-medium text-slate-600">
                    {t("account.balances.available", { currency: balance.currency })}
                  </p>
                  <p className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
                    {formatMinor(balance.available, balance.currency, locale)}
                  </p>
                </div>
                {canWithdraw && balance.available > 0 && (
                  <Button
                    size="sm"
                    icon={<ArrowUpRight aria-hidden="true" />}
                    onClick={() => setWithdrawing(balance.currency)}
                  >
                    {t("account.balances.withdraw")}
                  </Button>
                )}
              </div>
              <dl className="mt-4 grid grid-cols-2 gap-3">
                {LINES.map((line) => (
                  <div key={line.key} className="min-w-0">
                    <dt className="text-xs font-medium text-slate-600" title={t(line.hint)}>
                      {t(line.label)}
                    </dt>
                    <dd className="text-sm font-semibold break-words text-slate-900">
                      {formatMinor(balance[line.key], balance.currency, locale)}
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          </li>
        ))}
      </ul>
      {withdrawing && <WithdrawDialog currency={withdrawing} onClose={() => setWithdrawing(null)} />}
    </>
  );
}
