import { Video } from "lucide-react";
import { useState } from "react";
import type { VideoRequest } from "@/shared/schemas/requests";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/states";
import { useT } from "@/web/lib/i18n";
import { useMyRequests } from "../api/get-my-requests";
import { useLiveMyRequests } from "../hooks/use-live-my-requests";
import { BrowseCelebritiesLink } from "./browse-celebrities-link";
import { VideoCard } from "./video-card";
import { VideoPlayerDialog } from "./video-player-dialog";

/** /dashboard/videos: the fan's delivered videos, newest first, each with a player, Share and a review. */
export function MyVideos() {
  const t = useT();
  const videos = useMyRequests("completed");
  const [watching, setWatching] = useState<VideoRequest | null>(null);
  const [open, setOpen] = useState(false);
  useLiveMyRequests();

  const watch = (request: VideoRequest) => {
    setWatching(request);
    setOpen(true);
  };

  if (videos.isPending) return <LoadingState label={t("account.myVideos.loading")} />;
  if (videos.isError) {
    return <ErrorState message={t("account.myVideos.loadError")} onRetry={() => videos.refetch()} />;
  }
  if (videos.data.length === 0) {
    return (
      <EmptyState title={t("account.myVideos.emptyTitle")} icon={Video} action={<BrowseCelebritiesLink />}>
        {t("account.myVideos.emptyText")}
      </EmptyState>
    );
  }
  return (
    <section aria-label={t("account.myVideos.label")}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {videos.data.map((request) => (
          <VideoCard key={request.id} request={request} onWatch={watch} />
        ))}
      </ul>
      {watching && <VideoPlayerDialog request={watching} open={open} onOpenChange={setOpen} />}
    </section>
  );
}
