import { Download } from "lucide-react";
import type { StarAccount } from "@/shared/ledger";
import type { Locale } from "@/shared/locales";
import type { StatementLine } from "@/shared/schemas/payouts";
import { ErrorState, ListSkeleton } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/api-client";
import { formatDateTime, formatMinor } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { STATEMENT_CSV_URL, useStatement } from "../api/get-statement";
import { causeLabel, formatRate, LEDGER_KIND_KEYS, STAR_ACCOUNT_KEYS } from "../lib/payouts";

type Translate = ReturnType<typeof useT>;

const accountLabel = (t: Translate, account: string) => {
  const key = STAR_ACCOUNT_KEYS[account as StarAccount];
  return key ? t(key) : account;
};

function SignedAmount({ line }: { line: StatementLine }) {
  const { locale } = useLocale();
  return (
    <span
      className={cn("font-semibold whitespace-nowrap", line.amountMinor < 0 ? "text-slate-900" : "text-emerald-700")}
    >
      {line.amountMinor > 0 ? "+" : ""}
      {formatMinor(line.amountMinor, line.currency, locale)}
    </span>
  );
}

const columns = (t: Translate, locale: Locale): TableColumn<StatementLine>[] => [
  {
    id: "at",
    header: t("account.payouts.date"),
    className: "whitespace-nowrap text-slate-800",
    cell: (line) => formatDateTime(line.at, locale),
  },
  {
    id: "what",
    header: t("account.statement.what"),
    rowHeader: true,
    cell: (line) => <span className="text-slate-900">{t(LEDGER_KIND_KEYS[line.kind])}</span>,
  },
  { id: "balance", header: t("account.statement.balance"), cell: (line) => accountLabel(t, line.account) },
  {
    id: "cause",
    header: t("account.statement.for"),
    className: "whitespace-nowrap",
    cell: (line) => causeLabel(t, line.cause),
  },
  {
    id: "rate",
    header: t("account.withdraw.rate"),
    align: "right",
    cell: (line) => (line.rate === null ? "—" : formatRate(line.rate, locale)),
  },
  { id: "amount", header: t("account.payouts.amount"), align: "right", cell: (line) => <SignedAmount line={line} /> },
];

/** Every ledger line on the star's balances with its cause, newest first, a page at a time; and the CSV. */
export function Statement() {
  const t = useT();
  const { locale } = useLocale();
  const statement = useStatement();
  const lines = statement.data?.pages.flatMap((page) => page.lines) ?? [];
  return (
    <section aria-labelledby="statement-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="statement-heading" className="text-lg font-semibold text-slate-900">
          {t("account.statement.title")}
        </h2>
        <Button asChild variant="outline" size="sm">
          <a href={STATEMENT_CSV_URL} download>
            <Download aria-hidden="true" /> {t("account.statement.csv")}
          </a>
        </Button>
      </div>
      {statement.isPending ? (
        <ListSkeleton rows={2} label={t("account.statement.loading")} rowClassName="h-16" />
      ) : statement.isError && lines.length === 0 ? (
        <ErrorState
          message={t("account.statement.loadError", {
            reason: errorMessage(statement.error, t("account.common.pleaseTryAgain")),
          })}
          onRetry={() => void statement.refetch()}
        />
      ) : lines.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          {t("account.statement.empty")}
        </p>
      ) : (
        <>
          <Table
            caption={t("account.statement.title")}
            columns={columns(t, locale)}
            rows={lines}
            rowKey={(line) => String(line.id)}
            className="hidden lg:block"
          />
          <ul
            aria-label={t("account.statement.title")}
            className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white lg:hidden"
          >
            {lines.map((line) => (
              <li key={line.id} className="flex items-start justify-between gap-3 p-4">
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900">{t(LEDGER_KIND_KEYS[line.kind])}</p>
                  <p className="text-xs text-slate-600">
                    {accountLabel(t, line.account)} · {causeLabel(t, line.cause)}
                    {line.rate !== null && ` · ${t("account.statement.rate", { rate: formatRate(line.rate, locale) })}`}
                  </p>
                  <p className="text-xs text-slate-500">{formatDateTime(line.at, locale)}</p>
                </div>
                <SignedAmount line={line} />
              </li>
            ))}
          </ul>
          {statement.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(statement.error, t("account.statement.moreFailed"))}
            </p>
          )}
          {statement.hasNextPage && (
            <Button
              variant="outline"
              className="w-full sm:w-auto"
              pending={statement.isFetchingNextPage}
              onClick={() => void statement.fetchNextPage()}
            >
              {t("account.statement.loadMore")}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
