import { useParams } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { ErrorState, LoadingState } from "@/web/components/states";
import { useWatchVideo } from "@/web/features/watch/api/get-watch-video";
import { WatchVideo } from "@/web/features/watch/components/watch-video";
import { ApiError } from "@/web/lib/api-client";
import { usePageTitle } from "@/web/lib/use-page-title";
import NotFoundPage from "./not-found";

/** /watch/:token: a fan's private link to a delivered video; unknown or revoked links show the 404 page. */
export default function WatchPage() {
  const { token = "" } = useParams();
  const video = useWatchVideo(token);
  // Generic, like the server-written head: a title never names the recipient.
  usePageTitle(pageTitle("/watch/:token"));

  if (video.isPending) return <LoadingState size="page" label="Loading your video…" />;
  if (video.isError) {
    if (video.error instanceof ApiError && video.error.status === 404) return <NotFoundPage />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState size="page" message="We couldn't load this video." onRetry={() => void video.refetch()} />
      </div>
    );
  }
  return <WatchVideo video={video.data} />;
}
