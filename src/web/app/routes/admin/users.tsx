import { UsersManagement } from "@/web/features/admin-users/components/users-management";
import { useSession } from "@/web/lib/session";

/** /admin/users: staff with the `users` permission (the admin guard has checked). */
export default function AdminUsersPage() {
  const { user } = useSession();
  if (!user) return null;
  return <UsersManagement viewer={user} />;
}
