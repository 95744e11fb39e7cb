import type { Locale } from "@/shared/locales";
import type { Payout } from "@/shared/schemas/payouts";
import { ErrorState, ListSkeleton } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate, formatMinor } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { usePayouts } from "../api/get-payouts";
import { masked, PAYOUT_STATUS_KEYS, PAYOUT_STATUS_TONES } from "../lib/payouts";

function Amount({ payout }: { payout: Payout }) {
  const t = useT();
  const { locale } = useLocale();
  const from = formatMinor(payout.amountMinor, payout.currency, locale);
  return (
    <>
      <span className="block font-semibold text-slate-900">
        {formatMinor(payout.payoutAmountMinor, payout.payoutCurrency, locale)}
      </span>
      {(payout.payoutCurrency !== payout.currency || payout.feeMinor > 0) && (
        <span className="block text-xs text-slate-600">
          {payout.feeMinor > 0
            ? t("account.payouts.fromWithFee", {
                amount: from,
                fee: formatMinor(payout.feeMinor, payout.payoutCurrency, locale),
              })
            : t("account.payouts.from", { amount: from })}
        </span>
      )}
    </>
  );
}

function Status({ payout }: { payout: Payout }) {
  const t = useT();
  return (
    <>
      <Badge variant={PAYOUT_STATUS_TONES[payout.status]}>{t(PAYOUT_STATUS_KEYS[payout.status])}</Badge>
      {payout.reason && <span className="mt-1 block text-xs text-slate-700">{payout.reason}</span>}
    </>
  );
}

const account = (payout: Payout) => (
  <>
    <bdi>{payout.account.bankName}</bdi> {masked(payout.account.accountNumberLast4)}
  </>
);
const when = (payout: Payout, t: ReturnType<typeof useT>, locale: Locale) =>
  payout.completedAt
    ? t("account.payouts.range", {
        from: formatDate(payout.createdAt, locale),
        to: formatDate(payout.completedAt, locale),
      })
    : formatDate(payout.createdAt, locale);

const columns = (t: ReturnType<typeof useT>, locale: Locale): TableColumn<Payout>[] => [
  {
    id: "date",
    header: t("account.payouts.date"),
    className: "whitespace-nowrap",
    cell: (payout) => when(payout, t, locale),
  },
  { id: "amount", header: t("account.payouts.amount"), cell: (payout) => <Amount payout={payout} /> },
  { id: "account", header: t("account.withdraw.to"), cell: account },
  {
    id: "trigger",
    header: t("account.payouts.how"),
    cell: (payout) => (payout.trigger === "manual" ? t("account.balances.withdraw") : t("account.payouts.scheduled")),
  },
  {
    id: "status",
    header: t("account.requestsTable.status"),
    className: "min-w-48",
    cell: (payout) => <Status payout={payout} />,
  },
];

/** The star's payouts with their status and, when one failed, was reversed or is held, why in plain words. */
export function PayoutsList() {
  const t = useT();
  const { locale } = useLocale();
  const { data, isPending, isError, error, refetch } = usePayouts();
  return (
    <section aria-labelledby="payouts-heading" className="space-y-3">
      <h2 id="payouts-heading" className="text-lg font-semibold text-slate-900">
        {t("account.payouts.title")}
      </h2>
      {isPending ? (
        <ListSkeleton rows={1} label={t("account.payouts.loading")} rowClassName="h-24" />
      ) : isError ? (
        <ErrorState
          message={t("account.payouts.loadError", {
            reason: errorMessage(error, t("account.common.pleaseTryAgain")),
          })}
          onRetry={() => void refetch()}
        />
      ) : data.payouts.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          {t("account.payouts.empty")}
        </p>
      ) : (
        <>
          <Table
            caption={t("account.payouts.caption")}
            columns={columns(t, locale)}
            rows={data.payouts}
            rowKey={(payout) => payout.id}
            className="hidden lg:block"
          />
          <ul aria-label={t("account.payouts.caption")} className="space-y-3 lg:hidden">
            {data.payouts.map((payout) => (
              <li key={payout.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <Amount payout={payout} />
                    <p className="mt-1 text-xs text-slate-600">
                      {account(payout)} · {when(payout, t, locale)}
                    </p>
                  </div>
                  <Badge variant={PAYOUT_STATUS_TONES[payout.status]}>{t(PAYOUT_STATUS_KEYS[payout.status])}</Badge>
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
