import { Wallet } from "lucide-react";
import { EmptyState, ErrorState } from "@/web/components/states";
import { Skeleton } from "@/web/components/ui/skeleton";
import { errorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useBalance } from "../api/get-balance";
import { Balances } from "./balances";
import { isWaiting, PayoutAccountCard, PayoutScheduleCard } from "./payout-account-card";
import { PayoutsList } from "./payouts-list";
import { PendingEarnings } from "./pending-earnings";
import { Statement } from "./statement";

/**
 * /dashboard/earnings: what the star has earned, as the ledger holds it (amounts fixed when each fan paid):
 * balances per currency, earnings on hold, the next payout, the payout account, payouts and the statement.
 */
export function EarningsPage() {
  const t = useT();
  const { data: balance, isPending, isError, error, refetch } = useBalance();

  if (isPending) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">{t("account.earnings.loading")}</span>
        <Skeleton className="h-40 rounded-2xl" />
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <ErrorState
        message={t("account.earnings.loadError", {
          reason: errorMessage(error, t("account.common.pleaseTryAgain")),
        })}
        onRetry={() => void refetch()}
      />
    );
  }

  const canWithdraw = !!balance.account && !isWaiting(balance.account);
  return (
    <div className="space-y-8">
      <section aria-labelledby="balances-heading" className="space-y-3">
        <h2 id="balances-heading" className="text-lg font-semibold text-slate-900">
          {t("account.balances.title")}
        </h2>
        {balance.balances.length === 0 ? (
          <EmptyState title={t("account.earnings.emptyTitle")} icon={Wallet}>
            {t("account.earnings.emptyText")}
          </EmptyState>
        ) : (
          <Balances balances={balance.balances} canWithdraw={canWithdraw} />
        )}
        {!balance.account && balance.balances.length > 0 && (
          <p className="text-sm text-slate-700">{t("account.earnings.addAccount")}</p>
        )}
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <PayoutAccountCard account={balance.account} />
        <PayoutScheduleCard balance={balance} />
      </div>
      <PendingEarnings earnings={balance.pendingEarnings} holdDays={balance.holdDays} />
      <PayoutsList />
      <Statement />
    </div>
  );
}
