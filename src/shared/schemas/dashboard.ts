import { z } from "zod";
import { REQUEST_STATUSES } from "../request-status";

/** The staff dashboard (`/api/admin/dashboard`). */

// --- Dashboard ------------------------------------------------------------------------------------

/** Per currency in minor units, and their sum in USD cents at today's rates. */
const dashboardMoneySchema = z.object({
  usdCents: z.number().int(),
  byCurrency: z.array(z.object({ currency: z.string(), amountMinor: z.number().int() })),
});

export const adminDashboardSchema = z.object({
  totals: z.object({
    users: z.number().int(),
    /** Only the super admin sees the staff count. */
    admins: z.number().int().nullable(),
    celebrities: z.number().int(),
    pendingApprovals: z.number().int(),
  }),
  /**
   * Money, for staff with the `finance` permission only (null for the others). `feesEarned` is the platform's
   * revenue: the fees kept on delivered videos, from the ledger (less the fees of lost disputes); `fansPaid` is
   * what fans paid (succeeded payments less refunds), most of which is owed to stars.
   */
  revenue: z
    .object({
      feesEarned: dashboardMoneySchema,
      fansPaid: dashboardMoneySchema,
    })
    .nullable(),
  requestsLast30Days: z.array(z.object({ status: z.enum(REQUEST_STATUSES), count: z.number().int() })),
  pendingCheckouts: z.number().int(),
  /**
   * Currencies priced at the built-in table (no rate source has answered for 24 hours, or none is set):
   * their prices are indicative, and real payments in them are refused.
   */
  indicativeRates: z.array(z.string()),
  /** Contact and business enquiries still marked new (the "Unread Messages" card). */
  unreadEnquiries: z.number().int().optional(),
  /** Blog posts, all and published (the "Blog Posts" card). */
  blogPosts: z.object({ total: z.number().int(), published: z.number().int() }).optional(),
  /** The home page's banner slides (the "Slider Items" card): all of them, and how many visitors see. */
  sliderItems: z.object({ total: z.number().int(), active: z.number().int() }),
  recentCelebrities: z.array(
    z.object({
      username: z.string(),
      fullName: z.string(),
      profession: z.string(),
      country: z.string(),
      priceCents: z.number().int(),
      rating: z.number(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
