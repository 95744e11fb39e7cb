import type { MessageKey } from "@/shared/messages/keys";
import { PLANS, type Plan, type PlanId } from "@/shared/plans";
import type { useT } from "@/web/lib/i18n";

type Translate = ReturnType<typeof useT>;

const PLAN_NAME_KEYS: Record<PlanId, MessageKey> = {
  basic: "shared.plan.name.basic",
  standard: "shared.plan.name.standard",
  premium: "shared.plan.name.premium",
};

/** A plan's name in the page's language (English: the shared name, "Standard"). */
export const planName = (t: Translate, plan: PlanId): string => t(PLAN_NAME_KEYS[plan]);

/**
 * The plan's features, written from what the plan is (English: the shared `features`, word for word), so
 * every language counts its celebrities and videos its own way.
 */
export function planFeatures(t: Translate, plan: Plan): string[] {
  return [
    plan.celebrityLimit === null
      ? t("booking.plans.feature.unlimitedCelebrities")
      : t("booking.plans.feature.celebrities", { count: plan.celebrityLimit }),
    t("booking.plans.feature.videos", { count: plan.videosPerMonth }),
    t("booking.plans.feature.planBookings"),
  ];
}

/** The plan a shared name stands for ("Standard" -> standard), for a caller that passes the name. */
export const planIdOfName = (name: string): PlanId | undefined =>
  (Object.keys(PLANS) as PlanId[]).find((id) => PLANS[id].name === name);
