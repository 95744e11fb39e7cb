import { and, asc, avg, count, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { DEFAULT_DECLINE_REASON, splitEarnings } from "@/shared/booking";
import { OPEN_STATUSES, type RequestStatus } from "@/shared/request-status";
import type { Me } from "@/shared/schemas/accounts";
import type { CelebrityStats, EarningsResponse, VideoRequest } from "@/shared/schemas/requests";
import type { Database } from "../../db/client";
import { reviews, users, videoRequests } from "../../db/schema/index";
import type { SettingsReader } from "../settings/settings.service";
import type { RequestAccess } from "./request-access";
import { selectRequestViews } from "./request-view";

const LIST_LIMIT = 500;

const isOpen = inArray(videoRequests.status, [...OPEN_STATUSES]);
/** For an open request, `value`; null for the others (which sort after, newest first). */
const whenOpen = (value: ReturnType<typeof sql>) => sql`case when ${isOpen} then ${value} end`;

/**
 * The star's list order (issue 23): open requests first, what is due first, by dueDay (src/shared/booking.ts:
 * the fan's date or the expiry's UTC day, whichever comes first), then the earlier expiry, the fan's date and
 * the oldest booking; then the others, newest first. The web's dueFirst sorts the same way.
 */
const DUE_FIRST = [
  sql`${isOpen} desc`,
  sql`${whenOpen(sql`least(${videoRequests.deadline}, to_char(${videoRequests.expiresAt} at time zone 'UTC', 'YYYY-MM-DD'))`)} asc nulls last`,
  sql`${whenOpen(sql`${videoRequests.expiresAt}`)} asc nulls last`,
  sql`${whenOpen(sql`${videoRequests.deadline}`)} asc nulls last`,
  sql`${whenOpen(sql`${videoRequests.createdAt}`)} asc`,
  desc(videoRequests.createdAt),
  desc(videoRequests.id),
];

type Deps = {
  db: Database;
  /** The platform fee, as staff set it (env gives the default). */
  settings: SettingsReader;
  requestAccess: RequestAccess;
};

/** The celebrity's side: incoming requests, accepting or declining them, earnings and stats. */
export function createCelebrityRequestsService({ db, settings, requestAccess }: Deps) {
  const { view, asParty, transition, ownProfileId } = requestAccess;

  /** Requests to the celebrity's profile, once paid for (never those still awaiting payment), due first. */
  async function listIncoming(user: Me, status?: RequestStatus): Promise<VideoRequest[]> {
    const profileId = ownProfileId(user);
    const rows = await selectRequestViews(db)
      .where(
        and(
          eq(videoRequests.celebrityId, profileId),
          isNotNull(videoRequests.paidAt),
          ne(videoRequests.status, "awaiting_payment"),
          status ? eq(videoRequests.status, status) : undefined,
        ),
      )
      .orderBy(...DUE_FIRST)
      .limit(LIST_LIMIT);
    return rows.map(view);
  }

  async function accept(user: Me, id: string) {
    await asParty(user, id, "celebrity", "Only the celebrity can accept this request.");
    // What the star earns was fixed when the fan paid (ADR 032): accepting changes none of it.
    return transition(id, "accept");
  }

  async function decline(user: Me, id: string, reason: string) {
    await asParty(user, id, "celebrity", "Only the celebrity can decline this request.");
    return transition(id, "decline", { declineReason: reason.trim() || DEFAULT_DECLINE_REASON });
  }

  async function completedOf(profileId: string) {
    return db
      .select({
        id: videoRequests.id,
        completedAt: videoRequests.completedAt,
        updatedAt: videoRequests.updatedAt,
        fanName: users.name,
        occasion: videoRequests.occasion,
        priceCents: videoRequests.priceCents,
        platformFeePercent: videoRequests.platformFeePercent,
        feeUsdCents: videoRequests.feeUsdCents,
        earningsUsdCents: videoRequests.earningsUsdCents,
      })
      .from(videoRequests)
      .innerJoin(users, eq(users.id, videoRequests.fanId))
      .where(and(eq(videoRequests.celebrityId, profileId), eq(videoRequests.status, "completed")))
      .orderBy(desc(videoRequests.completedAt), asc(videoRequests.id));
  }

  async function earnings(user: Me): Promise<EarningsResponse> {
    const profileId = ownProfileId(user);
    const [fee, completed] = await Promise.all([
      settings.get("marketplace.platformFeePercent"),
      completedOf(profileId),
    ]);
    const entries = completed.map((row) => {
      // The figures fixed when the fan paid (ADR 032); requests from before the snapshot keep the fee recorded
      // when they were accepted (or today's, when none was).
      const legacy = splitEarnings(row.priceCents, row.platformFeePercent ?? fee);
      const fixed = row.earningsUsdCents !== null && row.feeUsdCents !== null;
      return {
        requestId: row.id,
        completedAt: (row.completedAt ?? row.updatedAt).toISOString(),
        fanName: row.fanName,
        occasion: row.occasion,
        grossUsdCents: fixed ? row.earningsUsdCents! + row.feeUsdCents! : row.priceCents,
        feeUsdCents: fixed ? row.feeUsdCents! : legacy.fee,
        netUsdCents: fixed ? row.earningsUsdCents! : legacy.net,
      };
    });
    const sum = (pick: (entry: (typeof entries)[number]) => number) => entries.reduce((total, e) => total + pick(e), 0);
    return {
      entries,
      totals: {
        count: entries.length,
        grossUsdCents: sum((entry) => entry.grossUsdCents),
        feeUsdCents: sum((entry) => entry.feeUsdCents),
        netUsdCents: sum((entry) => entry.netUsdCents),
      },
      platformFeePercent: fee,
    };
  }

  async function stats(user: Me): Promise<CelebrityStats> {
    const profileId = ownProfileId(user);
    const [byStatus, rating, earned] = await Promise.all([
      db
        .select({ status: videoRequests.status, total: count() })
        .from(videoRequests)
        .where(eq(videoRequests.celebrityId, profileId))
        .groupBy(videoRequests.status),
      db
        .select({ average: avg(reviews.rating), total: count() })
        .from(reviews)
        .where(eq(reviews.celebrityId, profileId)),
      earnings(user),
    ]);
    const countOf = (status: RequestStatus) => byStatus.find((row) => row.status === status)?.total ?? 0;
    const reviewCount = rating[0]?.total ?? 0;
    return {
      pending: countOf("pending"),
      accepted: countOf("accepted"),
      completed: countOf("completed"),
      earningsUsdCents: earned.totals.netUsdCents,
      platformFeePercent: earned.platformFeePercent,
      averageRating: reviewCount > 0 ? Math.round(Number(rating[0]?.average) * 100) / 100 : null,
      reviewCount,
    };
  }

  return { listIncoming, accept, decline, stats, earnings };
}
