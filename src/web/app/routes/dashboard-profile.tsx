import { ProfileTabs } from "@/web/features/account/components/profile-tabs";
import { useSession } from "@/web/lib/session";

export default function DashboardProfilePage() {
  const { user } = useSession();
  return user ? <ProfileTabs key={user.id} user={user} /> : null;
}
