import { eq } from "drizzle-orm";
import type { VideoStatus } from "@/shared/booking";
import type { RefundStatus, RequestAction, RequestStatus } from "@/shared/request-status";
import type { Database } from "../../db/client";
import { celebrityProfiles } from "../../db/schema/index";
import type { RealtimeBus } from "../realtime/realtime-bus";
import type { VideoRequestRow } from "./request-transitions";

/**
 * What follows a request's change, wherever it happened (a route, the payment webhook, a job): live updates
 * to the fan and the celebrity, e-mails, and a refund when one became due.
 */
export type BookingEvents = {
  /** After applyRequestAction committed. */
  afterTransition(change: { before: VideoRequestRow; after: VideoRequestRow; action: RequestAction }): Promise<void>;
  /** After a change that is not a transition (the video started processing, failed, was refused). */
  afterVideoChange(request: VideoRequestRow): Promise<void>;
};

export function createBookingEvents(deps: { db: Database; realtime: RealtimeBus }): BookingEvents {
  async function publish(request: VideoRequestRow, type: "request.created" | "request.updated") {
    const [celebrity] = await deps.db
      .select({ userId: celebrityProfiles.userId })
      .from(celebrityProfiles)
      .where(eq(celebrityProfiles.id, request.celebrityId));
    const userIds = [request.fanId, ...(celebrity?.userId ? [celebrity.userId] : [])];
    await deps.realtime.publish(userIds, {
      type,
      requestId: request.id,
      celebrityId: request.celebrityId,
      status: request.status as RequestStatus,
      refundStatus: request.refundStatus as RefundStatus,
      videoStatus: request.videoStatus as VideoStatus,
    });
  }
  return {
    async afterTransition({ after, action }) {
      await publish(after, action === "pay" ? "request.created" : "request.updated");
    },
    async afterVideoChange(request) {
      await publish(request, "request.updated");
    },
  };
}
