import { z } from "zod";
import { videoRenditionsSchema } from "./requests";

/** The path of a private watch page: `/watch/<token>` (the token is the whole permission). */
export const watchPath = (token: string) => `/watch/${token}`;

/** A fan's live private link to a delivered video. */
export const shareLinkSchema = z.object({
  token: z.string(),
  /** `/watch/<token>`, relative to the site. */
  path: z.string(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** GET /api/requests/:id/share-link: the live link, or null when none was made or it was revoked. */
export const shareLinkResponseSchema = z.object({ link: shareLinkSchema.nullable() });
export type ShareLinkResponse = z.infer<typeof shareLinkResponseSchema>;

/** Any string up to 200 characters is looked up (an unknown or malformed one is simply not found: 404). */
export const watchTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /api/watch/:token: what the recipient's page shows, with links that work only while the token lives. */
export const watchVideoSchema = z.object({
  celebrity: z.object({
    fullName: z.string(),
    username: z.string(),
    profession: z.string(),
    imageUrl: z.string().nullable(),
  }),
  /** Who the video is for: the recipient the fan named, else the fan's first name. */
  forName: z.string().nullable(),
  occasion: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  url: z.string(),
  downloadUrl: z.string(),
  posterUrl: z.string().nullable(),
  ...videoRenditionsSchema.shape,
});
export type WatchVideo = z.infer<typeof watchVideoSchema>;
