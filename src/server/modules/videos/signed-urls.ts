import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { SIGNED_URL_SECONDS } from "@/shared/booking";

export const VIDEO_URL_KINDS = ["stream", "download", "poster"] as const;
export type VideoUrlKind = (typeof VIDEO_URL_KINDS)[number];

/**
 * Expiring links to a delivered video: `/api/videos/<id>/<kind>?expires=<unix>&signature=<hmac>`.
 * The link itself is the permission (a <video> tag or a shared link carries no session), so it names
 * the request, the kind and the expiry under an HMAC with a key derived from APP_SECRET for this use only.
 */
export function createVideoUrlSigner(appSecret: string, now: () => number = Date.now) {
  const key = Buffer.from(hkdfSync("sha256", appSecret, "salamu", "video-url-signing-v1", 32));

  const signatureOf = (requestId: string, kind: VideoUrlKind, expires: number) =>
    createHmac("sha256", key).update(`${requestId}\n${kind}\n${expires}`).digest("base64url");

  function urlFor(requestId: string, kind: VideoUrlKind, expires: number): string {
    const query = new URLSearchParams({ expires: String(expires), signature: signatureOf(requestId, kind, expires) });
    return `/api/videos/${requestId}/${kind}?${query}`;
  }

  return {
    /** The three links for a request, valid SIGNED_URL_SECONDS from now. */
    sign(requestId: string, { withPoster }: { withPoster: boolean }) {
      const expires = Math.floor(now() / 1000) + SIGNED_URL_SECONDS;
      return {
        url: urlFor(requestId, "stream", expires),
        downloadUrl: urlFor(requestId, "download", expires),
        posterUrl: withPoster ? urlFor(requestId, "poster", expires) : null,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    urlFor,
    /** True when the signature matches and the link has not expired. */
    verify(requestId: string, kind: VideoUrlKind, expires: string | undefined, signature: string | undefined) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      const expiresAt = Number(expires);
      if (expiresAt * 1000 <= now()) return false;
      const expected = Buffer.from(signatureOf(requestId, kind, expiresAt));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type VideoUrlSigner = ReturnType<typeof createVideoUrlSigner>;
