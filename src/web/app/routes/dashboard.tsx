import { Navigate } from "react-router";
import { isCelebrity, isStaff } from "@/shared/roles";
import { DashboardHome } from "@/web/features/accounts/components/dashboard-home";
import { CelebrityDashboard } from "@/web/features/celebrity-requests/components/celebrity-dashboard";
import { FanRequests } from "@/web/features/fan-requests/components/fan-requests";
import { MyPlan } from "@/web/features/payments/components/current-plan";
import { useSession } from "@/web/lib/session";

/**
 * /dashboard (inside the dashboard shell, which guarantees a signed-in user): a celebrity's figures and
 * requests; staff are sent to /admin; everyone else's home with the requests they have made.
 */
export default function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  // Staff have no fan page: their home is the admin area.
  if (isStaff(user)) return <Navigate to="/admin" replace />;
  if (isCelebrity(user)) return <CelebrityDashboard user={user} />;
  return (
    <div className="space-y-8">
      <DashboardHome user={user} />
      <MyPlan />
      <FanRequests />
    </div>
  );
}
