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
import type { Executor } from "../../db/transaction";
import { AppError, conflict, notFound } from "../../errors";
import { postDelivery } from "../ledger/booking-money";

export type VideoRequestRow = typeof videoRequests.$inferSelect;
type RequestPatch = Partial<Omit<VideoRequestRow, "id" | "status" | "refundStatus">>;

/** One committed move of a request: the row before and after, and the action that moved it. */
export type RequestChange = { before: VideoRequestRow; after: VideoRequestRow; action: RequestAction };

/** Who announces a committed move (the booking events; injected, so this file imports no other module). */
export type TransitionListener = { afterTransition(change: RequestChange): Promise<void> };

/** A move written by applyTransition, with its announcement: call `announce()` once the write has committed. */
export type AppliedTransition = RequestChange & { announce(): Promise<void> };

/** The refusal applyRequestAction answers for a move the state machine does not allow (a 409). */
export const isIllegalTransition = (error: unknown) => error instanceof AppError && error.code === "ILLEGAL_TRANSITION";

/**
 * The only way a request's status or refund state changes: reads the row under a lock, applies the action
 * with src/shared/request-status.ts, stamps the action's timestamp column and saves. An illegal move is a
 * 409 with the state machine's message; nothing is written. Given the caller's transaction, it runs inside
 * it (as a savepoint). Callers go through applyTransition or transitionRequest, which also announce it.
 */
export async function applyRequestAction(
  executor: Executor,
  requestId: string,
  action: RequestAction,
  patch: RequestPatch = {},
  now: Date = new Date(),
): Promise<RequestChange> {
  // A transaction's own transaction() opens a savepoint: the same call on either executor.
  return (executor as Database).transaction(async (tx) => {
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
    // The money follows the move in the same transaction (ADR 032): a delivery pays the star and the fee.
    if (action === "deliver") await postDelivery(tx, after, now);
    return { before, after, action };
  });
}

/**
 * Applies a move (applyRequestAction) and answers it with its announcement, for a caller that must announce
 * later: after its own transaction commits, or after other work of its own. Without a listener the
 * announcement does nothing.
 */
export async function applyTransition(
  executor: Executor,
  listener: TransitionListener | undefined,
  requestId: string,
  action: RequestAction,
  patch: RequestPatch = {},
  now: Date = new Date(),
): Promise<AppliedTransition> {
  const change = await applyRequestAction(executor, requestId, action, patch, now);
  return { ...change, announce: async () => listener?.afterTransition(change) };
}

/** Applies a move on its own and announces it once committed: live updates, e-mails, a refund that fell due. */
export async function transitionRequest(
  db: Database,
  listener: TransitionListener,
  requestId: string,
  action: RequestAction,
  patch: RequestPatch = {},
  now: Date = new Date(),
): Promise<RequestChange> {
  const change = await applyTransition(db, listener, requestId, action, patch, now);
  await change.announce();
  return change;
}
