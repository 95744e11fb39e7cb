import { Download } from "lucide-react";
import { type FormEvent, useState } from "react";
import { type FinancePeriod, type FinanceTotals, financePeriodSchema } from "@/shared/schemas/finance";
import { ErrorState, ListSkeleton } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import { formatDay, formatMinor } from "@/web/lib/format";
import { focusFirstError, validate } from "@/web/lib/validate";
import { useFinanceSummary } from "../api/get-finance-summary";
import { EXPORT_KINDS, exportHref } from "../lib/export";

const ID = "finance-period";

const FIGURES: { key: Exclude<keyof FinanceTotals, "currency">; label: string }[] = [
  { key: "fansPaid", label: "Fans paid" },
  { key: "feesEarned", label: "Fees earned" },
  { key: "plansPaid", label: "Plans paid" },
  { key: "refunds", label: "Refunds" },
  { key: "owedToStars", label: "Owed to stars" },
  { key: "inTransit", label: "In transit" },
  { key: "paidOut", label: "Paid out" },
  { key: "transferFees", label: "Transfer fees" },
  { key: "disputed", label: "Disputed" },
  { key: "disputeLosses", label: "Dispute losses" },
];

function PeriodForm({ period, onChange }: { period: FinancePeriod; onChange: (period: FinancePeriod) => void }) {
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
    <form noValidate onSubmit={onSubmit} aria-label="Period" className="flex flex-wrap items-end gap-3">
      <FormField id={`${ID}-from`} label="From" error={errors.from} className="w-full sm:w-44">
        <Input {...field("from")} />
      </FormField>
      <FormField id={`${ID}-to`} label="To" error={errors.to} className="w-full sm:w-44">
        <Input {...field("to")} />
      </FormField>
      <Button type="submit" variant="outline">
        Show
      </Button>
    </form>
  );
}

const periodText = (period: FinancePeriod) =>
  period.from || period.to
    ? `${period.from ? formatDay(period.from) : "the start"} to ${period.to ? formatDay(period.to) : "today"}`
    : "all time";

/** Totals per currency over a period (balances owed and in transit as of now), and the CSV exports. */
export function FinanceSummary() {
  const [period, setPeriod] = useState<FinancePeriod>({});
  const { data, isPending, isError, error, refetch } = useFinanceSummary(period);
  return (
    <div className="space-y-6">
      <PeriodForm period={period} onChange={setPeriod} />
      <p className="text-sm text-slate-600">
        Money over {periodText(period)}; what is owed to stars and in transit is as of now. Each amount is in the
        currency it moved in: fans' payments in theirs, payouts in the payout account's.
      </p>
      {isPending ? (
        <ListSkeleton rows={1} label="Loading the totals…" rowClassName="h-56" />
      ) : isError ? (
        <ErrorState
          message={`We couldn't load the totals. ${errorMessage(error, "Please try again.")}`}
          onRetry={() => void refetch()}
        />
      ) : data.totals.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          No money moved in this period.
        </p>
      ) : (
        <ul aria-label="Totals per currency" className="grid gap-4 md:grid-cols-2">
          {data.totals.map((totals) => (
            <li key={totals.currency}>
              <Card className="h-full p-5" aria-label={`${totals.currency} totals`}>
                <h3 className="text-base font-semibold text-slate-900">{totals.currency}</h3>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
                  {FIGURES.map((figure) => (
                    <div key={figure.key} className="min-w-0">
                      <dt className="text-xs font-medium text-slate-600">{figure.label}</dt>
                      <dd className="text-sm font-semibold break-words text-slate-900">
                        {formatMinor(totals[figure.key], totals.currency)}
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
          Export ({periodText(period)})
        </h3>
        <div className="flex flex-wrap gap-2">
          {EXPORT_KINDS.map(({ kind, label }) => (
            <Button key={kind} asChild variant="outline" size="sm">
              <a href={exportHref(kind, period)} download>
                <Download aria-hidden="true" /> {label} CSV
              </a>
            </Button>
          ))}
        </div>
      </section>
    </div>
  );
}
