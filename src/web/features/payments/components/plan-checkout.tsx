import { ArrowRight, Check, Lock } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { pageTitle } from "@/shared/client-routes";
import { paymentOptionsFor } from "@/shared/payments";
import { isPlanId, PLAN_IDS, PLAN_PERIOD_DAYS, PLANS, type PlanId } from "@/shared/plans";
import { subscribeSchema } from "@/shared/schemas/subscriptions";
import { Price } from "@/web/components/price";
import { Button } from "@/web/components/ui/button";
import { useErrorText } from "@/web/components/ui/form-field";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { useCurrency } from "@/web/lib/currency/currency-context";
import { useRichT, useT } from "@/web/lib/i18n";
import { planFeatures, planName } from "@/web/lib/plan-labels";
import { useSession } from "@/web/lib/session";
import { usePageTitle } from "@/web/lib/use-page-title";
import { cn } from "@/web/lib/utils";
import { validate } from "@/web/lib/validate";
import { useCreateSubscription } from "../api/create-subscription";
import { useMySubscription } from "../api/get-my-subscription";
import { CurrentPlan } from "./current-plan";
import { PaymentMethodList } from "./payment-methods";

/**
 * /payment?plan=basic|standard|premium&celebrity=<id>: the monthly plans (spec section 9) priced in the
 * visitor's currency; Pay opens the provider's checkout for the chosen plan (idle -> processing). A signed-out
 * visitor sees the same plans and prices, and signs up (or logs in) to buy, coming back to the plan chosen.
 */
export function PlanCheckout() {
  const t = useT();
  const richT = useRichT();
  const errorText = useErrorText();
  usePageTitle(pageTitle("/payment"));
  const [searchParams, setSearchParams] = useSearchParams();
  const planParam = searchParams.get("plan");
  const plan: PlanId = isPlanId(planParam) ? planParam : "basic";
  const celebrityId = searchParams.get("celebrity") || undefined;
  const { currency } = useCurrency();
  const { user, isPending: sessionPending } = useSession();
  const signedOut = !user && !sessionPending;
  const mine = useMySubscription(!!user);
  const subscribe = useCreateSubscription();
  const [processing, setProcessing] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const active = mine.data?.subscription?.status === "active" ? mine.data.subscription : null;

  const choose = (next: PlanId) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set("plan", next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const here = { from: `${location.pathname}${location.search}` };
  const pay = () => {
    if (signedOut) {
      navigate("/signup", { state: here });
      return;
    }
    const input = validate(subscribeSchema, { plan, celebrityId, currency });
    if (!input.success) {
      toast.error(t("booking.plans.paymentFailed"), {
        description: errorText(Object.values(input.errors)[0]) ?? t("booking.plans.tryAgain"),
      });
      return;
    }
    setProcessing(true);
    subscribe.mutate(input.data, {
      onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
      onError: (error) => {
        setProcessing(false);
        if (error instanceof ApiError && error.status === 401) {
          toast.error(t("booking.auth.requiredTitle"), { description: t("booking.auth.logInToPay") });
          navigate("/login", { state: { from: `${location.pathname}${location.search}` } });
          return;
        }
        toast.error(t("booking.plans.paymentFailed"), {
          description: errorMessage(error, t("booking.errors.somethingWrong")),
        });
      },
    });
  };

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <header className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("booking.plans.heading")}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-slate-600">
            {t("booking.plans.intro", { currency, days: PLAN_PERIOD_DAYS })}
          </p>
        </header>

        {active && <CurrentPlan subscription={active} />}

        {/* min-w-0: a fieldset is at least as wide as its content by default, which pushed long prices off phones. */}
        <fieldset disabled={processing} className="min-w-0">
          <legend className="sr-only">{t("booking.plans.legend")}</legend>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            {PLAN_IDS.map((id) => {
              const option = PLANS[id];
              const selected = id === plan;
              return (
                <label
                  key={id}
                  className={cn(
                    "@container relative flex min-w-0 cursor-pointer flex-col rounded-3xl border-2 bg-white p-6 shadow-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2",
                    selected ? "border-brand-600 shadow-md" : "border-slate-200 hover:border-slate-300",
                  )}
                >
                  <span className="flex items-center justify-between gap-3">
                    <span className="text-lg font-semibold text-slate-900">{planName(t, id)}</span>
                    <input
                      type="radio"
                      name="plan"
                      value={id}
                      checked={selected}
                      onChange={() => choose(id)}
                      className="size-5 accent-brand-700"
                    />
                  </span>
                  {/* The price, the ~USD hint and '/ month' wrap as separate pieces when the card is narrow. */}
                  <span className="mt-3 flex flex-wrap items-baseline gap-x-1.5">
                    <Price
                      usdCents={option.priceUsdCents}
                      className="text-2xl font-bold wrap-anywhere has-[>[data-testid=price]]:contents text-slate-900 @[17rem]:text-3xl [&_[data-testid=price-usd]]:ms-0"
                    />
                    <span className="text-sm text-slate-600">{t("booking.plans.perMonth")}</span>
                  </span>
                  <ul className="mt-5 space-y-2 text-sm text-slate-700">
                    {planFeatures(t, option).map((feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  {selected && (
                    <span className="absolute -top-3 start-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">
                      {t("booking.plans.selected")}
                    </span>
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>

        <section
          aria-labelledby="pay-heading"
          className="mx-auto flex max-w-3xl flex-col gap-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
            <h2 id="pay-heading" className="text-lg font-semibold text-slate-900">
              {t("booking.plans.summaryHeading", { plan: planName(t, plan) })}
            </h2>
            <p className="text-slate-700">
              {richT("booking.plans.pricePerMonth", {
                price: <Price usdCents={PLANS[plan].priceUsdCents} className="font-semibold text-slate-900" />,
              })}
            </p>
          </div>
          <PaymentMethodList
            methods={paymentOptionsFor(currency)}
            label={t("booking.methods.waysToPayIn", { currency })}
          />
          <Button
            icon={
              signedOut ? <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" /> : <Lock aria-hidden="true" />
            }
            size="lg"
            onClick={pay}
            disabled={!!active}
            pending={processing}
            aria-describedby="pay-note"
          >
            {signedOut
              ? t("booking.plans.signUpToSubscribe")
              : processing
                ? t("booking.plans.processing")
                : t("booking.plans.pay", { plan: planName(t, plan) })}
          </Button>
          <p id="pay-note" className="text-center text-sm text-slate-600">
            {active ? (
              t("booking.plans.stillRunning", { plan: planName(t, active.plan) })
            ) : signedOut ? (
              <>
                {t("booking.plans.haveAccount")}{" "}
                <Link to="/login" state={here} className="font-semibold text-brand-700 hover:underline">
                  {t("booking.plans.logIn")}
                </Link>
              </>
            ) : (
              t("booking.plans.providerNote")
            )}
          </p>
        </section>
      </div>
    </div>
  );
}
