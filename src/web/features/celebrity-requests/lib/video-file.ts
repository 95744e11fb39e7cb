import {
  isAcceptedVideoFile,
  MAX_VIDEO_BYTES,
  VIDEO_TOO_LARGE_MESSAGE,
  VIDEO_WRONG_TYPE_MESSAGE,
} from "@/shared/booking";

/** The spec's message for a video the product refuses (section 5), or null when it may be uploaded. */
export function videoFileError(file: { type: string; name: string; size: number }): string | null {
  if (!isAcceptedVideoFile(file)) return VIDEO_WRONG_TYPE_MESSAGE;
  if (file.size > MAX_VIDEO_BYTES) return VIDEO_TOO_LARGE_MESSAGE;
  return null;
}

/** "12.4 MB", "830 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** "0:07", "12:45". */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.floor(totalSeconds % 60);
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
