import { AdminDashboard } from "@/web/features/admin-dashboard/components/admin-dashboard";
import { useSession } from "@/web/lib/session";

/** /admin: any staff member (the admin guard above has checked). */
export default function AdminDashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  return <AdminDashboard viewer={user} />;
}
