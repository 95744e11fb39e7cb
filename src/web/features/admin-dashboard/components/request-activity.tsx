import { CreditCard } from "lucide-react";
import { REQUEST_STATUSES } from "@/shared/request-status";
import type { AdminDashboard } from "@/shared/schemas/dashboard";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { formatNumber } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";

/** Requests made in the last 30 days by their status now, and the checkouts still waiting for the provider. */
export function RequestActivity({ figures }: { figures: AdminDashboard }) {
  const t = useT();
  const { locale } = useLocale();
  const counts = new Map(figures.requestsLast30Days.map((entry) => [entry.status, entry.count]));
  const rows = REQUEST_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight tracking-tight">{t("admin.dashboard.activity.title")}</h2>
          <CardDescription>{t("admin.dashboard.activity.description", { count: total })}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="space-y-2.5">
            {rows.map(({ status, count }) => (
              <li key={status} className="grid grid-cols-[8.5rem_1fr_3rem] items-center gap-3 text-sm">
                <span className="text-slate-700">{t(`shared.requestStatus.${status}`)}</span>
                <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
                  <span
                    className="block h-full rounded-full bg-brand-600"
                    style={{ width: `${(count / largest) * 100}%` }}
                  />
                </span>
                <span className="text-end font-semibold text-slate-900 tabular-nums">
                  {formatNumber(count, locale)}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight tracking-tight">
            {t("admin.dashboard.activity.pendingCheckouts")}
          </h2>
          <CardDescription>{t("admin.dashboard.activity.pendingCheckoutsText")}</CardDescription>
        </CardHeader>
        <CardContent className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-amber-50 text-amber-700">
            <CreditCard aria-hidden="true" className="size-5" />
          </span>
          <p className="text-3xl font-bold tracking-tight text-slate-900">
            {formatNumber(figures.pendingCheckouts, locale)}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
