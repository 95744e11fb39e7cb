import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { hasPermission, type PolicySubject } from "@/shared/roles";
import { ErrorState, ListSkeleton } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useSiteContact } from "@/web/lib/site-contact";
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
      {hasPermission(viewer, "content") && <ExampleContactWarning />}
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

/** The public contact details are still the made-up examples: staff who can change them are told where. */
function ExampleContactWarning() {
  const t = useT();
  const contact = useSiteContact();
  if (!contact.loaded || !contact.isExample) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {/* The button wraps under the words on a phone. */}
      <div className="min-w-0 flex-1 basis-56 space-y-1 text-sm">
        <p className="font-semibold">{t("admin.dashboard.exampleContact.title")}</p>
        <p>{t("admin.dashboard.exampleContact.text")}</p>
      </div>
      <Button asChild size="sm" variant="outline" className="shrink-0 bg-white">
        <Link to="/contact-us?edit=1">{t("admin.dashboard.exampleContact.action")}</Link>
      </Button>
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
