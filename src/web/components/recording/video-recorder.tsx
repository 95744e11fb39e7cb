import { Camera, CameraOff, Check, Circle, Loader2, RotateCcw, Square } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { useLocale, useT } from "@/web/lib/i18n";
import { formatBytes, formatDuration } from "@/web/lib/media-format";
import { useCameraRecorder } from "./use-camera-recorder";

function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/**
 * Record mode: the front camera's live (muted, mirrored) preview, Start and Stop with the elapsed time, then
 * the recording to watch, with Re-record and Use this video. The camera turns on when this mode opens and off
 * when the recording is made or the mode closes.
 */
export function VideoRecorder({
  disabled,
  onUse,
  onSwitchToUpload,
  maxSeconds,
  overlay,
}: {
  disabled: boolean;
  onUse: (file: File) => void;
  onSwitchToUpload: () => void;
  /** Stops the recording by itself at this length; the timer shows it ("0:07 / 0:20"). */
  maxSeconds?: number;
  /** Shown over the live preview while the camera is on (the selfie's code to read aloud). */
  overlay?: ReactNode;
}) {
  const t = useT();
  const { locale } = useLocale();
  const recorder = useCameraRecorder({ maxSeconds });
  const { startCamera, stopCamera, stream } = recorder;
  const recordingUrl = useObjectUrl(recorder.recording);

  useEffect(() => {
    void startCamera();
    return stopCamera;
  }, [startCamera, stopCamera]);

  const attachStream = useCallback(
    (video: HTMLVideoElement | null) => {
      if (video && video.srcObject !== stream) video.srcObject = stream;
    },
    [stream],
  );

  const { phase } = recorder;

  return (
    <div className="space-y-3">
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
        {(phase === "ready" || phase === "recording") && (
          <video
            ref={attachStream}
            autoPlay
            muted
            playsInline
            aria-label={t("shared.recorder.preview")}
            className="size-full -scale-x-100 object-cover"
          />
        )}
        {phase === "recorded" && recordingUrl && (
          // biome-ignore lint/a11y/useMediaCaption: the celebrity's own fresh recording has no captions yet
          <video
            src={recordingUrl}
            controls
            playsInline
            aria-label={t("shared.recorder.recording")}
            className="size-full bg-black"
          />
        )}
        {(phase === "idle" || phase === "starting") && (
          <p role="status" className="flex size-full items-center justify-center gap-2 text-sm text-slate-200">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {t("shared.recorder.starting")}
          </p>
        )}
        {phase === "error" && (
          <div role="alert" className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center">
            <CameraOff aria-hidden="true" className="size-8 text-slate-300" />
            <p className="text-sm font-medium text-white">{t("shared.recorder.cameraErrorText")}</p>
          </div>
        )}
        {phase === "recording" && (
          <p className="absolute top-3 start-3 flex items-center gap-2 rounded-full bg-black/70 px-3 py-1 text-sm font-semibold text-white">
            <span className="size-2.5 animate-pulse rounded-full bg-red-500" aria-hidden="true" />
            <span className="sr-only">{t("shared.recorder.recordingNow")} </span>
            <span role="timer" aria-label={t("shared.recorder.elapsed")} className="tabular-nums">
              {formatDuration(recorder.elapsed)}
              {maxSeconds ? ` / ${formatDuration(maxSeconds)}` : ""}
            </span>
          </p>
        )}
        {overlay && (phase === "ready" || phase === "recording") && (
          <div className="absolute inset-x-0 bottom-3 z-10 flex justify-center px-3">
            <div className="rounded-full bg-black/75 px-4 py-1 text-white">{overlay}</div>
          </div>
        )}
      </div>

      {phase === "error" && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void startCamera()}>
            <Camera aria-hidden="true" />
            {t("shared.recorder.tryAgain")}
          </Button>
          <Button variant="outline" onClick={onSwitchToUpload}>
            {t("shared.recorder.uploadInstead")}
          </Button>
        </div>
      )}
      {phase === "ready" && (
        <Button onClick={recorder.startRecording} disabled={disabled}>
          <Circle aria-hidden="true" className="fill-current text-red-300" />
          {t("shared.recorder.start")}
        </Button>
      )}
      {phase === "recording" && (
        <Button variant="destructive" onClick={recorder.stopRecording}>
          <Square aria-hidden="true" className="fill-current" />
          {t("shared.recorder.stop")}
        </Button>
      )}
      {phase === "recorded" && recorder.recording && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">
            {formatDuration(recorder.elapsed)} · {formatBytes(t, recorder.recording.size, locale)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={recorder.reRecord} disabled={disabled}>
              <RotateCcw aria-hidden="true" />
              {t("shared.recorder.reRecord")}
            </Button>
            <Button onClick={() => recorder.recording && onUse(recorder.recording)} disabled={disabled}>
              <Check aria-hidden="true" />
              {t("shared.recorder.use")}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
