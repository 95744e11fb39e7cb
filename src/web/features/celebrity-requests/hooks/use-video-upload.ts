import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useT } from "@/web/lib/i18n";
import { invalidateLiveQueries } from "@/web/lib/live-events";
import { privateKeys } from "@/web/lib/query-keys";
import { UploadError, uploadVideo, type VideoUpload } from "@/web/lib/tus-upload";
import { useLocalizeMessage } from "@/web/lib/validation-messages";
import { videoFileError } from "../lib/video-file";

export type UploadPhase =
  | { phase: "idle" }
  /** `offline`: the connection dropped; what was sent is kept and the upload continues when it returns. */
  | { phase: "uploading"; percent: number; offline?: boolean }
  | { phase: "done" }
  | { phase: "error"; message: string };

type Cached = { id?: string; status?: string; videoStatus?: string; requests?: Cached[] };

function withProcessing(value: Cached, requestId: string): Cached {
  // A delivered request uploading again is a re-record: its `ready` is the video being replaced.
  if (value.id === requestId && (value.videoStatus !== "ready" || value.status === "completed"))
    return { ...value, videoStatus: "processing" };
  if (Array.isArray(value.requests)) {
    return { ...value, requests: value.requests.map((request) => withProcessing(request, requestId)) };
  }
  return value;
}

/** Marks one request's video as processing in every cached dashboard list and detail. */
export function markProcessing(queryClient: QueryClient, requestId: string) {
  queryClient.setQueriesData<Cached>({ queryKey: privateKeys.celebrityDashboard.all }, (data) =>
    data && typeof data === "object" ? withProcessing(data, requestId) : data,
  );
}

/** Uploads the video of one request with tus, reports progress, and can be cancelled. */
export function useVideoUpload({ requestId, onUploaded }: { requestId: string; onUploaded: () => void }) {
  const t = useT();
  // The shared (English) messages in the page's language.
  const localize = useLocalizeMessage();
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadPhase>({ phase: "idle" });
  const current = useRef<VideoUpload | null>(null);
  const latestOnUploaded = useRef(onUploaded);
  latestOnUploaded.current = onUploaded;

  const start = useCallback(
    (file: File) => {
      const refused = videoFileError(file);
      const invalid = refused && localize(refused);
      if (invalid) {
        setState({ phase: "error", message: invalid });
        toast.error(t("account.upload.failed"), { description: invalid });
        return;
      }
      current.current?.abort();
      setState({ phase: "uploading", percent: 0 });
      const upload = uploadVideo({
        target: { requestId },
        file,
        onProgress: (sent, total) => {
          if (current.current !== upload) return;
          const percent = total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
          setState({ phase: "uploading", percent });
        },
        onConnection: (connected) => {
          if (current.current !== upload) return;
          setState((previous) => (previous.phase === "uploading" ? { ...previous, offline: !connected } : previous));
        },
      });
      current.current = upload;
      upload.done.then(
        () => {
          if (current.current !== upload) return;
          current.current = null;
          setState({ phase: "done" });
          toast.success(t("account.upload.done"), { description: t("account.upload.doneText") });
          // Every byte is in and the server has queued processing: the row says Processing at once (never
          // 'Upload not finished' from a list fetched mid-upload), then the lists refresh from the server.
          markProcessing(queryClient, requestId);
          void invalidateLiveQueries(queryClient);
          latestOnUploaded.current();
        },
        (error: unknown) => {
          if (current.current !== upload) return;
          current.current = null;
          const reason = error instanceof UploadError && error.serverMessage;
          const message = reason ? localize(reason) : t("account.upload.failedText");
          setState({ phase: "error", message });
          toast.error(t("account.upload.failed"), { description: message });
        },
      );
    },
    [requestId, queryClient, t, localize],
  );

  const cancel = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ phase: "idle" });
  }, []);

  // Closing the dialog stops sending; the same file resumes later from where it stopped.
  useEffect(
    () => () => {
      current.current?.abort();
      current.current = null;
    },
    [],
  );

  return { state, start, cancel, isUploading: state.phase === "uploading" };
}
