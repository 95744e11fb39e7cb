import { Download } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { Locale } from "@/shared/locales";
import type { MessageKey } from "@/shared/messages/keys";
import { type FinancePeriod, type FinanceTotals, financePeriodSchema } from "@/shared/schemas/finance";
import { ErrorState, ListSkeleton } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import { formatDay, formatMinor } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { focusFirstError, validate } from "@/web/lib/validate";
import { useFinanceSummary } from "../api/get-finance-summary";
import { EXPORT_KINDS, exportHref } from "../lib/export";

const ID = "finance-period";

const FIGURES: { key: Exclude<keyof FinanceTotals, "currency">; labelKey: MessageKey }[] = [
  { key: "fansPaid", labelKey: "admin.finance.figure.fansPaid" },
  { key: "feesEarned", labelKey: "admin.finance.figure.feesEarned" },
  { key: "plansPaid", labelKey: "admin.finance.figure.plansPaid" },
  { key: "refunds", labelKey: "admin.finance.figure.refunds" },
  { key: "owedToStars", labelKey: "admin.finance.figure.owedToStars" },
  { key: "inTransit", labelKey: "admin.finance.figure.inTransit" },
  { key: "paidOut", labelKey: "admin.finance.figure.paidOut" },
  { key: "transferFees", labelKey: "admin.finance.figure.transferFees" },
  { key: "disputed", labelKey: "admin.finance.figure.disputed" },
  { key: "disputeLosses", labelKey: "admin.finance.figure.disputeLosses" },
];

function PeriodForm({ period, onChange }: { period: FinancePeriod; onChange: (period: FinancePeriod) => void }) {
  const t = useT();
  const [values, setValues] = useState({ from: period.from ?? "", to: period.to ?? "" });
  const [errors, setErrors] = useState<Partial<Record<"from" | "to", string>>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(financePeriodSchema, { from: values.from || undefined, to: values.to || undefined });
    setErrors(result.errors);
    if (!result.success) return focusFirstError(result.errors, ["from", "to"], ID);
    onChange(result.data);
  };
  const field = (name: "from" | "to") => ({
    id: `${ID}-${name}`,
    type: "date",
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${ID}-${name}-error` : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t("admin.finance.period.label")}
      className="flex flex-wrap items-end gap-3"
    >
      <FormField
        id={`${ID}-from`}
        label={t("admin.finance.period.from")}
        error={errors.from}
        className="w-full sm:w-44"
      >
        <Input {...field("from")} />
      </FormField>
      <FormField id={`${ID}-to`} label={t("admin.finance.period.to")} error={errors.to} className="w-full sm:w-44">
        <Input {...field("to")} />
      </FormField>
      <Button type="submit" variant="outline">
        {t("admin.finance.period.show")}
      </Button>
    </form>
  );
}

function periodText(t: ReturnType<typeof useT>, period: FinancePeriod, locale: Locale): string {
  const from = period.from ? formatDay(period.from, locale) : "";
  const to = period.to ? formatDay(period.to, locale) : "";
  if (from && to) return t("admin.finance.period.range", { from, to });
  if (from) return t("admin.finance.period.fromOnly", { from });
  if (to) return t("admin.finance.period.toOnly", { to });
  return t("admin.finance.period.allTime");
}

/** Totals per currency over a period (balances owed and in transit as of now), and the CSV exports. */
export function FinanceSummary() {
  const t = useT();
  const { locale } = useLocale();
  const [period, setPeriod] = useState<FinancePeriod>({});
  const { data, isPending, isError, error, refetch } = useFinanceSummary(period);
  return (
    <div className="space-y-6">
      <PeriodForm period={period} onChange={setPeriod} />
      <p className="text-sm text-slate-600">
        {t("admin.finance.summary.text", { period: periodText(t, period, locale) })}
      </p>
      {isPending ? (
        <ListSkeleton rows={1} label={t("admin.finance.summary.loading")} rowClassName="h-56" />
      ) : isError ? (
        <ErrorState
          message={t("admin.finance.summary.loadFailed", { reason: errorMessage(error, t("admin.finance.tryAgain")) })}
          onRetry={() => void refetch()}
        />
      ) : data.totals.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          {t("admin.finance.summary.empty")}
        </p>
      ) : (
        <ul aria-label={t("admin.finance.summary.totals")} className="grid gap-4 md:grid-cols-2">
          {data.totals.map((totals) => (
            <li key={totals.currency}>
              <Card
                className="h-full p-5"
                aria-label={t("admin.finance.summary.currencyTotals", { currency: totals.currency })}
              >
                <h3 className="text-base font-semibold text-slate-900">{totals.currency}</h3>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
                  {FIGURES.map((figure) => (
                    <div key={figure.key} className="min-w-0">
                      <dt className="text-xs font-medium text-slate-600">{t(figure.labelKey)}</dt>
                      <dd className="text-sm font-semibold break-words text-slate-900">
                        {formatMinor(totals[figure.key], totals.currency, locale)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="finance-exports" className="space-y-2">
        <h3 id="finance-exports" className="text-sm font-semibold text-slate-900">
          {t("admin.finance.export.title", { period: periodText(t, period, locale) })}
        </h3>
        <div className="flex flex-wrap gap-2">
          {EXPORT_KINDS.map(({ kind, labelKey }) => (
            <Button key={kind} asChild variant="outline" size="sm">
              <a href={exportHref(kind, period)} download>
                <Download aria-hidden="true" /> {t(labelKey)}
              </a>
            </Button>
          ))}
        </div>
      </section>
    </div>
  );
}
