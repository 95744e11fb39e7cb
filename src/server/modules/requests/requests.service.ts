import { type BookingDeps, createBookingService } from "./booking.service";
import { createCelebrityRequestsService } from "./celebrity-requests.service";
import { createRequestAccess } from "./request-access";
import type { PosterLinker } from "./request-view";

export { type CreateRequestInput, type RequestCheckouts, SUSPENDED_DECLINE_REASON } from "./booking.service";

type Deps = Omit<BookingDeps, "now" | "requestAccess"> & {
  /** Signs the poster link of a ready video, so cards show its real frame. */
  posterUrlOf?: PosterLinker;
  now?: () => Date;
};

/** Video requests: the fan's booking (booking.service.ts) and the celebrity's dashboard (celebrity-requests.service.ts). */
export function createRequestsService({
  db,
  settings,
  currency,
  payments,
  bookingEvents,
  clearCatalogueCache,
  posterUrlOf,
  now = () => new Date(),
}: Deps) {
  const requestAccess = createRequestAccess({ db, bookingEvents, posterUrlOf, now });
  const booking = createBookingService({
    db,
    settings,
    currency,
    payments,
    bookingEvents,
    clearCatalogueCache,
    now,
    requestAccess,
  });
  const celebrity = createCelebrityRequestsService({ db, settings, requestAccess });

  return {
    create: booking.create,
    listMine: booking.listMine,
    listIncoming: celebrity.listIncoming,
    get: booking.get,
    accept: celebrity.accept,
    decline: celebrity.decline,
    cancel: booking.cancel,
    checkout: booking.checkout,
    review: booking.review,
    stats: celebrity.stats,
    earnings: celebrity.earnings,
    closeOpenRequestsOf: booking.closeOpenRequestsOf,
    /** Who the user is to a request (its fan, its star once paid, staff); 404 for anyone else. */
    access: requestAccess.access,
    /** The request if the user is this party to it (404 for outsiders, 403 for another party). */
    asParty: requestAccess.asParty,
    viewOf: requestAccess.viewOf,
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
