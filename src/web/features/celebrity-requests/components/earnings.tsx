import { Wallet } from "lucide-react";
import { shortRequestId } from "@/shared/booking";
import type { EarningsEntry } from "@/shared/schemas/requests";
import { Price } from "@/web/components/price";
import { EmptyState, ErrorState } from "@/web/components/states";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { useCurrency } from "@/web/lib/currency/currency-context";
import { formatDate } from "@/web/lib/format";
import { useCelebrityEarnings } from "../api/get-celebrity-earnings";
import { couldNotLoad } from "../lib/format";

function Total({ label, usdCents, caption }: { label: string; usdCents: number; caption?: string }) {
  return (
    <Card className="p-5">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900">
        <Price usdCents={usdCents} showUsd={false} />
      </p>
      {caption && <p className="mt-1 text-xs text-slate-600">{caption}</p>}
    </Card>
  );
}

const ledgerColumns: TableColumn<EarningsEntry>[] = [
  {
    id: "date",
    header: "Date",
    className: "whitespace-nowrap text-slate-800",
    cell: (entry) => formatDate(entry.completedAt),
  },
  {
    id: "request",
    header: "Request",
    className: "font-mono text-slate-900",
    cell: (entry) => `#${shortRequestId(entry.requestId)}`,
  },
  { id: "fan", header: "Fan", className: "text-slate-900", cell: (entry) => entry.fanName },
  { id: "occasion", header: "Occasion", className: "text-slate-700", cell: (entry) => entry.occasion ?? "—" },
  {
    id: "gross",
    header: "Gross",
    align: "right",
    className: "whitespace-nowrap text-slate-800",
    cell: (entry) => <Price usdCents={entry.grossUsdCents} showUsd={false} />,
  },
  {
    id: "fee",
    header: "Fee",
    align: "right",
    className: "whitespace-nowrap text-slate-700",
    cell: (entry) => (
      <>
        −<Price usdCents={entry.feeUsdCents} showUsd={false} />
      </>
    ),
  },
  {
    id: "net",
    header: "Net",
    align: "right",
    className: "font-semibold whitespace-nowrap text-slate-900",
    cell: (entry) => <Price usdCents={entry.netUsdCents} showUsd={false} />,
  },
];

function LedgerTable({ entries }: { entries: readonly EarningsEntry[] }) {
  return (
    <Table
      caption="Delivered videos and what each earned you"
      columns={ledgerColumns}
      rows={entries}
      rowKey={(entry) => entry.requestId}
      className="hidden lg:block"
    />
  );
}

function LedgerCards({ entries }: { entries: readonly EarningsEntry[] }) {
  return (
    <ul className="space-y-3 lg:hidden">
      {entries.map((entry) => (
        <li key={entry.requestId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{entry.fanName}</p>
              <p className="text-xs text-slate-600">
                <span className="font-mono text-slate-800">#{shortRequestId(entry.requestId)}</span> ·{" "}
                {formatDate(entry.completedAt)}
                {entry.occasion ? ` · ${entry.occasion}` : ""}
              </p>
            </div>
            <Price usdCents={entry.netUsdCents} showUsd={false} className="font-semibold text-slate-900" />
          </div>
          <p className="mt-2 text-xs text-slate-600">
            Gross <Price usdCents={entry.grossUsdCents} showUsd={false} /> · fee{" "}
            <Price usdCents={entry.feeUsdCents} showUsd={false} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** /dashboard/earnings: what delivered videos earned, less the platform fee, in the visitor's currency. */
export function Earnings() {
  const { data, isPending, isError, error, refetch } = useCelebrityEarnings();
  const { currency } = useCurrency();

  if (isPending) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading your earnings…</span>
        <div className="grid gap-4 sm:grid-cols-3">
          {["net", "gross", "fee"].map((key) => (
            <Skeleton key={key} className="h-28 rounded-2xl" />
          ))}
        </div>
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    );
  }
  if (isError) return <ErrorState message={couldNotLoad("your earnings", error)} onRetry={() => void refetch()} />;

  const { totals, platformFeePercent } = data;
  const entries = [...data.entries].sort((a, b) => b.completedAt.localeCompare(a.completedAt));
  const videos = totals.count === 1 ? "1 delivered video" : `${totals.count} delivered videos`;
  return (
    <div className="space-y-6">
      <ul aria-label="Totals" className="grid gap-4 sm:grid-cols-3">
        <li>
          <Total label="Net earnings" usdCents={totals.netUsdCents} caption={videos} />
        </li>
        <li>
          <Total label="Gross" usdCents={totals.grossUsdCents} caption="What fans paid for your videos" />
        </li>
        <li>
          <Total label="Platform fee" usdCents={totals.feeUsdCents} caption={`${platformFeePercent}% of each price`} />
        </li>
      </ul>
      {currency !== "USD" && (
        <p className="text-xs text-slate-600">
          Prices are set in US dollars and shown here in {currency} at today's rate.
        </p>
      )}

      <section aria-labelledby="earnings-ledger" className="space-y-3">
        <h2 id="earnings-ledger" className="text-lg font-semibold text-slate-900">
          Delivered videos
        </h2>
        {entries.length === 0 ? (
          <EmptyState title="No earnings yet" icon={Wallet}>
            When you deliver a video, its price less the {platformFeePercent}% platform fee appears here.
          </EmptyState>
        ) : (
          <>
            <LedgerTable entries={entries} />
            <LedgerCards entries={entries} />
          </>
        )}
      </section>
    </div>
  );
}
