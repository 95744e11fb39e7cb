import { Play, Video } from "lucide-react";
import { useState } from "react";
import type { VideoRequest } from "@/shared/schemas/requests";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { VideoPlayer } from "@/web/components/video-player";
import { formatDate } from "@/web/lib/format";
import { useIncomingRequests } from "../api/get-incoming-requests";
import { useSentVideo } from "../api/get-sent-video";

function SentPlayer({ request }: { request: VideoRequest }) {
  const video = useSentVideo(request.id);
  if (video.isPending) return <LoadingState label="Loading video…" />;
  if (video.isError) return <ErrorState message="We couldn't load this video." onRetry={() => void video.refetch()} />;
  return <VideoPlayer sources={video.data} className="rounded-xl" testId="sent-video-player" />;
}

const forWhom = (request: VideoRequest) =>
  [request.occasion, `for ${request.recipientName ?? request.fan.name}`].filter(Boolean).join(" · ");

/** /dashboard/videos for a celebrity: the videos they sent, newest first, each playable. */
export function SentVideos() {
  const sent = useIncomingRequests("completed");
  const [watching, setWatching] = useState<VideoRequest | null>(null);

  let body: React.ReactNode;
  if (sent.isPending) body = <LoadingState label="Loading the videos you sent…" />;
  else if (sent.isError)
    body = <ErrorState message="We couldn't load the videos you sent." onRetry={() => void sent.refetch()} />;
  else if (sent.data.length === 0)
    body = (
      <EmptyState title="No videos sent yet" icon={Video}>
        Videos you deliver to your fans appear here.
      </EmptyState>
    );
  else {
    const videos = [...sent.data].sort((a, b) => (b.completedAt ?? "").localeCompare(a.completedAt ?? ""));
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((request) => (
          <li
            key={request.id}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div>
              <h3 className="font-semibold text-slate-900">{request.fan.name}</h3>
              <p className="text-sm text-slate-600">{forWhom(request)}</p>
              {request.completedAt && (
                <p className="text-xs text-slate-500">Delivered {formatDate(request.completedAt)}</p>
              )}
            </div>
            {request.videoStatus === "ready" ? (
              <Button
                size="sm"
                className="mt-auto self-start"
                onClick={() => setWatching(request)}
                aria-label={`Watch the video you sent ${request.fan.name}`}
              >
                <Play aria-hidden="true" /> Watch
              </Button>
            ) : (
              <p className="mt-auto text-xs text-slate-500">No video file kept for this request.</p>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="sent-videos-title" className="space-y-4">
      <h2 id="sent-videos-title" className="text-lg font-bold text-slate-900">
        Videos you sent
      </h2>
      {body}
      {watching && (
        <Dialog open onOpenChange={(open) => !open && setWatching(null)}>
          <DialogContent className="sm:max-w-3xl">
            <DialogHeader>
              <DialogTitle>Your video for {watching.fan.name}</DialogTitle>
              <DialogDescription>{forWhom(watching)}</DialogDescription>
            </DialogHeader>
            <SentPlayer request={watching} />
          </DialogContent>
        </Dialog>
      )}
    </section>
  );
}
