import { Download } from "lucide-react";
import { LEDGER_KIND_LABELS, STAR_ACCOUNT_LABELS, type StarAccount } from "@/shared/ledger";
import type { StatementLine } from "@/shared/schemas/payouts";
import { ErrorState, ListSkeleton } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/api-client";
import { formatDateTime, formatMinor } from "@/web/lib/format";
import { cn } from "@/web/lib/utils";
import { STATEMENT_CSV_URL, useStatement } from "../api/get-statement";
import { causeLabel, formatRate } from "../lib/payouts";

const accountLabel = (account: string) => STAR_ACCOUNT_LABELS[account as StarAccount] ?? account;

function SignedAmount({ line }: { line: StatementLine }) {
  return (
    <span
      className={cn("font-semibold whitespace-nowrap", line.amountMinor < 0 ? "text-slate-900" : "text-emerald-700")}
    >
      {line.amountMinor > 0 ? "+" : ""}
      {formatMinor(line.amountMinor, line.currency)}
    </span>
  );
}

const columns: TableColumn<StatementLine>[] = [
  { id: "at", header: "Date", className: "whitespace-nowrap text-slate-800", cell: (line) => formatDateTime(line.at) },
  {
    id: "what",
    header: "What",
    rowHeader: true,
    cell: (line) => <span className="text-slate-900">{LEDGER_KIND_LABELS[line.kind]}</span>,
  },
  { id: "balance", header: "Balance", cell: (line) => accountLabel(line.account) },
  { id: "cause", header: "For", className: "whitespace-nowrap", cell: (line) => causeLabel(line.cause) },
  {
    id: "rate",
    header: "Rate",
    align: "right",
    cell: (line) => (line.rate === null ? "—" : formatRate(line.rate)),
  },
  { id: "amount", header: "Amount", align: "right", cell: (line) => <SignedAmount line={line} /> },
];

/** Every ledger line on the star's balances with its cause, newest first, a page at a time; and the CSV. */
export function Statement() {
  const statement = useStatement();
  const lines = statement.data?.pages.flatMap((page) => page.lines) ?? [];
  return (
    <section aria-labelledby="statement-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="statement-heading" className="text-lg font-semibold text-slate-900">
          Statement
        </h2>
        <Button asChild variant="outline" size="sm">
          <a href={STATEMENT_CSV_URL} download>
            <Download aria-hidden="true" /> Download CSV
          </a>
        </Button>
      </div>
      {statement.isPending ? (
        <ListSkeleton rows={2} label="Loading your statement…" rowClassName="h-16" />
      ) : statement.isError && lines.length === 0 ? (
        <ErrorState
          message={`We couldn't load your statement. ${errorMessage(statement.error, "Please try again.")}`}
          onRetry={() => void statement.refetch()}
        />
      ) : lines.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          Nothing yet: the statement starts with your first delivered video.
        </p>
      ) : (
        <>
          <Table
            caption="Statement"
            columns={columns}
            rows={lines}
            rowKey={(line) => String(line.id)}
            className="hidden lg:block"
          />
          <ul
            aria-label="Statement"
            className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white lg:hidden"
          >
            {lines.map((line) => (
              <li key={line.id} className="flex items-start justify-between gap-3 p-4">
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900">{LEDGER_KIND_LABELS[line.kind]}</p>
                  <p className="text-xs text-slate-600">
                    {accountLabel(line.account)} · {causeLabel(line.cause)}
                    {line.rate !== null && ` · rate ${formatRate(line.rate)}`}
                  </p>
                  <p className="text-xs text-slate-500">{formatDateTime(line.at)}</p>
                </div>
                <SignedAmount line={line} />
              </li>
            ))}
          </ul>
          {statement.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(statement.error, "The next lines did not load. Please try again.")}
            </p>
          )}
          {statement.hasNextPage && (
            <Button
              variant="outline"
              className="w-full sm:w-auto"
              pending={statement.isFetchingNextPage}
              onClick={() => void statement.fetchNextPage()}
            >
              Load more
            </Button>
          )}
        </>
      )}
    </section>
  );
}
