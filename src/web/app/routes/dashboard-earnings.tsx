import { Navigate } from "react-router";
import { isCelebrity } from "@/shared/roles";
import { Earnings } from "@/web/features/celebrity-requests/components/earnings";
import { useSession } from "@/web/lib/session";

/** /dashboard/earnings: what delivered videos earned. Celebrities only; anyone else goes to /dashboard. */
export default function Page() {
  const { user } = useSession();
  if (!user) return null;
  if (!isCelebrity(user)) return <Navigate to="/dashboard" replace />;
  return <Earnings />;
}
