import { Navigate } from "react-router";
import { isCelebrity } from "@/shared/roles";
import { EarningsPage } from "@/web/features/celebrity-earnings/components/earnings-page";
import { useSession } from "@/web/lib/session";

/** /dashboard/earnings: balances, payouts and the statement. Celebrities only; anyone else goes to /dashboard. */
export default function Page() {
  const { user } = useSession();
  if (!user) return null;
  if (!isCelebrity(user)) return <Navigate to="/dashboard" replace />;
  return <EarningsPage />;
}
