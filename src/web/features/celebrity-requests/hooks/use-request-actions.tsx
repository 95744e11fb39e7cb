import { type ReactNode, useCallback, useMemo, useState } from "react";
import { toast } from "sonner";
import type { VideoRequest } from "@/shared/schemas/requests";
import { errorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useAcceptRequest } from "../api/accept-request";
import { DeclineDialog } from "../components/decline-dialog";
import { VideoDialog, type VideoMode } from "../components/video-dialog";

export type RequestActionHandlers = {
  accept: (request: VideoRequest) => void;
  decline: (request: VideoRequest) => void;
  openVideo: (request: VideoRequest, mode: VideoMode) => void;
  /** The request being accepted right now, if any. */
  acceptingId: string | null;
};

/**
 * What a page of requests needs to act on them: accept (the row then offers Record and Upload), decline
 * (after a confirmation), record or upload. Render `dialogs` once on the page.
 */
export function useRequestActions(): { handlers: RequestActionHandlers; dialogs: ReactNode } {
  const t = useT();
  const accept = useAcceptRequest();
  const [video, setVideo] = useState<{ request: VideoRequest; mode: VideoMode | null } | null>(null);
  const [declining, setDeclining] = useState<VideoRequest | null>(null);
  const { mutate } = accept;

  // Accepted (the server said so), the dialog opens on the choice: the camera starts only once Record is chosen.
  const acceptOnly = useCallback(
    (request: VideoRequest) =>
      mutate(request.id, {
        onSuccess: () => setVideo({ request, mode: null }),
        onError: (error) =>
          toast.error(t("account.accept.failed"), {
            description: errorMessage(error, t("account.common.pleaseTryAgain")),
          }),
      }),
    [mutate, t],
  );

  const acceptingId = accept.isPending ? (accept.variables ?? null) : null;
  const handlers = useMemo<RequestActionHandlers>(
    () => ({
      accept: acceptOnly,
      decline: setDeclining,
      openVideo: (request, mode) => setVideo({ request, mode }),
      acceptingId,
    }),
    [acceptOnly, acceptingId],
  );

  const dialogs = (
    <>
      {video && (
        <VideoDialog
          key={video.request.id}
          request={video.request}
          initialMode={video.mode}
          onClose={() => setVideo(null)}
        />
      )}
      {declining && <DeclineDialog key={declining.id} request={declining} onClose={() => setDeclining(null)} />}
    </>
  );
  return { handlers, dialogs };
}
