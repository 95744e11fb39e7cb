import {
  isAcceptedVideoFile,
  MAX_VIDEO_BYTES,
  VIDEO_TOO_LARGE_MESSAGE,
  VIDEO_WRONG_TYPE_MESSAGE,
} from "@/shared/booking";
import type { Locale } from "@/shared/locales";
import { formatNumber } from "@/web/lib/format";
import type { useT } from "@/web/lib/i18n";

/** The spec's message for a video the product refuses (section 5), or null when it may be uploaded. */
export function videoFileError(file: { type: string; name: string; size: number }): string | null {
  if (!isAcceptedVideoFile(file)) return VIDEO_WRONG_TYPE_MESSAGE;
  if (file.size > MAX_VIDEO_BYTES) return VIDEO_TOO_LARGE_MESSAGE;
  return null;
}

/** "12.4 MB", "830 KB", in the page's language ("12,4 Mo"). */
export function formatBytes(t: ReturnType<typeof useT>, bytes: number, locale: Locale): string {
  if (bytes >= 1024 * 1024)
    return t("account.videoFile.megabytes", { size: formatNumber(bytes / (1024 * 1024), locale, 1) });
  return t("account.videoFile.kilobytes", { size: formatNumber(Math.max(1, Math.round(bytes / 1024)), locale) });
}

/** "0:07", "12:45". */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.floor(totalSeconds % 60);
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
