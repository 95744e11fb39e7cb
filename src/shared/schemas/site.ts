import { z } from "zod";
import { SOCIAL_NETWORKS } from "../settings";

/**
 * GET /api/site: what every public page says that staff may change: the social accounts (only the
 * configured ones; the footer shows no icon for the others) and the delivery window in days (the promise
 * on the profile, the request dialog and the Help Center; requests expire and are refunded after it), and
 * what a star is told before applying: the platform's fee and how many days after delivery earnings are
 * available (the same settings the ledger uses).
 */
export const siteInfoSchema = z.object({
  social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
  deliveryDays: z.number().int(),
  platformFeePercent: z.number(),
  payoutHoldDays: z.number().int(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
