import { Navigate } from "react-router";
import { isCelebrity } from "@/shared/roles";
import { Schedule } from "@/web/features/celebrity-requests/components/schedule";
import { useSession } from "@/web/lib/session";

/** /dashboard/schedule: accepted requests by deadline, to record or upload. Celebrities only; anyone else goes to /dashboard. */
export default function Page() {
  const { user } = useSession();
  if (!user) return null;
  if (!isCelebrity(user)) return <Navigate to="/dashboard" replace />;
  return <Schedule celebrityId={user.celebrityProfile?.id} />;
}
