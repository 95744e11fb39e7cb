import { PAYOUT_STATUS_LABELS } from "@/shared/payouts";
import type { Payout } from "@/shared/schemas/payouts";
import { ErrorState, ListSkeleton } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate, formatMinor } from "@/web/lib/format";
import { usePayouts } from "../api/get-payouts";
import { masked, PAYOUT_STATUS_TONES } from "../lib/payouts";

function Amount({ payout }: { payout: Payout }) {
  return (
    <>
      <span className="block font-semibold text-slate-900">
        {formatMinor(payout.payoutAmountMinor, payout.payoutCurrency)}
      </span>
      {(payout.payoutCurrency !== payout.currency || payout.feeMinor > 0) && (
        <span className="block text-xs text-slate-600">
          from {formatMinor(payout.amountMinor, payout.currency)}
          {payout.feeMinor > 0 && `, fee ${formatMinor(payout.feeMinor, payout.payoutCurrency)}`}
        </span>
      )}
    </>
  );
}

function Status({ payout }: { payout: Payout }) {
  return (
    <>
      <Badge variant={PAYOUT_STATUS_TONES[payout.status]}>{PAYOUT_STATUS_LABELS[payout.status]}</Badge>
      {payout.reason && <span className="mt-1 block text-xs text-slate-700">{payout.reason}</span>}
    </>
  );
}

const account = (payout: Payout) => `${payout.account.bankName} ${masked(payout.account.accountNumberLast4)}`;
const when = (payout: Payout) =>
  payout.completedAt
    ? `${formatDate(payout.createdAt)} → ${formatDate(payout.completedAt)}`
    : formatDate(payout.createdAt);

const columns: TableColumn<Payout>[] = [
  { id: "date", header: "Date", className: "whitespace-nowrap", cell: when },
  { id: "amount", header: "Amount", cell: (payout) => <Amount payout={payout} /> },
  { id: "account", header: "To", cell: account },
  {
    id: "trigger",
    header: "How",
    cell: (payout) => (payout.trigger === "manual" ? "Withdraw now" : "Scheduled"),
  },
  { id: "status", header: "Status", className: "min-w-48", cell: (payout) => <Status payout={payout} /> },
];

/** The star's payouts with their status and, when one failed, was reversed or is held, why in plain words. */
export function PayoutsList() {
  const { data, isPending, isError, error, refetch } = usePayouts();
  return (
    <section aria-labelledby="payouts-heading" className="space-y-3">
      <h2 id="payouts-heading" className="text-lg font-semibold text-slate-900">
        Payouts
      </h2>
      {isPending ? (
        <ListSkeleton rows={1} label="Loading your payouts…" rowClassName="h-24" />
      ) : isError ? (
        <ErrorState
          message={`We couldn't load your payouts. ${errorMessage(error, "Please try again.")}`}
          onRetry={() => void refetch()}
        />
      ) : data.payouts.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          No payout yet.
        </p>
      ) : (
        <>
          <Table
            caption="Your payouts"
            columns={columns}
            rows={data.payouts}
            rowKey={(payout) => payout.id}
            className="hidden lg:block"
          />
          <ul aria-label="Your payouts" className="space-y-3 lg:hidden">
            {data.payouts.map((payout) => (
              <li key={payout.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <Amount payout={payout} />
                    <p className="mt-1 text-xs text-slate-600">
                      {account(payout)} · {when(payout)}
                    </p>
                  </div>
                  <Badge variant={PAYOUT_STATUS_TONES[payout.status]}>{PAYOUT_STATUS_LABELS[payout.status]}</Badge>
                </div>
                {payout.reason && <p className="mt-2 text-sm text-slate-700">{payout.reason}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
