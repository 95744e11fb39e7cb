import { Video } from "lucide-react";
import { useState } from "react";
import type { VideoRequest } from "@/shared/schemas/requests";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/states";
import { useMyRequests } from "../api/get-my-requests";
import { useLiveMyRequests } from "../hooks/use-live-my-requests";
import { BrowseCelebritiesLink } from "./browse-celebrities-link";
import { VideoCard } from "./video-card";
import { VideoPlayerDialog } from "./video-player-dialog";

/** /dashboard/videos: the fan's delivered videos, newest first, each with a player, Share and a review. */
export function MyVideos() {
  const videos = useMyRequests("completed");
  const [watching, setWatching] = useState<VideoRequest | null>(null);
  const [open, setOpen] = useState(false);
  useLiveMyRequests();

  const watch = (request: VideoRequest) => {
    setWatching(request);
    setOpen(true);
  };

  if (videos.isPending) return <LoadingState label="Loading your videos…" />;
  if (videos.isError) return <ErrorState message="We couldn't load your videos." onRetry={() => videos.refetch()} />;
  if (videos.data.length === 0) {
    return (
      <EmptyState title="No videos yet" icon={Video} action={<BrowseCelebritiesLink />}>
        When a celebrity delivers your video it appears here, ready to watch, download and share.
      </EmptyState>
    );
  }
  return (
    <section aria-label="Your videos">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {videos.data.map((request) => (
          <VideoCard key={request.id} request={request} onWatch={watch} />
        ))}
      </ul>
      {watching && <VideoPlayerDialog request={watching} open={open} onOpenChange={setOpen} />}
    </section>
  );
}
