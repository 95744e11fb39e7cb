import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { selfieFileError } from "@/shared/application-selfie";
import { useT } from "@/web/lib/i18n";
import { UploadError, uploadVideo, type VideoUpload } from "@/web/lib/tus-upload";
import { useLocalizeMessage } from "@/web/lib/validation-messages";
import { myApplicationQueryOptions } from "../api/get-my-application";

export type SelfieUploadState =
  | { phase: "idle" }
  | { phase: "uploading"; percent: number }
  | { phase: "done" }
  | { phase: "error"; message: string };

/**
 * Sends the applicant's selfie video with tus (the same resumable upload as a star's videos). Success is said
 * only once the server has the whole file and accepted it; a refusal says why, in the page's language.
 */
export function useSelfieUpload() {
  const t = useT();
  // The shared (English) messages in the page's language.
  const localize = useLocalizeMessage();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SelfieUploadState>({ phase: "idle" });
  const current = useRef<VideoUpload | null>(null);

  const start = useCallback(
    (file: File) => {
      const refused = selfieFileError(file);
      if (refused) {
        setState({ phase: "error", message: localize(refused) });
        return;
      }
      current.current?.abort();
      setState({ phase: "uploading", percent: 0 });
      const upload = uploadVideo({
        target: { purpose: "selfie" },
        file,
        onProgress: (sent, total) => {
          if (current.current !== upload) return;
          setState({ phase: "uploading", percent: total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0 });
        },
      });
      current.current = upload;
      upload.done.then(
        () => {
          if (current.current !== upload) return;
          current.current = null;
          setState({ phase: "done" });
          toast.success(t("pages.selfie.sent"), { description: t("pages.selfie.sentText") });
          void queryClient.invalidateQueries({ queryKey: myApplicationQueryOptions().queryKey });
        },
        (error: unknown) => {
          if (current.current !== upload) return;
          current.current = null;
          const reason = error instanceof UploadError && error.serverMessage;
          const message = reason ? localize(reason) : t("pages.selfie.failedText");
          setState({ phase: "error", message });
          toast.error(t("pages.selfie.failed"), { description: message });
        },
      );
    },
    [queryClient, t, localize],
  );

  const reset = useCallback(() => setState({ phase: "idle" }), []);

  useEffect(
    () => () => {
      current.current?.abort();
      current.current = null;
    },
    [],
  );

  return { state, start, reset, isUploading: state.phase === "uploading" };
}
