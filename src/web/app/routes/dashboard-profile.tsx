import { isCelebrity } from "@/shared/roles";
import { ProfileTabs } from "@/web/features/accounts/components/profile-tabs";
import { CelebrityProfileEditor } from "@/web/features/celebrity-profile/components/celebrity-profile-editor";
import { useSession } from "@/web/lib/session";

/** /dashboard/profile: the account's tabs, with the celebrity's profile editor in its own tab. */
export default function DashboardProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <ProfileTabs
      key={user.id}
      user={user}
      celebrityPanel={isCelebrity(user) ? <CelebrityProfileEditor /> : undefined}
    />
  );
}
