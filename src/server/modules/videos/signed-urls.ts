import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { SIGNED_URL_SECONDS } from "@/shared/booking";

export const VIDEO_URL_KINDS = ["stream", "download", "poster", "stream-360p", "download-360p"] as const;
export type VideoUrlKind = (typeof VIDEO_URL_KINDS)[number];

export const SHOWCASE_URL_KINDS = ["stream", "poster", "stream-360p"] as const;
export type ShowcaseUrlKind = (typeof SHOWCASE_URL_KINDS)[number];

/**
 * `<path>?expires=<unix>&signature=<hmac>` links: the HMAC covers the id, the kind and the expiry, under a
 * key derived from APP_SECRET for this one purpose (`info`), so a link of one purpose never verifies as
 * another's.
 */
function createLinkSigner<Kind extends string>(
  appSecret: string,
  info: string,
  pathOf: (id: string, kind: Kind) => string,
  now: () => number,
) {
  const key = Buffer.from(hkdfSync("sha256", appSecret, "salamu", info, 32));

  const signatureOf = (id: string, kind: Kind, expires: number) =>
    createHmac("sha256", key).update(`${id}\n${kind}\n${expires}`).digest("base64url");

  return {
    urlFor(id: string, kind: Kind, expires: number): string {
      const query = new URLSearchParams({ expires: String(expires), signature: signatureOf(id, kind, expires) });
      return `${pathOf(id, kind)}?${query}`;
    },
    /** True when the signature matches and the link has not expired. */
    verify(id: string, kind: Kind, expires: string | undefined, signature: string | undefined) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      const expiresAt = Number(expires);
      if (expiresAt * 1000 <= now()) return false;
      const expected = Buffer.from(signatureOf(id, kind, expiresAt));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * Expiring links to a delivered video: `/api/videos/<id>/<kind>?expires=<unix>&signature=<hmac>`.
 * The link itself is the permission (a <video> tag or a shared link carries no session), so it names
 * the request, the kind and the expiry under an HMAC with a key derived from APP_SECRET for this use only.
 */
export function createVideoUrlSigner(appSecret: string, now: () => number = Date.now) {
  const links = createLinkSigner<VideoUrlKind>(
    appSecret,
    "video-url-signing-v1",
    (requestId, kind) => `/api/videos/${requestId}/${kind}`,
    now,
  );
  return {
    /**
     * The links for a request, valid SIGNED_URL_SECONDS from now: 720p stream and download, poster, and the
     * 360p low-data pair when that file exists (null for videos processed before it did).
     */
    sign(requestId: string, { withPoster, withLowData = false }: { withPoster: boolean; withLowData?: boolean }) {
      const expires = Math.floor(now() / 1000) + SIGNED_URL_SECONDS;
      return {
        url: links.urlFor(requestId, "stream", expires),
        downloadUrl: links.urlFor(requestId, "download", expires),
        posterUrl: withPoster ? links.urlFor(requestId, "poster", expires) : null,
        lowDataUrl: withLowData ? links.urlFor(requestId, "stream-360p", expires) : null,
        lowDataDownloadUrl: withLowData ? links.urlFor(requestId, "download-360p", expires) : null,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    urlFor: links.urlFor,
    verify: links.verify,
  };
}

export type VideoUrlSigner = ReturnType<typeof createVideoUrlSigner>;

const HOUR_SECONDS = 3600;

/**
 * Public links to a featured video: `/api/showcase/<showcaseId>/<kind>?expires=&signature=`. They name the
 * showcase entry, never the fan's request, under a key of their own, so a private link cannot be turned
 * into a public one or back. The expiry is rounded up to a whole hour (valid 1 to 2 hours from signing):
 * the profile's video list stays byte-identical within the hour, so it caches like the rest of the catalogue.
 * A link is only half the permission: the server serves it only while the fan still allows the video and
 * the celebrity still features it (showcase.service.ts), so withdrawing either ends every link at once.
 */
export function createShowcaseUrlSigner(appSecret: string, now: () => number = Date.now) {
  const links = createLinkSigner<ShowcaseUrlKind>(
    appSecret,
    "showcase-url-signing-v1",
    (showcaseId, kind) => `/api/showcase/${showcaseId}/${kind}`,
    now,
  );
  return {
    /** The 720p stream and the poster, and the 360p stream when that file exists (as for delivered videos). */
    sign(showcaseId: string, { withPoster, withLowData = false }: { withPoster: boolean; withLowData?: boolean }) {
      const expires = (Math.floor(now() / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS;
      return {
        videoUrl: links.urlFor(showcaseId, "stream", expires),
        posterUrl: withPoster ? links.urlFor(showcaseId, "poster", expires) : null,
        lowDataVideoUrl: withLowData ? links.urlFor(showcaseId, "stream-360p", expires) : null,
      };
    },
    urlFor: links.urlFor,
    verify: links.verify,
  };
}

export type ShowcaseUrlSigner = ReturnType<typeof createShowcaseUrlSigner>;
