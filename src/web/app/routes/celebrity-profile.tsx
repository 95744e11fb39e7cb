import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useParams, useSearchParams } from "react-router";
import { localeOfPath } from "@/shared/locales";
import type { CelebrityDetail } from "@/shared/schemas/catalogue";
import type { PagePrefetch } from "@/web/app/page-module";
import { celebrityQueryOptions, useCelebrity } from "@/web/features/catalogue/api/get-celebrity";
import { celebrityReviewsQueryOptions } from "@/web/features/catalogue/api/get-celebrity-reviews";
import { celebrityVideosQueryOptions } from "@/web/features/catalogue/api/get-celebrity-videos";
import { CelebrityProfile } from "@/web/features/catalogue/components/celebrity-profile";
import { REQUEST_VIDEO_PARAM, takesBookings } from "@/web/features/catalogue/components/profile-actions";
import { ProfileTabsSection } from "@/web/features/catalogue/components/sections";
import { loadPageMessages } from "@/web/lib/i18n";
import { useSession } from "@/web/lib/session";

// The request dialog loads only when a visitor opens it: its code, the request schema, the fan's plan and
// booking's words (the profile itself draws none of them, so a visit that only looks never downloads them).
const ProfileRequestDialog = lazy(() =>
  Promise.all([import("@/web/app/sections/profile-request-dialog"), loadPageMessages(["booking"])]).then(
    ([module]) => module,
  ),
);

/**
 * The profile (its bio in the address's language), its sample videos (the tab open at first, or Reviews for a
 * star with none) and its reviews.
 */
export const prefetch: PagePrefetch = (queryClient, { params, url }) => {
  const username = params.username ?? "";
  const { locale } = localeOfPath(url.pathname);
  return Promise.all([
    queryClient.prefetchQuery(celebrityQueryOptions(username, locale)),
    queryClient.prefetchQuery(celebrityVideosQueryOptions(username)),
    queryClient.prefetchQuery(celebrityReviewsQueryOptions(username)),
  ]);
};

export const loadSections = () => ProfileTabsSection.preload();

/**
 * /celebrity/{username}: the catalogue's profile, with booking's request dialog behind 'Request a video'
 * (told whether the fan's plan covers this celebrity).
 */
export default function CelebrityProfilePage() {
  const { username = "" } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { isPending: sessionPending } = useSession();
  const location = useLocation();
  const { data: loaded } = useCelebrity(username);
  const [booking, setBooking] = useState<CelebrityDetail | null>(null);
  const [open, setOpen] = useState(false);

  const openDialog = (celebrity: CelebrityDetail) => {
    setBooking(celebrity);
    setOpen(true);
  };

  // Back from signing up or logging in after writing a request, or 'Request a video' pressed before the page's
  // code had come: open the dialog straight away (signed out too: the request is written first).
  const wantsDialog = searchParams.get(REQUEST_VIDEO_PARAM) === "video";
  useEffect(() => {
    if (!wantsDialog || sessionPending || !loaded) return;
    // A celebrity who paused requests or filled up meanwhile: the page says so; no dialog to fill in vain.
    if (takesBookings(loaded)) {
      setBooking(loaded);
      setOpen(true);
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REQUEST_VIDEO_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wantsDialog, sessionPending, loaded, setSearchParams]);

  return (
    <>
      {/* A new username is a new page: reset tabs and state. */}
      <CelebrityProfile key={username.toLowerCase()} username={username} onRequestVideo={openDialog} />
      {booking && (
        <Suspense fallback={null}>
          <ProfileRequestDialog
            key={booking.id}
            celebrity={booking}
            open={open}
            onOpenChange={setOpen}
            returnPath={`${location.pathname}?${REQUEST_VIDEO_PARAM}=video`}
          />
        </Suspense>
      )}
    </>
  );
}
