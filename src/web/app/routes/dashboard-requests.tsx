import { Navigate } from "react-router";
import { isCelebrity } from "@/shared/roles";
import { IncomingRequests } from "@/web/features/celebrity-requests/components/incoming-requests";
import { useSession } from "@/web/lib/session";

/** /dashboard/requests: every request addressed to the celebrity, filtered by status. Celebrities only; anyone else goes to /dashboard. */
export default function Page() {
  const { user } = useSession();
  if (!user) return null;
  if (!isCelebrity(user)) return <Navigate to="/dashboard" replace />;
  return <IncomingRequests celebrityId={user.celebrityProfile?.id} />;
}
