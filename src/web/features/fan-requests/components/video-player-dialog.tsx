import { Download, Loader2, RotateCcw, TriangleAlert } from "lucide-react";
import { useState } from "react";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { VideoDownloads, VideoPlayer } from "@/web/components/video-player";
import { ApiError } from "@/web/lib/api-client";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { messageParts, useT } from "@/web/lib/i18n";
import { useRequestVideo } from "../api/get-request-video";
import { ShareLinkPanel } from "./share-link-panel";

function Problem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-slate-900 px-6 text-center text-white"
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-amber-300" />
      <p className="max-w-sm font-medium">{message}</p>
      {onRetry && (
        <Button variant="inverted" size="sm" onClick={onRetry}>
          <RotateCcw aria-hidden="true" /> {t("account.common.retry")}
        </Button>
      )}
    </div>
  );
}

type PlayableRequest = Pick<VideoRequest, "id" | "occasion" | "recipientName" | "celebrity">;

function Player({ request }: { request: PlayableRequest }) {
  const t = useT();
  const video = useRequestVideo(request.id);
  const [playbackFailed, setPlaybackFailed] = useState(false);
  // A new attempt mounts a new <video>, so the browser loads the fresh URL from scratch.
  const [attempt, setAttempt] = useState(0);

  const retry = () => {
    setPlaybackFailed(false);
    setAttempt((value) => value + 1);
    // The signed URL may have expired: ask for a fresh one.
    void video.refetch();
  };

  let stage: React.ReactNode;
  if (video.isPending || (video.isFetching && (playbackFailed || video.isError))) {
    stage = (
      <div
        role="status"
        className="flex aspect-video w-full items-center justify-center gap-2 rounded-xl bg-slate-900 text-white"
      >
        <Loader2 aria-hidden="true" className="size-6 animate-spin" />
        {t("account.player.loading")}
      </div>
    );
  } else if (video.isError) {
    const notFound = video.error instanceof ApiError && video.error.status === 404;
    stage = notFound ? (
      <Problem message={t("account.player.notFound")} />
    ) : (
      <Problem message={t("account.player.unavailable")} onRetry={retry} />
    );
  } else if (playbackFailed) {
    stage = <Problem message={t("account.player.playbackError")} onRetry={retry} />;
  } else {
    stage = (
      <VideoPlayer
        key={`${video.data.url}#${attempt}`}
        sources={video.data}
        onError={() => setPlaybackFailed(true)}
        className="rounded-xl"
        testId="video-player"
      />
    );
  }

  return (
    <>
      {stage}
      <section aria-label={t("account.videoCard.share")} className="rounded-xl border border-slate-200 p-4">
        <ShareLinkPanel request={request} />
      </section>
      <DialogFooter>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {video.data && !video.isError ? (
            <VideoDownloads sources={video.data} singleLabel={t("account.player.download")} />
          ) : (
            <Button disabled>
              <Download aria-hidden="true" /> {t("account.player.download")}
            </Button>
          )}
        </div>
      </DialogFooter>
    </>
  );
}

/** Watches a delivered video (signed URLs are reused for 45 minutes; Retry asks for fresh ones), Download, and its private share link. */
export function VideoPlayerDialog({
  request,
  open,
  onOpenChange,
}: {
  request: PlayableRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const names = useCatalogueNames();
  const occasion = request.occasion && names.occasion(request.occasion);
  const recipient =
    request.recipientName &&
    messageParts(t, "account.fanRequests.forRecipient", { name: <bdi>{request.recipientName}</bdi> });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {messageParts(t, "account.player.title", { name: <bdi>{request.celebrity.fullName}</bdi> })}
          </DialogTitle>
          <DialogDescription>
            {occasion && recipient ? (
              <>
                {occasion} · {recipient}
              </>
            ) : (
              occasion || recipient || t("account.player.description")
            )}
          </DialogDescription>
        </DialogHeader>
        {open && <Player request={request} />}
      </DialogContent>
    </Dialog>
  );
}
