import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { isCelebrity } from "@/shared/roles";
import type { Me } from "@/shared/schemas/accounts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useT } from "@/web/lib/i18n";
import { ChangePasswordForm } from "./change-password-form";
import { OtherSessionsCard } from "./other-sessions-card";
import { ProfileForm } from "./profile-form";

const TABS = ["profile", "celebrity", "security"] as const;
type Tab = (typeof TABS)[number];

/**
 * My Profile: Profile Information, Celebrity Profile (celebrities only), Security. The celebrity tab's
 * content comes from the page (the celebrity-profile feature's editor).
 */
export function ProfileTabs({ user, celebrityPanel }: { user: Me; celebrityPanel?: ReactNode }) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const celebrity = isCelebrity(user);
  const requested = searchParams.get("tab") as Tab | null;
  const tab: Tab =
    requested && TABS.includes(requested) && (requested !== "celebrity" || celebrity) ? requested : "profile";

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        const next = new URLSearchParams(searchParams);
        if (value === "profile") next.delete("tab");
        else next.set("tab", value);
        setSearchParams(next, { replace: true });
      }}
    >
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList>
          <TabsTrigger value="profile">{t("account.profileTabs.profile")}</TabsTrigger>
          {celebrity && <TabsTrigger value="celebrity">{t("account.profileTabs.celebrity")}</TabsTrigger>}
          <TabsTrigger value="security">{t("account.profileTabs.security")}</TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="profile" className="mt-6">
        <ProfileForm user={user} />
      </TabsContent>
      {celebrity && (
        <TabsContent value="celebrity" className="mt-6">
          {celebrityPanel}
        </TabsContent>
      )}
      <TabsContent value="security" className="mt-6 space-y-6">
        <ChangePasswordForm />
        <OtherSessionsCard />
      </TabsContent>
    </Tabs>
  );
}
