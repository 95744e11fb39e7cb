import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { invalidateLiveQueries } from "@/web/lib/live-events";
import { privateKeys } from "@/web/lib/query-keys";
import { UploadError, uploadVideo, type VideoUpload } from "../api/upload-video";
import { videoFileError } from "../lib/video-file";

export const UPLOAD_FAILED_TITLE = "Upload failed";
export const UPLOAD_FAILED_MESSAGE = "There was an error processing your video. Please try again.";

export type UploadPhase =
  | { phase: "idle" }
  | { phase: "uploading"; percent: number }
  | { phase: "done" }
  | { phase: "error"; message: string };

type Cached = { id?: string; videoStatus?: string; requests?: Cached[] };

function withProcessing(value: Cached, requestId: string): Cached {
  if (value.id === requestId && value.videoStatus !== "ready") return { ...value, videoStatus: "processing" };
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
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadPhase>({ phase: "idle" });
  const current = useRef<VideoUpload | null>(null);
  const latestOnUploaded = useRef(onUploaded);
  latestOnUploaded.current = onUploaded;

  const start = useCallback(
    (file: File) => {
      const invalid = videoFileError(file);
      if (invalid) {
        setState({ phase: "error", message: invalid });
        toast.error(UPLOAD_FAILED_TITLE, { description: invalid });
        return;
      }
      current.current?.abort();
      setState({ phase: "uploading", percent: 0 });
      const upload = uploadVideo({
        requestId,
        file,
        onProgress: (sent, total) => {
          if (current.current !== upload) return;
          const percent = total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
          setState({ phase: "uploading", percent });
        },
      });
      current.current = upload;
      upload.done.then(
        () => {
          if (current.current !== upload) return;
          current.current = null;
          setState({ phase: "done" });
          toast.success("Video uploaded", {
            description: "We are processing your video; the fan will be notified when it is ready.",
          });
          // Every byte is in and the server has queued processing: the row says Processing at once (never
          // 'Upload not finished' from a list fetched mid-upload), then the lists refresh from the server.
          markProcessing(queryClient, requestId);
          void invalidateLiveQueries(queryClient);
          latestOnUploaded.current();
        },
        (error: unknown) => {
          if (current.current !== upload) return;
          current.current = null;
          const message = (error instanceof UploadError && error.serverMessage) || UPLOAD_FAILED_MESSAGE;
          setState({ phase: "error", message });
          toast.error(UPLOAD_FAILED_TITLE, { description: message });
        },
      );
    },
    [requestId, queryClient],
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
