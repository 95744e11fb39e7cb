import { TriangleAlert } from "lucide-react";
import { hasPermission, type PolicySubject } from "@/shared/roles";
import { ErrorState, ListSkeleton } from "@/web/components/states";
import { errorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useAdminDashboard } from "../api/get-admin-dashboard";
import { ContentShortcuts } from "./content-shortcuts";
import { DashboardStats } from "./dashboard-stats";
import { RecentCelebrities } from "./recent-celebrities";
import { RefundsAttention } from "./refunds-attention";
import { RequestActivity } from "./request-activity";

/** /admin: the marketplace's figures (computed by the server), refunds to look at, and shortcuts by permission. */
export function AdminDashboard({ viewer }: { viewer: PolicySubject }) {
  const t = useT();
  const { data: figures, isPending, isError, error, refetch } = useAdminDashboard();
  return (
    <div className="space-y-8">
      {isPending ? (
        <ListSkeleton rows={2} label={t("admin.dashboard.loading")} rowClassName="h-32" />
      ) : isError ? (
        <ErrorState
          size="page"
          title={t("admin.dashboard.loadFailed")}
          message={errorMessage(error, t("admin.dashboard.checkConnection"))}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          {figures.indicativeRates.length > 0 && <IndicativeRatesWarning currencies={figures.indicativeRates} />}
          <DashboardStats figures={figures} viewer={viewer} />
          <RequestActivity figures={figures} />
          <RecentCelebrities celebrities={figures.recentCelebrities} />
        </>
      )}
      {hasPermission(viewer, "settings") && <RefundsAttention />}
      <ContentShortcuts viewer={viewer} />
    </div>
  );
}

/** No exchange-rate source has answered for a day (or none is set): staff must know before fans do. */
function IndicativeRatesWarning({ currencies }: { currencies: readonly string[] }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1 text-sm">
        <p className="font-semibold">{t("admin.dashboard.ratesWarning.title", { count: currencies.length })}</p>
        <p>{t("admin.dashboard.ratesWarning.text", { currencies: currencies.join(", ") })}</p>
      </div>
    </div>
  );
}
