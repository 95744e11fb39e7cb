import { and, count, desc, eq, gt, inArray, ne, sql, sum } from "drizzle-orm";
import { isCurrencyCode } from "@/shared/currencies";
import { PLATFORM_OWNER } from "@/shared/ledger";
import { minorToMajor } from "@/shared/money";
import type { RequestStatus } from "@/shared/request-status";
import { STAFF_ROLES } from "@/shared/roles";
import type { AdminDashboard } from "@/shared/schemas/dashboard";
import { DAY_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import {
  blogPosts,
  celebrityProfiles,
  enquiries,
  ledgerBalances,
  payments,
  sliderItems,
  users,
  videoRequests,
} from "../../db/schema/index";
import type { CurrencyService } from "../currency/currency.service";

export const RECENT_CELEBRITIES = 5;

/** The staff dashboard's figures, every one computed from the data (no placeholders). */
export function createDashboardService({ db, currency }: { db: Database; currency: CurrencyService }) {
  /** `includeMoney`: the viewer holds `finance` (what fans paid and the fees earned are theirs to see). */
  async function figures({
    includeStaffCount,
    includeMoney,
  }: {
    includeStaffCount: boolean;
    includeMoney: boolean;
  }): Promise<AdminDashboard> {
    const since = new Date(Date.now() - 30 * DAY_MS);
    const [
      [userTotals],
      [staffTotals],
      [celebrityTotals],
      [pendingTotals],
      revenueRows,
      feeRows,
      statusRows,
      [checkoutTotals],
      recent,
      { currencies },
      [unreadTotals],
      blogRows,
      [sliderTotals],
    ] = await Promise.all([
      db.select({ total: count() }).from(users),
      db
        .select({ total: count() })
        .from(users)
        .where(inArray(users.role, [...STAFF_ROLES])),
      db.select({ total: count() }).from(celebrityProfiles).where(eq(celebrityProfiles.approved, true)),
      db.select({ total: count() }).from(celebrityProfiles).where(eq(celebrityProfiles.approved, false)),
      // What the marketplace kept: succeeded payments whose refund did not go through.
      db
        .select({ currency: payments.currency, amountMinor: sum(payments.amountMinor).mapWith(Number) })
        .from(payments)
        .where(and(eq(payments.status, "succeeded"), ne(payments.refundStatus, "succeeded")))
        .groupBy(payments.currency)
        .orderBy(payments.currency),
      // What the platform earned: its fees account in the ledger (ADR 032).
      db
        .select({ currency: ledgerBalances.currency, amountMinor: ledgerBalances.balanceMinor })
        .from(ledgerBalances)
        .where(and(eq(ledgerBalances.account, "platform_fees"), eq(ledgerBalances.ownerId, PLATFORM_OWNER)))
        .orderBy(ledgerBalances.currency),
      db
        .select({ status: videoRequests.status, count: count() })
        .from(videoRequests)
        .where(gt(videoRequests.createdAt, since))
        .groupBy(videoRequests.status)
        .orderBy(videoRequests.status),
      db.select({ total: count() }).from(payments).where(eq(payments.status, "pending")),
      db
        .select({
          username: celebrityProfiles.username,
          fullName: celebrityProfiles.fullName,
          profession: celebrityProfiles.profession,
          country: celebrityProfiles.country,
          priceCents: celebrityProfiles.priceCents,
          rating: celebrityProfiles.ratingAverage,
        })
        .from(celebrityProfiles)
        .where(eq(celebrityProfiles.approved, true))
        .orderBy(sql`${celebrityProfiles.approvedAt} desc nulls last`, desc(celebrityProfiles.id))
        .limit(RECENT_CELEBRITIES),
      currency.listCurrencies(),
      db.select({ total: count() }).from(enquiries).where(eq(enquiries.status, "new")),
      db.select({ status: blogPosts.status, total: count() }).from(blogPosts).groupBy(blogPosts.status),
      db.select({ total: count(), active: count(sql`case when ${sliderItems.active} then 1 end`) }).from(sliderItems),
    ]);
    const rates = new Map<string, number>(currencies.map((entry) => [entry.code, entry.rate]));
    const money = (rows: { currency: string; amountMinor: number | null }[]) => {
      const byCurrency = rows.map((row) => ({ currency: row.currency, amountMinor: row.amountMinor ?? 0 }));
      let usdCents = 0;
      for (const row of byCurrency) {
        const rate = rates.get(row.currency);
        if (!isCurrencyCode(row.currency) || !rate) continue;
        usdCents += Math.round((minorToMajor(row.amountMinor, row.currency) / rate) * 100);
      }
      return { usdCents, byCurrency };
    };
    return {
      totals: {
        users: userTotals?.total ?? 0,
        admins: includeStaffCount ? (staffTotals?.total ?? 0) : null,
        celebrities: celebrityTotals?.total ?? 0,
        pendingApprovals: pendingTotals?.total ?? 0,
      },
      revenue: includeMoney ? { feesEarned: money(feeRows), fansPaid: money(revenueRows) } : null,
      requestsLast30Days: statusRows.map((row) => ({ status: row.status as RequestStatus, count: row.count })),
      pendingCheckouts: checkoutTotals?.total ?? 0,
      indicativeRates: currencies.filter((entry) => entry.indicative).map((entry) => entry.code),
      unreadEnquiries: unreadTotals?.total ?? 0,
      blogPosts: {
        total: blogRows.reduce((sum, row) => sum + row.total, 0),
        published: blogRows.find((row) => row.status === "published")?.total ?? 0,
      },
      sliderItems: { total: sliderTotals?.total ?? 0, active: sliderTotals?.active ?? 0 },
      recentCelebrities: recent.map((row) => ({ ...row, rating: Number(row.rating) })),
    };
  }

  return { figures };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
