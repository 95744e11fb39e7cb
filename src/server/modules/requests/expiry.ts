import { and, asc, inArray, lte, ne } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { videoRequests } from "../../db/schema/index";
import type { BookingEvents } from "./booking-events";
import { isIllegalTransition, transitionRequest } from "./request-transitions";

const BATCH = 200;

/**
 * Paid requests the celebrity did not deliver within the delivery window (expiresAt = paidAt + the delivery days setting)
 * become expired, through the state machine, which makes their refund due. A video uploaded within the
 * window and still processing counts as delivered in time.
 */
export function createExpiry({
  db,
  bookingEvents,
  log,
  now = () => new Date(),
}: {
  db: Database;
  bookingEvents: BookingEvents;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  /** Expires every due request; answers how many it expired. */
  async function expireDueRequests(at: Date = now()): Promise<number> {
    let expired = 0;
    for (;;) {
      const due = await db
        .select({ id: videoRequests.id })
        .from(videoRequests)
        .where(
          and(
            inArray(videoRequests.status, ["pending", "accepted"]),
            lte(videoRequests.expiresAt, at),
            // Uploaded in time, being processed: delivered unless processing refuses the file.
            ne(videoRequests.videoStatus, "processing"),
          ),
        )
        .orderBy(asc(videoRequests.expiresAt))
        .limit(BATCH);
      let moved = 0;
      for (const { id } of due) {
        try {
          await transitionRequest(db, bookingEvents, id, "expire", {}, at);
          moved += 1;
        } catch (error) {
          // Delivered or declined between the query and the lock: nothing to expire.
          if (!isIllegalTransition(error)) throw error;
        }
      }
      expired += moved;
      if (due.length < BATCH || moved === 0) break;
    }
    if (expired > 0) log.info({ expired }, "expired undelivered requests");
    return expired;
  }

  return { expireDueRequests };
}

export type Expiry = ReturnType<typeof createExpiry>;
