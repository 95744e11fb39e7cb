import { useParams } from "react-router";
import { UserPage } from "@/web/features/admin-users/components/user-page";
import { useSession } from "@/web/lib/session";

/** /admin/users/:id: staff with the `users` permission (the admin guard has checked). */
export default function AdminUserPage() {
  const { id = "" } = useParams();
  const { user } = useSession();
  if (!user) return null;
  return <UserPage key={id} id={id} viewer={user} />;
}
