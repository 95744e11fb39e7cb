import { and, avg, count, desc, eq, inArray, or } from "drizzle-orm";
import { snapshotEarnings } from "@/shared/booking";
import type { CurrencyCode } from "@/shared/currencies";
import { defaultRecordingLanguage, type LanguageId } from "@/shared/languages";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locales";
import type { PriceQuote } from "@/shared/money";
import { isPlanId, PLANS, planVideoValue } from "@/shared/plans";
import type { RequestAction, RequestStatus } from "@/shared/request-status";
import type { Me } from "@/shared/schemas/accounts";
import { fullyBookedMessage, requestsPausedMessage } from "@/shared/schemas/celebrity-profile";
import { recordingLanguageRefused, rushNotOffered, type VideoRequest } from "@/shared/schemas/requests";
import { DAY_MS, MINUTE_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { celebrityProfiles, reviews, subscriptions, videoRequests } from "../../db/schema/index";
import type { Transaction } from "../../db/transaction";
import { conflict, notFound, validationError } from "../../errors";
import { lockCapacity } from "../catalogue/capacity";
import { isListedCelebrity } from "../catalogue/listed";
import type { CurrencyService } from "../currency/currency.service";
import type { SettingsReader } from "../settings/settings.service";
import { activeSubscription, coversRequest } from "../subscriptions/subscriptions.service";
import type { BookingEvents } from "./booking-events";
import type { RequestAccess } from "./request-access";
import { applyTransition, isIllegalTransition, transitionRequest } from "./request-transitions";
import { selectRequestViews } from "./request-view";
import { assertOwnVoiceNote } from "./voice-notes";

const LIST_LIMIT = 500;
/** A pending checkout younger than this is offered again instead of opening a new one. */
const CHECKOUT_REUSE_MS = 30 * MINUTE_MS;

export type CreateRequestInput = {
  celebrityId: string;
  message: string;
  occasion?: string;
  recipientName?: string;
  phoneticSpelling?: string;
  voiceNoteId?: string;
  deadline?: string;
  /** One of the star's languages; absent: chosen from the fan's page language (defaultRecordingLanguage). */
  recordingLanguage?: LanguageId;
  /** Rush delivery (ADR 059): the star's rush price is added, never a price from the client. */
  rush?: boolean;
  currency: CurrencyCode;
};

/** What requests need of the payments module (the payments service provides it; injected, not imported). */
export type RequestCheckouts = {
  /** Refuses a price real money must not be charged at (an indicative or stale rate). */
  assertChargeable(price: PriceQuote): Promise<void>;
  startCheckout(input: {
    purpose: "request";
    requestId: string;
    payer: { id: string; email: string; name: string };
    price: PriceQuote;
    description: string;
  }): Promise<{ checkoutUrl: string }>;
  /** The newest pending checkout of the request younger than `maxAgeMs`, else null. */
  reusableCheckout(requestId: string, maxAgeMs: number): Promise<string | null>;
};

export const SUSPENDED_DECLINE_REASON = "This celebrity is no longer available on Salamu.";

export type BookingDeps = {
  db: Database;
  /** The delivery days, as staff set them (env gives the default). */
  settings: SettingsReader;
  currency: Pick<CurrencyService, "quote">;
  payments: RequestCheckouts;
  bookingEvents: BookingEvents;
  clearCatalogueCache: () => void;
  now: () => Date;
  requestAccess: RequestAccess;
};

/** The fan's side of a request: booking and paying, cancelling, reviewing; and closing a suspended account's. */
export function createBookingService({
  db,
  settings,
  currency,
  payments,
  bookingEvents,
  clearCatalogueCache,
  now,
  requestAccess,
}: BookingDeps) {
  const { view, viewOf, access, asParty, transition } = requestAccess;

  /**
   * The language the video is to be recorded in: the fan's choice, which must be one of the star's languages;
   * else the star's language matching the fan's page (`locale`), else their first. Null for a star who lists
   * no language.
   */
  function recordingLanguageOf(
    celebrity: { fullName: string; languages: string[] },
    chosen: LanguageId | undefined,
    locale: Locale,
  ): LanguageId | null {
    // A star who lists no language has not said what they record in: none is recorded (the form offers none).
    if (chosen === undefined || celebrity.languages.length === 0) {
      return defaultRecordingLanguage(celebrity.languages, locale);
    }
    if (!celebrity.languages.includes(chosen)) {
      const message = recordingLanguageRefused(celebrity.fullName);
      throw validationError(message, [{ path: "recordingLanguage", message }]);
    }
    return chosen;
  }

  async function create(
    user: Me,
    input: CreateRequestInput,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<{ request: VideoRequest; checkoutUrl: string | null }> {
    const [celebrity] = await db
      .select()
      .from(celebrityProfiles)
      .where(and(eq(celebrityProfiles.id, input.celebrityId), isListedCelebrity));
    if (!celebrity) throw notFound("Celebrity not found");
    if (celebrity.userId === user.id) {
      throw conflict("CANNOT_BOOK_YOURSELF", "You cannot request a video from yourself.");
    }
    if (!celebrity.acceptingRequests) {
      throw conflict("REQUESTS_PAUSED", requestsPausedMessage(celebrity.fullName));
    }
    // Rush only from a star who offers it; its price is the star's, read here, never the client's (ADR 059).
    const rush = input.rush === true;
    if (rush && celebrity.rushPriceCents === null) {
      throw conflict("RUSH_NOT_OFFERED", rushNotOffered(celebrity.fullName));
    }
    const rushPriceCents = rush ? (celebrity.rushPriceCents ?? 0) : 0;
    const recordingLanguage = recordingLanguageOf(celebrity, input.recordingLanguage, locale);
    if (input.voiceNoteId) await assertOwnVoiceNote(db, user.id, input.voiceNoteId);
    const at = now();
    const values = {
      fanId: user.id,
      celebrityId: celebrity.id,
      status: "awaiting_payment",
      message: input.message,
      occasion: input.occasion ?? null,
      recipientName: input.recipientName || null,
      phoneticSpelling: input.phoneticSpelling || null,
      voiceNoteId: input.voiceNoteId ?? null,
      deadline: input.deadline ?? null,
      recordingLanguage,
      // The whole price: the fee split and every later re-pricing of a checkout apply to it as a whole.
      priceCents: celebrity.priceCents + rushPriceCents,
      rush,
      rushPriceCents,
      currency: input.currency,
      createdAt: at,
      updatedAt: at,
    } satisfies typeof videoRequests.$inferInsert;

    // A star at their limit takes no new request (ADR 055). The place is checked and taken in one
    // transaction that locks the star's profile row, so two fans booking the last place cannot both have it.
    const takePlace = async (tx: Transaction) => {
      const capacity = await lockCapacity(tx, celebrity.id, at);
      if (capacity.full) {
        throw conflict("FULLY_BOOKED", fullyBookedMessage(celebrity.fullName), {
          opensAgainOn: capacity.opensAgainOn,
        });
      }
    };

    // A plan with room covers the request: no payment, pending at once. The plan row is locked so two
    // requests sent together cannot both take its last video.
    const deliveryDays = await settings.get("marketplace.deliveryDays");
    const feePercent = await settings.get("marketplace.platformFeePercent");
    const covered = await db.transaction(async (tx: Transaction) => {
      // Plans cover only stars who take plan bookings (ADR 032); the fan pays the others as usual. A plan
      // covers a video, not its rush: a rush request is paid in full (ADR 059).
      if (!celebrity.acceptsPlanBookings || rush) return null;
      const subscription = await activeSubscription(tx, user.id, at);
      if (!subscription || !isPlanId(subscription.plan)) return null;
      await takePlace(tx);
      await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.id, subscription.id))
        .for("update");
      if (!(await coversRequest(tx, subscription, celebrity.id))) return null;
      const [inserted] = await tx
        .insert(videoRequests)
        .values({
          ...values,
          amountMinor: 0,
          // The star earns the plan's per-video share, in the plan's currency, fixed now.
          currency: subscription.currency,
          subscriptionId: subscription.id,
          ...snapshotEarnings(
            planVideoValue(subscription.plan, subscription.amountMinor),
            planVideoValue(subscription.plan, PLANS[subscription.plan].priceUsdCents),
            feePercent,
          ),
        })
        .returning({ id: videoRequests.id });
      return applyTransition(
        tx,
        bookingEvents,
        inserted!.id,
        "pay",
        { expiresAt: new Date(at.getTime() + deliveryDays * DAY_MS) },
        at,
      );
    });
    if (covered) {
      await covered.announce();
      return { request: await viewOf(covered.after.id), checkoutUrl: null };
    }

    // The amount is the server's: the USD price at the current rate, in the fan's currency, refused before
    // anything is saved when that rate may not be charged.
    const price = await currency.quote(values.priceCents, input.currency);
    await payments.assertChargeable(price);
    // The new request holds its place while the fan pays (CAPACITY_HOLD_MS).
    const inserted = await db.transaction(async (tx: Transaction) => {
      await takePlace(tx);
      const [row] = await tx
        .insert(videoRequests)
        .values({ ...values, amountMinor: price.amountMinor })
        .returning({ id: videoRequests.id });
      return row!;
    });
    const { checkoutUrl } = await payments.startCheckout({
      purpose: "request",
      requestId: inserted.id,
      payer: user,
      price,
      description: `Personalised video from ${celebrity.fullName}`,
    });
    return { request: await viewOf(inserted.id), checkoutUrl };
  }

  async function listMine(userId: string, status?: RequestStatus): Promise<VideoRequest[]> {
    const rows = await selectRequestViews(db)
      .where(and(eq(videoRequests.fanId, userId), status ? eq(videoRequests.status, status) : undefined))
      .orderBy(desc(videoRequests.createdAt), desc(videoRequests.id))
      .limit(LIST_LIMIT);
    return rows.map(view);
  }

  async function get(user: Me, id: string): Promise<VideoRequest> {
    return view((await access(user, id)).row);
  }

  async function cancel(user: Me, id: string) {
    await asParty(user, id, "fan", "Only the fan who made this request can cancel it.");
    return transition(id, "cancel");
  }

  /** A checkout for an unpaid request: the one still open, or a new payment with a fresh reference. */
  async function checkout(user: Me, id: string): Promise<{ checkoutUrl: string }> {
    const row = await asParty(user, id, "fan", "Only the fan who made this request can pay for it.");
    const { request, celebrity } = row;
    if (request.status !== "awaiting_payment") {
      throw conflict("NOT_AWAITING_PAYMENT", "This request is not waiting for a payment.");
    }
    const reusable = await payments.reusableCheckout(id, CHECKOUT_REUSE_MS);
    if (reusable) return { checkoutUrl: reusable };
    // Back to pay after its hold lapsed: the star may have filled up meanwhile (ADR 055).
    const capacity = await db.transaction((tx: Transaction) => lockCapacity(tx, request.celebrityId, now(), id));
    if (capacity.full) {
      throw conflict("FULLY_BOOKED", fullyBookedMessage(celebrity.fullName), { opensAgainOn: capacity.opensAgainOn });
    }
    // A new checkout is priced again at today's rate: the request's amount may be days old.
    const price = await currency.quote(request.priceCents, request.currency as CurrencyCode);
    await payments.assertChargeable(price);
    if (price.amountMinor !== request.amountMinor) {
      await db.update(videoRequests).set({ amountMinor: price.amountMinor }).where(eq(videoRequests.id, id));
    }
    const { checkoutUrl } = await payments.startCheckout({
      purpose: "request",
      requestId: id,
      payer: user,
      price,
      description: `Personalised video from ${celebrity.fullName}`,
    });
    return { checkoutUrl };
  }

  /**
   * The fan's review of a delivered video, once. The celebrity's rating and review count are recomputed from
   * the reviews in the same transaction, so the profile never disagrees with its reviews.
   */
  async function review(user: Me, id: string, input: { rating: number; text: string }): Promise<VideoRequest> {
    const { request } = await asParty(user, id, "fan", "Only the fan who received this video can review it.");
    if (request.status !== "completed") {
      throw conflict("NOT_DELIVERED", "You can review a video once it has been delivered.");
    }
    const alreadyReviewed = () => conflict("ALREADY_REVIEWED", "You have already reviewed this video.");
    const [existing] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.requestId, id));
    if (existing) throw alreadyReviewed();
    try {
      await db.transaction(async (tx: Transaction) => {
        await tx.insert(reviews).values({
          requestId: id,
          celebrityId: request.celebrityId,
          fanId: user.id,
          rating: input.rating,
          text: input.text,
          createdAt: now(),
        });
        const [totals] = await tx
          .select({ average: avg(reviews.rating), total: count() })
          .from(reviews)
          .where(eq(reviews.celebrityId, request.celebrityId));
        await tx
          .update(celebrityProfiles)
          .set({
            ratingAverage: Math.round(Number(totals?.average ?? 0) * 100) / 100,
            reviewCount: totals?.total ?? 0,
            updatedAt: now(),
          })
          .where(eq(celebrityProfiles.id, request.celebrityId));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyReviewed();
      throw error;
    }
    clearCatalogueCache();
    return viewOf(id);
  }

  /**
   * Closes every open request of a suspended account, refunding what was paid: the fan's own requests are
   * cancelled (expired once accepted), and requests addressed to the celebrity are declined (expired once
   * accepted; cancelled while unpaid). Answers how many were closed.
   */
  async function closeOpenRequestsOf(userId: string): Promise<number> {
    const open = await db
      .select({ id: videoRequests.id, status: videoRequests.status, fanId: videoRequests.fanId })
      .from(videoRequests)
      .leftJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
      .where(
        and(
          inArray(videoRequests.status, ["awaiting_payment", "pending", "accepted"]),
          or(eq(videoRequests.fanId, userId), eq(celebrityProfiles.userId, userId)),
        ),
      );
    let closed = 0;
    for (const request of open) {
      const asFan = request.fanId === userId;
      const action: RequestAction =
        request.status === "accepted"
          ? "expire"
          : request.status === "awaiting_payment" || asFan
            ? "cancel"
            : "decline";
      try {
        await transitionRequest(
          db,
          bookingEvents,
          request.id,
          action,
          action === "decline" ? { declineReason: SUSPENDED_DECLINE_REASON } : {},
          now(),
        );
        closed += 1;
      } catch (error) {
        // Moved on between the query and the lock (delivered, declined): nothing left to close.
        if (!isIllegalTransition(error)) throw error;
      }
    }
    return closed;
  }

  return { create, listMine, get, cancel, checkout, review, closeOpenRequestsOf };
}
