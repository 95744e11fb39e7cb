import { ArrowUpRight } from "lucide-react";
import { useState } from "react";
import type { StarBalance } from "@/shared/schemas/payouts";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { formatMinor } from "@/web/lib/format";
import { WithdrawDialog } from "./withdraw-dialog";

const LINES = [
  { key: "pending", label: "Pending", hint: "Delivered, in the hold period" },
  { key: "frozen", label: "Frozen", hint: "A fan's payment is disputed" },
  { key: "inTransit", label: "In transit", hint: "On its way to your account" },
  { key: "paid", label: "Paid out", hint: "Received in your account" },
] as const;

/**
 * One card per currency the star has earned in: what can be withdrawn now, and where the rest stands. Withdraw
 * now shows when there is something available and a payout account to send it to.
 */
export function Balances({ balances, canWithdraw }: { balances: readonly StarBalance[]; canWithdraw: boolean }) {
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  return (
    <>
      <ul aria-label="Balances" className="grid gap-4 md:grid-cols-2">
        {balances.map((balance) => (
          <li key={balance.currency}>
            <Card className="h-full p-5" aria-label={`${balance.currency} balance`}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="text-sm font-medium text-slate-600">Available · {balance.currency}</p>
                  <p className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
                    {formatMinor(balance.available, balance.currency)}
                  </p>
                </div>
                {canWithdraw && balance.available > 0 && (
                  <Button
                    size="sm"
                    icon={<ArrowUpRight aria-hidden="true" />}
                    onClick={() => setWithdrawing(balance.currency)}
                  >
                    Withdraw now
                  </Button>
                )}
              </div>
              <dl className="mt-4 grid grid-cols-2 gap-3">
                {LINES.map((line) => (
                  <div key={line.key} className="min-w-0">
                    <dt className="text-xs font-medium text-slate-600" title={line.hint}>
                      {line.label}
                    </dt>
                    <dd className="text-sm font-semibold break-words text-slate-900">
                      {formatMinor(balance[line.key], balance.currency)}
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
