import { Play, Video } from "lucide-react";
import { useState } from "react";
import type { VideoRequest } from "@/shared/schemas/requests";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { VideoPlayer } from "@/web/components/video-player";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { formatDate } from "@/web/lib/format";
import { messageParts, useIsolate, useLocale, useT } from "@/web/lib/i18n";
import { useIncomingRequests } from "../api/get-incoming-requests";
import { useSentVideo } from "../api/get-sent-video";

function SentPlayer({ request }: { request: VideoRequest }) {
  const t = useT();
  const video = useSentVideo(request.id);
  if (video.isPending) return <LoadingState label={t("account.player.loading")} />;
  if (video.isError) {
    return <ErrorState message={t("account.sentVideos.videoLoadError")} onRetry={() => void video.refetch()} />;
  }
  return <VideoPlayer sources={video.data} className="rounded-xl" testId="sent-video-player" />;
}

/** "Birthdays · for Amina": the occasion, and who the video is for (the fan when no one is named). */
function ForWhom({ request }: { request: VideoRequest }) {
  const t = useT();
  const names = useCatalogueNames();
  const forWhom = messageParts(t, "account.fanRequests.forRecipient", {
    name: <bdi>{request.recipientName ?? request.fan.name}</bdi>,
  });
  return request.occasion ? (
    <>
      {names.occasion(request.occasion)} · {forWhom}
    </>
  ) : (
    forWhom
  );
}

/** /dashboard/videos for a celebrity: the videos they sent, newest first, each playable. */
export function SentVideos() {
  const t = useT();
  const { locale } = useLocale();
  const isolate = useIsolate();
  const sent = useIncomingRequests("completed");
  const [watching, setWatching] = useState<VideoRequest | null>(null);

  let body: React.ReactNode;
  if (sent.isPending) body = <LoadingState label={t("account.sentVideos.loading")} />;
  else if (sent.isError)
    body = <ErrorState message={t("account.sentVideos.loadError")} onRetry={() => void sent.refetch()} />;
  else if (sent.data.length === 0)
    body = (
      <EmptyState title={t("account.sentVideos.emptyTitle")} icon={Video}>
        {t("account.sentVideos.emptyText")}
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
              <h3 className="font-semibold text-slate-900">
                <bdi>{request.fan.name}</bdi>
              </h3>
              <p className="text-sm text-slate-600">
                <ForWhom request={request} />
              </p>
              {request.completedAt && (
                <p className="text-xs text-slate-500">
                  {t("account.videoCard.delivered", { date: formatDate(request.completedAt, locale) })}
                </p>
              )}
            </div>
            {request.hasVideo ? (
              <Button
                size="sm"
                className="mt-auto self-start"
                onClick={() => setWatching(request)}
                aria-label={t("account.sentVideos.watch", { fan: isolate(request.fan.name) })}
              >
                <Play aria-hidden="true" /> {t("account.common.watch")}
              </Button>
            ) : (
              <p className="mt-auto text-xs text-slate-500">{t("account.sentVideos.noFile")}</p>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="sent-videos-title" className="space-y-4">
      <h2 id="sent-videos-title" className="text-lg font-bold text-slate-900">
        {t("account.sentVideos.title")}
      </h2>
      {body}
      {watching && (
        <Dialog open onOpenChange={(open) => !open && setWatching(null)}>
          <DialogContent className="sm:max-w-3xl">
            <DialogHeader>
              <DialogTitle>
                {messageParts(t, "account.sentVideos.dialogTitle", { fan: <bdi>{watching.fan.name}</bdi> })}
              </DialogTitle>
              <DialogDescription>
                <ForWhom request={watching} />
              </DialogDescription>
            </DialogHeader>
            <SentPlayer request={watching} />
          </DialogContent>
        </Dialog>
      )}
    </section>
  );
}
