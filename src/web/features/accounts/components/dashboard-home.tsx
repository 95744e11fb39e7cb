import { Search, Star } from "lucide-react";
import { Link } from "react-router";
import type { MessageKey } from "@/shared/messages/keys";
import { canApplyAsCelebrity, isCelebrity, type Role } from "@/shared/roles";
import type { Me } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { firstName } from "@/web/lib/format";
import { messageParts, useT } from "@/web/lib/i18n";
import { CelebrityProfileCard } from "./celebrity-profile-card";

/** Each role's name (ROLE_LABELS of src/shared/roles.ts in English). */
export const ROLE_KEYS: Record<Role, MessageKey> = {
  user: "account.role.user",
  celebrity: "account.role.celebrity",
  moderator: "account.role.moderator",
  admin: "account.role.admin",
  super_admin: "account.role.superAdmin",
};

/**
 * /dashboard. Fans: a welcome above their requests; celebrities (and applicants): the
 * status of their profile.
 */
export function DashboardHome({ user }: { user: Me }) {
  const t = useT();
  const hasProfile = isCelebrity(user) || !!user.celebrityProfile;
  return (
    <div className="space-y-6">
      <Card className="bg-gradient-to-br from-brand-50 to-white">
        <CardHeader>
          <CardTitle className="text-2xl">
            {messageParts(t, "account.home.welcome", { name: <bdi>{firstName(user.name)}</bdi> })}
          </CardTitle>
          <CardDescription>{t("account.home.signedInAs", { role: t(ROLE_KEYS[user.role]) })}</CardDescription>
        </CardHeader>
        {!isCelebrity(user) && (
          <CardContent className="space-y-4">
            <p className="text-slate-700">{t("account.home.fanIntro")}</p>
            <Button asChild>
              <Link to="/celebrities">
                <Search aria-hidden="true" />
                {t("account.common.browseCelebrities")}
              </Link>
            </Button>
          </CardContent>
        )}
      </Card>

      {hasProfile && (
        <section aria-labelledby="celebrity-status" className="space-y-3">
          <h2 id="celebrity-status" className="text-lg font-semibold text-slate-900">
            {t("account.home.celebrityProfile")}
          </h2>
          {user.celebrityProfile && !user.celebrityProfile.approved && (
            <p className="text-sm text-slate-600">{t("account.home.thanksForApplying")}</p>
          )}
          <CelebrityProfileCard />
        </section>
      )}

      {canApplyAsCelebrity(user) && (
        <Card>
          <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold text-slate-900">{t("account.home.applyTitle")}</p>
              <p className="text-sm text-slate-600">{t("account.home.applyText")}</p>
            </div>
            <Button asChild variant="outline">
              <Link to="/become-celebrity">
                <Star aria-hidden="true" />
                {t("account.home.becomeCelebrity")}
              </Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
