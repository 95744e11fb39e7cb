import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useT } from "@/web/lib/i18n";

/** Spec section 9: front camera, ideally 1280x720, with sound. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: "user" },
  audio: true,
};
export const PREFERRED_MIME_TYPE = "video/webm;codecs=vp8,opus";
export const FALLBACK_MIME_TYPE = "video/webm";

export type RecorderPhase = "idle" | "starting" | "ready" | "recording" | "recorded" | "error";

/** webm vp8/opus when the browser can, else plain webm, else whatever it records (Safari: mp4). */
export function pickMimeType(): string | undefined {
  if (typeof MediaRecorder === "undefined" || typeof MediaRecorder.isTypeSupported !== "function") return undefined;
  if (MediaRecorder.isTypeSupported(PREFERRED_MIME_TYPE)) return PREFERRED_MIME_TYPE;
  if (MediaRecorder.isTypeSupported(FALLBACK_MIME_TYPE)) return FALLBACK_MIME_TYPE;
  return undefined;
}

function stopTracks(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The camera and the MediaRecorder of the Record mode: start the camera, record, stop, re-record. The camera
 * is switched off as soon as a recording is made and whenever the component using this unmounts. With
 * `maxSeconds`, the recording stops by itself at that length (a selfie video is short).
 */
export function useCameraRecorder({ maxSeconds }: { maxSeconds?: number } = {}) {
  const t = useT();
  const [phase, setPhase] = useState<RecorderPhase>("idle");
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [recording, setRecording] = useState<File | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | null>(null);
  const generation = useRef(0);

  const clearTimer = useCallback(() => {
    if (timerRef.current) clearInterval(timerRef.current);
    timerRef.current = null;
  }, []);

  const stopCamera = useCallback(() => {
    generation.current += 1;
    clearTimer();
    const recorder = recorderRef.current;
    recorderRef.current = null;
    if (recorder && recorder.state !== "inactive") {
      recorder.ondataavailable = null;
      recorder.onstop = null;
      recorder.stop();
    }
    stopTracks(streamRef.current);
    streamRef.current = null;
    setStream(null);
  }, [clearTimer]);

  const startCamera = useCallback(async () => {
    stopCamera();
    const current = generation.current;
    setPhase("starting");
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error("Camera API unavailable");
      const media = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      if (current !== generation.current) {
        // Closed or restarted meanwhile: nobody will show this stream.
        stopTracks(media);
        return;
      }
      streamRef.current = media;
      setStream(media);
      setPhase("ready");
    } catch {
      if (current !== generation.current) return;
      setPhase("error");
      toast.error(t("shared.recorder.cameraError"), { description: t("shared.recorder.cameraErrorText") });
    }
  }, [stopCamera, t]);

  const startRecording = useCallback(() => {
    const media = streamRef.current;
    if (!media || typeof MediaRecorder === "undefined") return;
    const mimeType = pickMimeType();
    const recorder = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      clearTimer();
      const type = (recorder.mimeType || mimeType || FALLBACK_MIME_TYPE).split(";")[0] ?? FALLBACK_MIME_TYPE;
      const extension = type === "video/mp4" ? "mp4" : "webm";
      const file = new File(chunks, `salamu-recording-${Date.now()}.${extension}`, { type });
      recorderRef.current = null;
      setRecording(file);
      setPhase("recorded");
      // The recording is made: switch the camera (and its light) off.
      stopTracks(streamRef.current);
      streamRef.current = null;
      setStream(null);
    };
    recorderRef.current = recorder;
    const startedAt = Date.now();
    setElapsed(0);
    recorder.start(1000);
    timerRef.current = setInterval(() => {
      const seconds = Math.floor((Date.now() - startedAt) / 1000);
      setElapsed(maxSeconds ? Math.min(seconds, maxSeconds) : seconds);
      if (maxSeconds && seconds >= maxSeconds && recorder.state !== "inactive") recorder.stop();
    }, 250);
    setPhase("recording");
  }, [clearTimer, maxSeconds]);

  const stopRecording = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== "inactive") recorder.stop();
  }, []);

  const reRecord = useCallback(() => {
    setRecording(null);
    setElapsed(0);
    void startCamera();
  }, [startCamera]);

  useEffect(() => stopCamera, [stopCamera]);

  return { phase, stream, recording, elapsed, startCamera, stopCamera, startRecording, stopRecording, reRecord };
}
