import { Crown } from "lucide-react";
import { Link } from "react-router";
import { PLANS } from "@/shared/plans";
import type { Subscription } from "@/shared/schemas/subscriptions";
import { useMySubscription } from "../api/get-my-subscription";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** The active plan: what it has used this month and until when it runs. */
export function CurrentPlan({ subscription }: { subscription: Subscription }) {
  const plan = PLANS[subscription.plan];
  return (
    <section
      aria-labelledby="current-plan"
      className="flex flex-col gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="current-plan" className="font-semibold text-emerald-900">
          Your current plan: {plan.name}
        </h2>
        <p className="text-sm text-emerald-900">
          {subscription.videosUsed} of {subscription.videosAllowed} videos used this month
          {subscription.celebrityLimit !== null &&
            ` · ${subscription.celebritiesUsed} of ${subscription.celebrityLimit} ${
              subscription.celebrityLimit === 1 ? "celebrity" : "celebrities"
            }`}
          {subscription.endsAt && ` · active until ${dateFormat.format(new Date(subscription.endsAt))}`}
        </p>
      </div>
      <Crown aria-hidden="true" className="hidden size-8 text-emerald-700 sm:block" />
    </section>
  );
}

/** The fan's dashboard: their active plan, or a pointer to the plans when they have none. */
export function MyPlan() {
  const mine = useMySubscription();
  const subscription = mine.data?.subscription;
  if (subscription?.status === "active") return <CurrentPlan subscription={subscription} />;
  if (!mine.isSuccess) return null;
  return (
    <p className="text-sm text-slate-600">
      Booking often?{" "}
      <Link to="/payment?plan=standard" className="font-semibold text-brand-700 hover:underline">
        Monthly plans
      </Link>{" "}
      cover up to 10 videos a month with no payment per video.
    </p>
  );
}
