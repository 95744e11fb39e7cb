import { BadgeCheck, ExternalLink, Loader2, Pencil } from "lucide-react";
import { Link } from "react-router";
import { CATEGORIES, professionLabel } from "@/shared/catalogue";
import { pageHref } from "@/shared/client-routes";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { capitalise, formatMinor } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useMyCelebrityProfile } from "../api/get-my-celebrity-profile";

/** The celebrity's profile or application at a glance, with links to edit it and to the public page. */
export function CelebrityProfileCard() {
  const t = useT();
  const { locale } = useLocale();
  const names = useCatalogueNames();
  const country = useCatalogueNames().country;
  const { data: profile, isPending, isError, refetch } = useMyCelebrityProfile();

  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t("account.celebrityCard.loading")}
      </p>
    );
  }
  if (isError) {
    return (
      <Card>
        <CardContent className="flex items-center justify-between gap-3 p-6">
          <p className="text-sm text-slate-700">{t("account.celebrityCard.loadError")}</p>
          <Button variant="outline" size="sm" onClick={() => refetch()}>
            {t("common.states.tryAgain")}
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!profile) {
    return (
      <Card>
        <CardContent className="p-6 text-sm text-slate-700">{t("account.celebrityCard.none")}</CardContent>
      </Card>
    );
  }

  // Category names are the catalogue's own (English) names.
  const category = CATEGORIES.find((item) => item.id === profile.categoryId)?.name ?? profile.categoryId;
  const social = Object.entries(profile.socialMedia).filter(([, handle]) => handle);
  const rows: [string, string][] = [
    [
      t("account.celebrityCard.profession"),
      names.profession(profile.profession) ?? capitalise(professionLabel(profile.profession)),
    ],
    [t("account.celebrityCard.category"), category],
    [t("account.celebrityCard.country"), country(profile.country)],
    [t("account.celebrityCard.price"), formatMinor(profile.priceCents, "USD", locale)],
  ];

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <bdi>{profile.fullName}</bdi>
            {profile.verified && <BadgeCheck className="size-5 text-brand-700" aria-label={t("common.verified")} />}
          </CardTitle>
          <CardDescription>
            <bdi>@{profile.username}</bdi>
          </CardDescription>
          <div className="flex flex-wrap gap-2 pt-1">
            <Badge variant={profile.approved ? "success" : "warning"}>
              {profile.approved ? t("account.celebrityCard.approved") : t("account.celebrityCard.pendingReview")}
            </Badge>
            {profile.verified && <Badge variant="brand">{t("common.verified")}</Badge>}
          </div>
        </div>
        {profile.approved && (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard/profile?tab=celebrity">
                <Pencil aria-hidden="true" />
                {t("account.celebrityCard.editProfile")}
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={pageHref("/celebrity/:username", { username: profile.username })}>
                <ExternalLink aria-hidden="true" />
                {t("account.celebrityCard.viewPublicProfile")}
              </Link>
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="space-y-5">
        {!profile.approved && !profile.selfieUploadedAt && (
          <div className="flex flex-col gap-3 rounded-xl bg-amber-50 p-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-amber-900">{t("account.celebrityCard.selfieMissing")}</p>
            <Button asChild size="sm">
              <Link to={pageHref("/become-celebrity")}>{t("account.celebrityCard.sendSelfie")}</Link>
            </Button>
          </div>
        )}
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="mt-0.5 text-sm text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t("account.celebrityCard.bio")}
          </h4>
          <p dir="auto" className="mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-800">
            {profile.bio}
          </p>
        </div>
        {social.length > 0 && (
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t("account.celebrityCard.socialMedia")}
            </h4>
            <ul className="mt-1 flex flex-wrap gap-2">
              {social.map(([network, handle]) => (
                <li key={network}>
                  <Badge variant="secondary">
                    {capitalise(network)}: <bdi>{handle}</bdi>
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
