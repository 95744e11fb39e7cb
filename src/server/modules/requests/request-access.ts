import { eq } from "drizzle-orm";
import type { RequestAction } from "@/shared/request-status";
import { isStaff } from "@/shared/roles";
import type { Me } from "@/shared/schemas/accounts";
import type { VideoRequest } from "@/shared/schemas/requests";
import type { Database } from "../../db/client";
import { videoRequests } from "../../db/schema/index";
import { forbidden, notFound } from "../../errors";
import type { BookingEvents } from "./booking-events";
import { transitionRequest } from "./request-transitions";
import { type PosterLinker, type RequestViewRow, selectRequestViews, toVideoRequestView } from "./request-view";

export type Party = "fan" | "celebrity" | "staff";

const requestNotFound = () => notFound("Video request not found");

type Deps = {
  db: Database;
  bookingEvents: BookingEvents;
  /** Signs the poster link of a ready video, so cards show its real frame. */
  posterUrlOf?: PosterLinker;
  now: () => Date;
};

/** A request as its parties see it, who they are to it, and the move one of them makes. */
export function createRequestAccess({ db, bookingEvents, posterUrlOf, now }: Deps) {
  const view = (row: RequestViewRow) => toVideoRequestView(row, posterUrlOf);

  async function loadView(id: string): Promise<RequestViewRow | undefined> {
    const [row] = await selectRequestViews(db).where(eq(videoRequests.id, id));
    return row;
  }

  async function viewOf(id: string): Promise<VideoRequest> {
    const row = await loadView(id);
    if (!row) throw requestNotFound();
    return view(row);
  }

  /**
   * Who the user is to this request. The celebrity sees a request only once it is paid for; anyone who is
   * not a party gets the same 404 as for a request that does not exist.
   */
  async function access(user: Me, id: string): Promise<{ row: RequestViewRow; party: Party }> {
    const row = await loadView(id);
    if (row) {
      if (row.request.fanId === user.id) return { row, party: "fan" };
      if (row.celebrity.userId === user.id && row.request.paidAt) return { row, party: "celebrity" };
      if (isStaff(user)) return { row, party: "staff" };
    }
    throw requestNotFound();
  }

  async function asParty(user: Me, id: string, party: Party, message: string) {
    const found = await access(user, id);
    if (found.party !== party) throw forbidden(message);
    return found.row;
  }

  async function transition(id: string, action: RequestAction, patch: Parameters<typeof transitionRequest>[4] = {}) {
    await transitionRequest(db, bookingEvents, id, action, patch, now());
    return viewOf(id);
  }

  function ownProfileId(user: Me): string {
    if (!user.celebrityProfile?.approved) throw forbidden("Only celebrities have incoming requests.");
    return user.celebrityProfile.id;
  }

  return { view, viewOf, access, asParty, transition, ownProfileId };
}

export type RequestAccess = ReturnType<typeof createRequestAccess>;
