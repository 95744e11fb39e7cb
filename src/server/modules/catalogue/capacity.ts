import { and, count, eq, gt, inArray, min, ne, or, sql } from "drizzle-orm";
import { CAPACITY_HOLD_MS } from "@/shared/booking";
import { OPEN_STATUSES } from "@/shared/request-status";
import { celebrityProfiles, videoRequests } from "../../db/schema/index";
import type { Executor, Transaction } from "../../db/transaction";

/**
 * A star's capacity (ADR 055): the open requests they take at once. A place is taken by a paid request not yet
 * delivered or closed (pending, accepted), and for CAPACITY_HOLD_MS by a checkout the fan has just started
 * (awaiting payment), so two fans booking the last place at once are not both sent to pay for it.
 */
export type Capacity = {
  /** Places taken now. */
  taken: number;
  full: boolean;
  /** When full, the day (YYYY-MM-DD, UTC) a place is expected to free up; else null. */
  opensAgainOn: string | null;
};

const NO_LIMIT: Capacity = { taken: 0, full: false, opensAgainOn: null };

/**
 * The day a place is expected back: the earliest delivery deadline of a paid request (delivered by then, or
 * expired and refunded), else the end of the earliest hold; never before today (an expiry the job has not yet
 * applied).
 */
function opensAgainOn(earliestExpiry: Date | null, earliestHold: Date | null, now: Date): string | null {
  const at = earliestExpiry ?? (earliestHold ? new Date(earliestHold.getTime() + CAPACITY_HOLD_MS) : null);
  if (!at) return null;
  return (at < now ? now : at).toISOString().slice(0, 10);
}

/** How many places of the star's capacity are taken (`exceptRequestId` left out: a checkout opened again). */
export async function takenPlaces(
  db: Executor,
  celebrityId: string,
  now: Date,
  exceptRequestId?: string,
): Promise<{ taken: number; earliestExpiry: Date | null; earliestHold: Date | null }> {
  const holding = and(
    eq(videoRequests.status, "awaiting_payment"),
    gt(videoRequests.createdAt, new Date(now.getTime() - CAPACITY_HOLD_MS)),
  );
  const [row] = await db
    .select({
      taken: count(),
      earliestExpiry: min(videoRequests.expiresAt),
      earliestHold:
        sql<Date | null>`min(${videoRequests.createdAt}) filter (where ${videoRequests.status} = 'awaiting_payment')`.mapWith(
          videoRequests.createdAt,
        ),
    })
    .from(videoRequests)
    .where(
      and(
        eq(videoRequests.celebrityId, celebrityId),
        or(inArray(videoRequests.status, [...OPEN_STATUSES]), holding),
        exceptRequestId ? ne(videoRequests.id, exceptRequestId) : undefined,
      ),
    );
  return {
    taken: row?.taken ?? 0,
    earliestExpiry: row?.earliestExpiry ?? null,
    earliestHold: row?.earliestHold ?? null,
  };
}

/** The star's capacity now; a star without a limit is never full (and costs no query). */
export async function capacityOf(
  db: Executor,
  celebrity: { id: string; maxOpenRequests: number | null },
  now: Date,
  exceptRequestId?: string,
): Promise<Capacity> {
  if (celebrity.maxOpenRequests === null) return NO_LIMIT;
  const places = await takenPlaces(db, celebrity.id, now, exceptRequestId);
  const full = places.taken >= celebrity.maxOpenRequests;
  return {
    taken: places.taken,
    full,
    opensAgainOn: full ? opensAgainOn(places.earliestExpiry, places.earliestHold, now) : null,
  };
}

/**
 * Inside the transaction that takes a place: locks the star's profile row, so a second booking of the same
 * star waits for this one to commit and then counts its request, and answers the capacity left. The limit is
 * read under the lock (the star may have just changed it).
 */
export async function lockCapacity(
  tx: Transaction,
  celebrityId: string,
  now: Date,
  exceptRequestId?: string,
): Promise<Capacity> {
  const [profile] = await tx
    .select({ maxOpenRequests: celebrityProfiles.maxOpenRequests })
    .from(celebrityProfiles)
    .where(eq(celebrityProfiles.id, celebrityId))
    .for("no key update");
  return capacityOf(tx, { id: celebrityId, maxOpenRequests: profile?.maxOpenRequests ?? null }, now, exceptRequestId);
}
