import { BadgeCheck, Clock3 } from "lucide-react";
import { Link } from "react-router";
import { pageHref } from "@/shared/client-routes";
import { INTL_LOCALES } from "@/shared/locales";
import type { CelebrityApplicationProfile } from "@/shared/schemas/accounts";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useLocale, useT } from "@/web/lib/i18n";
import { SelfieStep } from "./selfie-step";

/** Shown instead of the form to someone who has already applied. */
export function ApplicationStatus({ profile }: { profile: CelebrityApplicationProfile }) {
  const t = useT();
  const { locale } = useLocale();
  const submitted = new Date(profile.createdAt).toLocaleDateString(locale === "en" ? "en-US" : INTL_LOCALES[locale], {
    dateStyle: "long",
  });
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          {profile.approved ? (
            <BadgeCheck className="size-8 text-emerald-600" aria-hidden="true" />
          ) : (
            <Clock3 className="size-8 text-brand-700" aria-hidden="true" />
          )}
          <div>
            <CardTitle>
              {profile.approved ? t("pages.applicationStatus.approvedTitle") : t("pages.applicationStatus.reviewTitle")}
            </CardTitle>
            <CardDescription>{t("pages.applicationStatus.submittedOn", { date: submitted })}</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <Badge variant={profile.approved ? "success" : "warning"}>
          {profile.approved ? t("pages.applicationStatus.approved") : t("pages.applicationStatus.pending")}
        </Badge>
        <p className="text-sm text-slate-700">
          {profile.approved ? t("pages.applicationStatus.approvedText") : t("pages.applicationStatus.pendingText")}
        </p>
        {!profile.approved && <SelfieStep profile={profile} />}
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/dashboard">{t("pages.applicationStatus.dashboard")}</Link>
          </Button>
          {profile.approved && (
            <Button asChild variant="outline">
              <Link to={pageHref("/celebrity/:username", { username: profile.username })}>
                {t("pages.applicationStatus.viewProfile")}
              </Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
