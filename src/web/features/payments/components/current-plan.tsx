import { Crown } from "lucide-react";
import { Link } from "react-router";
import type { Subscription } from "@/shared/schemas/subscriptions";
import { formatDate } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { planName } from "@/web/lib/plan-labels";
import { useMySubscription } from "../api/get-my-subscription";

/**
 * The active plan: what it has used this month and until when it runs. Its words are the frame's (common):
 * it is drawn on /payment and on the fan's dashboard.
 */
export function CurrentPlan({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <section
      aria-labelledby="current-plan"
      className="flex flex-col gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="current-plan" className="font-semibold text-emerald-900">
          {t("shared.plan.current", { plan: planName(t, subscription.plan) })}
        </h2>
        <p className="text-sm text-emerald-900">
          {t("shared.plan.videosUsed", { used: subscription.videosUsed, allowed: subscription.videosAllowed })}
          {subscription.celebrityLimit !== null &&
            ` · ${t("shared.plan.celebritiesUsed", {
              used: subscription.celebritiesUsed,
              limit: subscription.celebrityLimit,
            })}`}
          {subscription.endsAt &&
            ` · ${t("shared.plan.activeUntil", { date: formatDate(subscription.endsAt, locale) })}`}
        </p>
      </div>
      <Crown aria-hidden="true" className="hidden size-8 text-emerald-700 sm:block" />
    </section>
  );
}

/** The fan's dashboard: their active plan, or a pointer to the plans when they have none. */
export function MyPlan() {
  const t = useT();
  const mine = useMySubscription();
  const subscription = mine.data?.subscription;
  if (subscription?.status === "active") return <CurrentPlan subscription={subscription} />;
  if (!mine.isSuccess) return null;
  return (
    <p className="text-sm text-slate-600">
      {t("shared.plan.bookingOften")}{" "}
      <Link to="/payment?plan=standard" className="font-semibold text-brand-700 hover:underline">
        {t("shared.plan.monthlyPlans")}
      </Link>{" "}
      {t("shared.plan.monthlyPlansCover")}
    </p>
  );
}
