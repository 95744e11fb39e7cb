import { BadgeCheck, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { pageHref } from "@/shared/client-routes";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { useMyProfile } from "../api/get-my-profile";
import { AvailabilityCard } from "./availability-card";
import { CapacityCard } from "./capacity-card";
import { PhotoPicker } from "./photo-picker";
import { PlanBookingsCard } from "./plan-bookings-card";
import { ProfileDetailsForm } from "./profile-details-form";
import { RushCard } from "./rush-card";
import { ShowcasePicker } from "./showcase-picker";

/** The Celebrity Profile tab: availability, capacity and rush delivery, photo, details and languages, and the featured videos. */
export function CelebrityProfileEditor() {
  const t = useT();
  const { data: profile, isPending, isError, refetch } = useMyProfile();
  if (isPending) return <LoadingState label={t("account.celebrityCard.loading")} />;
  if (isError) return <ErrorState message={t("account.celebrityCard.loadError")} onRetry={() => refetch()} />;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <bdi>{profile.fullName}</bdi>
            {profile.verified && <BadgeCheck className="size-5 text-brand-700" aria-label={t("common.verified")} />}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <bdi>@{profile.username}</bdi>
            {profile.verified && <Badge variant="brand">{t("common.verified")}</Badge>}
            {!profile.acceptingRequests && <Badge variant="warning">{t("account.availability.paused")}</Badge>}
          </div>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={pageHref("/celebrity/:username", { username: profile.username })}>
            <ExternalLink aria-hidden="true" />
            {t("account.celebrityCard.viewPublicProfile")}
          </Link>
        </Button>
      </div>
      <AvailabilityCard profile={profile} />
      <CapacityCard profile={profile} />
      <RushCard profile={profile} />
      <PlanBookingsCard profile={profile} />
      <PhotoPicker profile={profile} />
      {/* Keyed by the saved profile's id: the form starts from the server's values. */}
      <ProfileDetailsForm key={profile.id} profile={profile} />
      <ShowcasePicker />
    </div>
  );
}
