import { Unlink } from "lucide-react";
import { Link, useParams } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import type { PagePrefetch } from "@/web/app/page-module";
import { NotFoundState } from "@/web/components/not-found-state";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { useWatchVideo, watchVideoQueryOptions } from "@/web/features/watch/api/get-watch-video";
import { WatchVideo } from "@/web/features/watch/components/watch-video";
import { ApiError } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { usePageTitle } from "@/web/lib/use-page-title";
import NotFoundPage from "./not-found";

/**
 * The video's details. Reading them has no side effect (GET /api/watch/:token only looks the token up; an
 * opening is logged when the file itself is streamed), and the server never keeps this page's HTML.
 */
export const prefetch: PagePrefetch = (queryClient, { params }) =>
  queryClient.prefetchQuery(watchVideoQueryOptions(params.token ?? ""));

/** The sender ended the link: say so, not "page not found", so the recipient knows whom to ask. */
function TurnedOff() {
  const t = useT();
  return (
    <NotFoundState
      icon={Unlink}
      title={t("pages.watch.turnedOffTitle")}
      text={t("pages.watch.turnedOffText")}
      action={
        <Button asChild size="lg">
          <Link to="/">{t("pages.notFound.home")}</Link>
        </Button>
      }
    />
  );
}

/**
 * /watch/:token: a fan's private link to a delivered video; an unknown link shows the 404 page, one its sender
 * turned off says so.
 */
export default function WatchPage() {
  const { token = "" } = useParams();
  const video = useWatchVideo(token);
  const t = useT();
  // Generic, like the server-written head: a title never names the recipient.
  usePageTitle(pageTitle("/watch/:token"));

  if (video.isPending) return <LoadingState size="page" label={t("pages.watch.loading")} />;
  if (video.isError) {
    if (video.error instanceof ApiError && video.error.status === 404) return <NotFoundPage />;
    if (video.error instanceof ApiError && video.error.status === 410) return <TurnedOff />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState size="page" message={t("pages.watch.loadError")} onRetry={() => void video.refetch()} />
      </div>
    );
  }
  return <WatchVideo video={video.data} />;
}
