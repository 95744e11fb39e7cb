import { z } from "zod";
import { pageInfoSchema, pageQuery } from "./pagination";

/** Staff's side of celebrity applications (`/api/admin/celebrities/*`): approval and the approved celebrities' flags. */

export const profileIdParamsSchema = z.object({ id: z.uuid({ error: "Unknown celebrity" }) });

// --- Celebrity management -------------------------------------------------------------------------

export const pendingApplicationSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  profession: z.string(),
  bio: z.string(),
  country: z.string(),
  categoryId: z.string(),
  priceCents: z.number().int(),
  /** Language ids the applicant records in. */
  languages: z.array(z.string()),
  /** What the applicant gave: instagram, twitter, tiktok, youtube (a handle or a link, as typed). */
  socialMedia: z.record(z.string(), z.string()),
  /** The code the applicant was asked to read aloud in the selfie video. */
  selfieCode: z.string().nullable(),
  /** When the selfie video arrived (watch it at /api/admin/celebrities/:id/selfie), or null: none yet. */
  selfieUploadedAt: z.string().nullable(),
  submittedAt: z.string(),
  applicant: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type PendingApplication = z.infer<typeof pendingApplicationSchema>;

export const pendingApplicationsResponseSchema = z.object({ items: z.array(pendingApplicationSchema) });
export type PendingApplicationsResponse = z.infer<typeof pendingApplicationsResponseSchema>;

export const adminCelebrityListQuerySchema = z.object({
  ...pageQuery,
  search: z.string().trim().max(100, { error: "Search must be at most 100 characters" }).optional(),
});
export type AdminCelebrityListQuery = z.infer<typeof adminCelebrityListQuerySchema>;

export const adminCelebritySchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  profession: z.string(),
  country: z.string(),
  priceCents: z.number().int(),
  verified: z.boolean(),
  featured: z.boolean(),
  hidden: z.boolean(),
  rating: z.number(),
  approvedAt: z.string().nullable(),
});
export type AdminCelebrity = z.infer<typeof adminCelebritySchema>;

export const adminCelebrityListResponseSchema = pageInfoSchema.extend({ items: z.array(adminCelebritySchema) });
export type AdminCelebrityList = z.infer<typeof adminCelebrityListResponseSchema>;

/** Approve: `identityChecked` (staff watched the selfie video and it matches) also marks the star verified. */
export const approveApplicationSchema = z.object({ identityChecked: z.boolean().optional() });
export type ApproveApplicationInput = z.infer<typeof approveApplicationSchema>;

export const rejectApplicationSchema = z.object({
  reason: z.string().trim().max(500, { error: "Reason must be at most 500 characters" }).optional(),
});
export type RejectApplicationInput = z.infer<typeof rejectApplicationSchema>;

/** Verify / Unverify, Feature / Unfeature, Hide from catalogue / Show: one switch per call or several. */
export const celebrityFlagsSchema = z
  .object({ verified: z.boolean(), featured: z.boolean(), hidden: z.boolean() })
  .partial()
  .refine((flags) => Object.keys(flags).length > 0, { error: "Say which of verified, featured or hidden to change" });
export type CelebrityFlagsInput = z.infer<typeof celebrityFlagsSchema>;

export const adminCelebrityResponseSchema = z.object({ celebrity: adminCelebritySchema });
export type AdminCelebrityResponse = z.infer<typeof adminCelebrityResponseSchema>;
