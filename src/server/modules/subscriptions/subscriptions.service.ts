import { and, desc, eq, gt, notInArray } from "drizzle-orm";
import type { CurrencyCode } from "@/shared/currencies";
import type { PriceQuote } from "@/shared/money";
import { isPlanId, PLANS, type PlanId, planCovers } from "@/shared/plans";
import type { Subscription } from "@/shared/schemas/subscriptions";
import type { Database } from "../../db/client";
import { celebrityProfiles, subscriptions, videoRequests } from "../../db/schema/index";
import { conflict, notFound } from "../../errors";
import { isListedCelebrity } from "../catalogue/listed";
import type { CurrencyService } from "../currency/currency.service";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type Reader = Pick<Database, "select">;

/** What plans need of the payments module (the payments service provides it; injected, not imported). */
export type SubscriptionCheckouts = {
  /** Refuses a price real money must not be charged at (an indicative or stale rate). */
  assertChargeable(price: PriceQuote): Promise<void>;
  startCheckout(input: {
    purpose: "subscription";
    subscriptionId: string;
    payer: { id: string; email: string; name: string };
    price: PriceQuote;
    description: string;
  }): Promise<{ checkoutUrl: string }>;
};

/** Requests that no longer use the allowance: it comes back when a covered request is not fulfilled. */
const RETURNED = ["declined", "cancelled", "expired"];

/** The plan a user holds now: active and not ended (the newest when they bought more than one). */
export async function activeSubscription(db: Reader, userId: string, at: Date): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active"), gt(subscriptions.endsAt, at)))
    .orderBy(desc(subscriptions.startsAt))
    .limit(1);
  return row;
}

/**
 * What a subscription has used this period: covered requests still standing, and its celebrities: the one
 * whose page the plan was bought from (the fan chose them) plus every one booked with it.
 */
export async function usageOf(db: Reader, subscription: SubscriptionRow) {
  const rows = await db
    .select({ celebrityId: videoRequests.celebrityId })
    .from(videoRequests)
    .where(and(eq(videoRequests.subscriptionId, subscription.id), notInArray(videoRequests.status, RETURNED)));
  const celebrities = new Set(rows.map((row) => row.celebrityId));
  if (subscription.celebrityId) celebrities.add(subscription.celebrityId);
  return { videosUsed: rows.length, celebrityIds: [...celebrities] };
}

/** True when the plan's monthly videos and its celebrity limit leave room for one more request to `celebrityId`. */
export async function coversRequest(db: Reader, subscription: SubscriptionRow, celebrityId: string): Promise<boolean> {
  if (!isPlanId(subscription.plan)) return false;
  const usage = await usageOf(db, subscription);
  return planCovers({ plan: subscription.plan, ...usage }, celebrityId);
}

export function createSubscriptionsService({
  db,
  currency,
  payments,
  now = () => new Date(),
}: {
  db: Database;
  currency: Pick<CurrencyService, "quote">;
  payments: SubscriptionCheckouts;
  now?: () => Date;
}) {
  /** A plan awaiting payment and its checkout; the amount is the plan's USD price at today's rate. */
  async function subscribe(
    user: { id: string; email: string; name: string },
    input: { plan: PlanId; celebrityId?: string; currency: CurrencyCode },
  ): Promise<{ checkoutUrl: string }> {
    const plan = PLANS[input.plan];
    const current = await activeSubscription(db, user.id, now());
    if (current?.endsAt && isPlanId(current.plan)) {
      // A second plan would silently replace what is left of this one.
      throw conflict(
        "PLAN_ACTIVE",
        `Your ${PLANS[current.plan].name} plan is active until ${current.endsAt.toISOString().slice(0, 10)}. You can choose a plan again when it ends.`,
      );
    }
    let celebrityName: string | null = null;
    if (input.celebrityId) {
      const [celebrity] = await db
        .select({ fullName: celebrityProfiles.fullName })
        .from(celebrityProfiles)
        .where(and(eq(celebrityProfiles.id, input.celebrityId), isListedCelebrity));
      if (!celebrity) throw notFound("Celebrity not found");
      celebrityName = celebrity.fullName;
    }
    const price = await currency.quote(plan.priceUsdCents, input.currency);
    await payments.assertChargeable(price);
    const [subscription] = await db
      .insert(subscriptions)
      .values({
        userId: user.id,
        plan: plan.id,
        celebrityId: input.celebrityId ?? null,
        currency: input.currency,
        amountMinor: price.amountMinor,
      })
      .returning();
    const { checkoutUrl } = await payments.startCheckout({
      purpose: "subscription",
      subscriptionId: subscription!.id,
      payer: user,
      price,
      description: `${plan.name} plan, one month${celebrityName ? ` (from ${celebrityName}'s page)` : ""}`,
    });
    return { checkoutUrl };
  }

  async function mine(userId: string): Promise<Subscription | null> {
    const subscription = await activeSubscription(db, userId, now());
    if (!subscription || !isPlanId(subscription.plan)) return null;
    const plan = PLANS[subscription.plan];
    const usage = await usageOf(db, subscription);
    return {
      id: subscription.id,
      plan: plan.id,
      status: subscription.status as Subscription["status"],
      startsAt: subscription.startsAt?.toISOString() ?? null,
      endsAt: subscription.endsAt?.toISOString() ?? null,
      videosUsed: usage.videosUsed,
      videosAllowed: plan.videosPerMonth,
      celebritiesUsed: usage.celebrityIds.length,
      celebrityLimit: plan.celebrityLimit,
      celebrityIds: usage.celebrityIds,
    };
  }

  return { subscribe, mine };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
