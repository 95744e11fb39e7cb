import { eq } from "drizzle-orm";
import {
  ACTION_TIMESTAMP,
  applyAction,
  IllegalTransitionError,
  type RefundStatus,
  type RequestAction,
  type RequestStatus,
} from "@/shared/request-status";
import type { Database } from "../../db/client";
import { videoRequests } from "../../db/schema/index";
import { conflict, notFound } from "../../errors";

export type VideoRequestRow = typeof videoRequests.$inferSelect;
type RequestPatch = Partial<Omit<VideoRequestRow, "id" | "status" | "refundStatus">>;

/**
 * The only way a request's status or refund state changes: reads the row under a lock, applies the action
 * with src/shared/request-status.ts, stamps the action's timestamp column and saves. An illegal move is a
 * 409 with the state machine's message; nothing is written.
 */
export async function applyRequestAction(
  db: Database,
  requestId: string,
  action: RequestAction,
  patch: RequestPatch = {},
  now: Date = new Date(),
): Promise<{ before: VideoRequestRow; after: VideoRequestRow }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(videoRequests).where(eq(videoRequests.id, requestId)).for("update");
    if (!before) throw notFound("Video request not found");
    if (action === "expire" && before.videoStatus === "processing") {
      // The video arrived within the window; processing decides (a refused file lets expiry run again).
      throw conflict("ILLEGAL_TRANSITION", "You cannot expire a request whose video is being processed.");
    }
    let next: ReturnType<typeof applyAction>;
    try {
      next = applyAction(
        {
          status: before.status as RequestStatus,
          paid: before.paidAt !== null && before.amountMinor > 0,
          refund: before.refundStatus as RefundStatus,
        },
        action,
      );
    } catch (error) {
      if (error instanceof IllegalTransitionError) throw conflict("ILLEGAL_TRANSITION", error.message);
      throw error;
    }
    const stamp = ACTION_TIMESTAMP[action] as keyof VideoRequestRow;
    const [after] = await tx
      .update(videoRequests)
      .set({ ...patch, status: next.status, refundStatus: next.refund, [stamp]: now, updatedAt: now })
      .where(eq(videoRequests.id, requestId))
      .returning();
    if (!after) throw notFound("Video request not found");
    return { before, after };
  });
}
