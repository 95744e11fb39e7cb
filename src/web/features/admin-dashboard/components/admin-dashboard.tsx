import { hasPermission, type PolicySubject } from "@/shared/roles";
import { ErrorState, ListSkeleton } from "@/web/components/states";
import { errorMessage } from "@/web/lib/api-client";
import { useAdminDashboard } from "../api/get-admin-dashboard";
import { ContentShortcuts } from "./content-shortcuts";
import { DashboardStats } from "./dashboard-stats";
import { RecentCelebrities } from "./recent-celebrities";
import { RefundsAttention } from "./refunds-attention";
import { RequestActivity } from "./request-activity";

/** /admin: the marketplace's figures (computed by the server), refunds to look at, and shortcuts by permission. */
export function AdminDashboard({ viewer }: { viewer: PolicySubject }) {
  const { data: figures, isPending, isError, error, refetch } = useAdminDashboard();
  return (
    <div className="space-y-8">
      {isPending ? (
        <ListSkeleton rows={2} label="Loading the dashboard…" rowClassName="h-32" />
      ) : isError ? (
        <ErrorState
          size="page"
          title="The dashboard did not load"
          message={errorMessage(error, "Please check your connection and try again.")}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
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
