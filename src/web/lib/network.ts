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

/** "12.3 MB" / "850 KB": what a download will cost a fan on mobile data. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}
