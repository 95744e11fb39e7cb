import { LanguageSetting } from "@/web/features/accounts/components/language-setting";
import { NotificationSettings } from "@/web/features/accounts/components/notification-settings";
import { ProfileForm } from "@/web/features/accounts/components/profile-form";
import { SecurityCard } from "@/web/features/accounts/components/security-card";
import { useSession } from "@/web/lib/session";

export default function DashboardSettingsPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div key={user.id} className="space-y-6">
      <ProfileForm user={user} idPrefix="settings" />
      <LanguageSetting user={user} />
      <NotificationSettings user={user} />
      <SecurityCard />
    </div>
  );
}
