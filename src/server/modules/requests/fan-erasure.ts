import { and, eq, inArray } from "drizzle-orm";
import { requestMessages, requestReports, scheduledWatchLinkSends, videoRequests } from "../../db/schema/index";
import type { Executor } from "../../db/transaction";

/**
 * What a fan wrote or said about the people in their videos, erased when their account is anonymised on
 * their request: the instructions, the recipient's name and how to say it, the voice note (unlinked here;
 * the daily unused-voice-notes sweep deletes its row and file), their answers to a star's questions, their
 * notes on a report, and where a watch link was to be sent (a send still to go is cancelled). What the books
 * need stays: each request's star, dates, amounts and statuses. Run in the transaction that anonymises the
 * account, before its open requests are closed (closing mails nothing of what goes here).
 */
export async function eraseFanRequestContent(tx: Executor, fanId: string, now: Date): Promise<void> {
  await tx
    .update(videoRequests)
    .set({ message: "", recipientName: null, phoneticSpelling: null, voiceNoteId: null, updatedAt: now })
    .where(eq(videoRequests.fanId, fanId));
  await tx.update(requestMessages).set({ body: "" }).where(eq(requestMessages.authorId, fanId));
  await tx.update(requestReports).set({ note: "" }).where(eq(requestReports.reportedBy, fanId));
  const fansRequests = tx.select({ id: videoRequests.id }).from(videoRequests).where(eq(videoRequests.fanId, fanId));
  await tx
    .update(scheduledWatchLinkSends)
    .set({ status: "cancelled", updatedAt: now })
    .where(
      and(inArray(scheduledWatchLinkSends.requestId, fansRequests), eq(scheduledWatchLinkSends.status, "scheduled")),
    );
  await tx
    .update(scheduledWatchLinkSends)
    .set({ destination: "", updatedAt: now })
    .where(inArray(scheduledWatchLinkSends.requestId, fansRequests));
}
