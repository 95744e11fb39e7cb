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
