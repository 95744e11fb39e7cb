/** The parts of the Network Information API we read (Chromium-based browsers; absent elsewhere). */
type NetworkInformationLike = { saveData?: boolean; effectiveType?: string };

const SLOW_CONNECTIONS = new Set(["slow-2g", "2g", "3g"]);

/**
 * True when the browser says the person wants to save data, or the connection is slow: then a video
 * starts in its 360p low-data rendition (issue 13). Browsers without the API get the 720p one.
 */
export function prefersLowData(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;
  if (!connection) return false;
  return connection.saveData === true || SLOW_CONNECTIONS.has(connection.effectiveType ?? "");
}

/**
 * The file a showcase video (profile Videos tab, the home page's sample) starts with: its 360p rendition
 * when `prefersLowData`, if it has one, else the 720p. These players have no quality switch: a short clip.
 */
export function showcaseVideoSource(
  video: { videoUrl: string; lowDataVideoUrl: string | null },
  nav: Navigator | undefined = globalThis.navigator,
): string {
  return video.lowDataVideoUrl && prefersLowData(nav) ? video.lowDataVideoUrl : video.videoUrl;
}

/** "12.3 MB" / "850 KB": what a download will cost a fan on mobile data. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}
