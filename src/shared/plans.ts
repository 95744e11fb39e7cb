/**
 * Subscription plans of spec section 9. A plan covers videos only from stars who take plan bookings, and pays
 * them the plan's per-video share (ADR 032), so a plan never pays out more than it collected. Response times
 * and support levels are not enforced anywhere, so plans do not claim them. Prices are USD cents a month; a
 * paid plan runs for PLAN_PERIOD_DAYS.
 */
export const PLAN_IDS = ["basic", "standard", "premium"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  priceUsdCents: number;
  /** null: unlimited celebrities. */
  celebrityLimit: number | null;
  videosPerMonth: number;
  features: readonly string[];
};

export const PLAN_PERIOD_DAYS = 30;

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  basic: {
    id: "basic",
    name: "Basic",
    priceUsdCents: 1000,
    celebrityLimit: 1,
    videosPerMonth: 1,
    features: ["1 celebrity", "1 video a month", "From stars who take plan bookings"],
  },
  standard: {
    id: "standard",
    name: "Standard",
    priceUsdCents: 2500,
    celebrityLimit: 3,
    videosPerMonth: 3,
    features: ["3 celebrities", "3 videos a month", "From stars who take plan bookings"],
  },
  premium: {
    id: "premium",
    name: "Premium",
    priceUsdCents: 5000,
    celebrityLimit: null,
    videosPerMonth: 10,
    features: ["Unlimited celebrities", "10 videos a month", "From stars who take plan bookings"],
  },
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

/** What a plan has used this period: its covered videos still standing, and its celebrities. */
export type PlanUsage = { plan: PlanId; videosUsed: number; celebrityIds: readonly string[] };

/**
 * True when the plan's monthly videos and its celebrity limit leave room for one more request to
 * `celebrityId`: the server decides with this, and the request dialog says so before the fan sends.
 */
export function planCovers(usage: PlanUsage, celebrityId: string): boolean {
  const plan = PLANS[usage.plan];
  if (usage.videosUsed >= plan.videosPerMonth) return false;
  if (plan.celebrityLimit === null || usage.celebrityIds.includes(celebrityId)) return true;
  return usage.celebrityIds.length < plan.celebrityLimit;
}

/**
 * What one covered video is worth, in the plan payment's minor units: what the fan paid for the plan divided by
 * its videos, rounded down, so the plan's videos together never cost more than the plan brought in.
 */
export function planVideoValue(planId: PlanId, paidMinor: number): number {
  return Math.floor(paidMinor / PLANS[planId].videosPerMonth);
}
