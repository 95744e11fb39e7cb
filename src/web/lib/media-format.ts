import type { Locale } from "@/shared/locales";
import { formatNumber } from "./format";
import type { useT } from "./i18n";

/** "12.4 MB", "830 KB", in the page's language ("12,4 Mo"). */
export function formatBytes(t: ReturnType<typeof useT>, bytes: number, locale: Locale): string {
  if (bytes >= 1024 * 1024)
    return t("shared.videoFile.megabytes", { size: formatNumber(bytes / (1024 * 1024), locale, 1) });
  return t("shared.videoFile.kilobytes", { size: formatNumber(Math.max(1, Math.round(bytes / 1024)), locale) });
}

/** "0:07", "12:45". */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.floor(totalSeconds % 60);
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
