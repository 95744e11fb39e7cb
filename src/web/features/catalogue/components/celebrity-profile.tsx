import { UserRoundX } from "lucide-react";
import { Link, Navigate, useLocation } from "react-router";
import { pageHref, pageTitle } from "@/shared/client-routes";
import type { CelebrityDetail } from "@/shared/schemas/catalogue";
import { NotFoundState } from "@/web/components/not-found-state";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { usePageTitle } from "@/web/lib/use-page-title";
import { isNotFound, movedTo, useCelebrity } from "../api/get-celebrity";
import { ProfileAbout, ProfilePhoto, ProfileSummary } from "./profile-summary";
import { ProfileTabsSection } from "./sections";

function CelebrityNotFound() {
  const t = useT();
  return (
    <NotFoundState
      icon={UserRoundX}
      code="404"
      title={t("catalogue.profile.notFoundTitle")}
      text={t("catalogue.profile.notFoundText")}
      action={
        <Button asChild size="lg">
          <Link to="/celebrities">{t("catalogue.profile.browse")}</Link>
        </Button>
      }
    />
  );
}

/**
 * /celebrity/{username}: the photo (and bio) on the left; on the right the name with the booking card beside
 * it, then the Reviews / Videos / Details tabs. On phones: photo, name, booking card, bio, tabs.
 */
export function CelebrityProfile({
  username,
  onRequestVideo,
}: {
  username: string;
  /** Opens the request dialog (booking), for a signed-in visitor. */
  onRequestVideo?: (celebrity: CelebrityDetail) => void;
}) {
  const t = useT();
  const { data: celebrity, isPending, error, refetch } = useCelebrity(username);
  const location = useLocation();
  const newUsername = movedTo(error);
  const notFound = isNotFound(error) && !newUsername;
  usePageTitle(celebrity?.fullName ?? (notFound ? pageTitle("/celebrity/:username") : undefined));

  if (isPending) {
    return <LoadingState size="page" label={t("catalogue.profile.loading")} className="min-h-[60vh]" />;
  }
  // An old username: the same page at the new one (search kept, e.g. the request dialog), replacing history.
  if (newUsername) {
    return (
      <Navigate
        replace
        to={{ pathname: pageHref("/celebrity/:username", { username: newUsername }), search: location.search }}
      />
    );
  }
  if (notFound) return <CelebrityNotFound />;
  if (!celebrity) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="sr-only">{t("catalogue.profile.srTitle")}</h1>
        <ErrorState
          size="page"
          title={t("catalogue.common.errorTitle")}
          message={t("catalogue.profile.loadError")}
          onRetry={() => refetch()}
        />
      </div>
    );
  }

  return (
    // Two columns from lg; on phones the column wrappers dissolve (`contents`) and `order` sets the sequence:
    // photo, name and booking card, bio, tabs. Each part is rendered once.
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-5 sm:px-6 md:py-8 lg:grid-cols-[minmax(0,320px)_minmax(0,1fr)] lg:items-start lg:gap-x-12 lg:px-8 xl:grid-cols-[minmax(0,360px)_minmax(0,1fr)]">
      <div className="contents lg:flex lg:flex-col lg:gap-6">
        <div className="order-1 lg:order-none">
          <ProfilePhoto celebrity={celebrity} />
        </div>
        <div className="order-3 lg:order-none">
          <ProfileAbout celebrity={celebrity} />
        </div>
      </div>
      <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-8">
        <div className="order-2 lg:order-none">
          <ProfileSummary celebrity={celebrity} onRequestVideo={onRequestVideo} />
        </div>
        <ProfileTabsSection celebrity={celebrity} className="order-4 min-w-0 lg:order-none" />
      </div>
    </div>
  );
}
