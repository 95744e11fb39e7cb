import { CircleCheck, CircleX, FlaskConical, Lock, Smartphone, Undo2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { pageTitle } from "@/shared/client-routes";
import type { MessageKey } from "@/shared/messages/keys";
import {
  isMobileMoneyMethod,
  MOBILE_MONEY_NETWORKS,
  type MobileMoneyMethod,
  PAYMENT_RETURN_PATH,
  type PaymentMethod,
} from "@/shared/payments";
import { dialCode, isPhoneCountry } from "@/shared/phone";
import type { SandboxCheckout as Checkout, SandboxOutcomeInput } from "@/shared/schemas/payments";
import { LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { formatMinor } from "@/web/lib/format";
import { isolate, useLocale, useRichT, useT } from "@/web/lib/i18n";
import { usePageTitle } from "@/web/lib/use-page-title";
import { type SandboxOutcome, useCompleteSandboxCheckout } from "../api/complete-sandbox-checkout";
import { useSandboxCheckout } from "../api/get-sandbox-checkout";
import { PaymentMethodPicker } from "./payment-methods";

const CLOSED_TEXT: Record<Exclude<Checkout["status"], "initialized" | "awaiting_approval">, MessageKey> = {
  succeeded: "booking.sandbox.closed.succeeded",
  failed: "booking.sandbox.closed.failed",
  cancelled: "booking.sandbox.closed.cancelled",
};

function SandboxBanner() {
  const t = useT();
  return (
    <div className="flex items-start gap-3 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-amber-900">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{t("booking.sandbox.banner.title")}</p>
        <p className="mt-0.5 text-sm">{t("booking.sandbox.banner.text")}</p>
      </div>
    </div>
  );
}

function Message({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-3 text-slate-600">{children}</div>
    </div>
  );
}

/** Settles the checkout as the payer chose and follows the provider's redirect back to Salamu. */
function useFinish(reference: string) {
  const [chosen, setChosen] = useState<SandboxOutcome>();
  const complete = useCompleteSandboxCheckout();
  const t = useT();
  const finish = (choice: SandboxOutcomeInput) => {
    setChosen(choice.outcome);
    complete.mutate(
      { reference, ...choice },
      {
        // The provider's redirect back to Salamu, as a real checkout would do it.
        onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
        onError: (error) => {
          setChosen(undefined);
          if (error instanceof ApiError && error.status === 400) return;
          toast.error(t("booking.sandbox.notCompleted"), {
            description: errorMessage(error, t("booking.errors.somethingWrong")),
          });
        },
      },
    );
  };
  // A refused wallet number is said at its field; other failures in a toast.
  const refused =
    complete.error instanceof ApiError && complete.error.status === 400 ? complete.error.message : undefined;
  return { finish, chosen, busy: chosen !== undefined, refused };
}

type Finish = ReturnType<typeof useFinish>;

/** A button that ends the checkout one way; while any choice is being sent, every such button waits. */
function OutcomeButton({
  choice,
  finish,
  icon,
  variant,
  className,
  children,
}: {
  choice: SandboxOutcomeInput;
  finish: Finish;
  icon: ReactNode;
  variant?: "outline";
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      size="lg"
      variant={variant}
      className={className}
      icon={icon}
      disabled={finish.busy}
      pending={finish.chosen === choice.outcome}
      onClick={() => finish.finish(choice)}
    >
      {children}
    </Button>
  );
}

/** Mobile money: which wallet, and the number the prompt goes to. */
function WalletFields({
  method,
  phoneCountry,
  network,
  onNetwork,
  phone,
  onPhone,
  error,
}: {
  method: MobileMoneyMethod;
  phoneCountry: string;
  network: string;
  onNetwork: (network: string) => void;
  phone: string;
  onPhone: (phone: string) => void;
  error?: string;
}) {
  const t = useT();
  const richT = useRichT();
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4">
      {MOBILE_MONEY_NETWORKS[method].length > 1 && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("booking.sandbox.wallet.legend")}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {MOBILE_MONEY_NETWORKS[method].map((name) => (
              <label
                key={name}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
              >
                <input
                  type="radio"
                  name="wallet-network"
                  value={name}
                  checked={network === name}
                  onChange={() => onNetwork(name)}
                  className="size-4 accent-brand-700"
                />
                {name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <FormField
        id="wallet-phone"
        label={t("booking.sandbox.wallet.numberLabel")}
        hint={
          isPhoneCountry(phoneCountry)
            ? richT("booking.sandbox.wallet.numberHintDialCode", { dialCode: <bdi>{dialCode(phoneCountry)}</bdi> })
            : t("booking.sandbox.wallet.numberHint")
        }
        error={error}
      >
        <Input
          id="wallet-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          // A number ("+254 712…") reads left to right on an Arabic page too.
          dir="auto"
          value={phone}
          onChange={(event) => onPhone(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "wallet-phone-error" : "wallet-phone-hint"}
        />
      </FormField>
    </div>
  );
}

function CheckoutForm({ checkout }: { checkout: Checkout }) {
  const t = useT();
  const richT = useRichT();
  const { locale } = useLocale();
  const [method, setMethod] = useState<PaymentMethod | undefined>(checkout.paymentOptions[0]);
  const [network, setNetwork] = useState("");
  const [phone, setPhone] = useState("");
  const finishing = useFinish(checkout.reference);
  const { busy, refused } = finishing;
  const amount = formatMinor(checkout.amountMinor, checkout.currency, locale);
  const wallet = method && isMobileMoneyMethod(method) ? method : undefined;
  const networks: readonly string[] = wallet ? MOBILE_MONEY_NETWORKS[wallet] : [];
  const chosenNetwork = networks.includes(network) ? network : (networks[0] ?? "");

  return (
    <section
      aria-labelledby="sandbox-title"
      className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="@container border-b border-slate-100 bg-slate-50 px-6 py-5 sm:px-8">
        <h1 id="sandbox-title" className="text-lg font-semibold text-slate-900">
          {t("booking.sandbox.form.title")}
        </h1>
        <p className="mt-3 text-sm font-medium text-slate-600">{t("booking.sandbox.form.amountLabel")}</p>
        {/* Smaller on phones; a very long amount breaks after the currency code, then anywhere, never past the card. */}
        <p
          className="mt-1 text-3xl font-bold tracking-tight wrap-anywhere text-slate-900 @sm:text-4xl"
          data-testid="sandbox-amount"
        >
          {amount.replace(/\u00a0/g, " ")}
        </p>
        {/* Written by the server, with the star's name in it. */}
        <p className="mt-2 text-slate-700" dir="auto">
          {checkout.description}
        </p>
      </div>
      <div className="space-y-6 px-6 py-6 sm:px-8">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">{t("booking.sandbox.form.payingAs")}</dt>
            <dd className="font-medium break-all text-slate-900">
              <bdi>{checkout.customerEmail}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("booking.sandbox.form.reference")}</dt>
            <dd className="font-mono text-slate-900 break-all">{checkout.reference}</dd>
          </div>
        </dl>
        <PaymentMethodPicker methods={checkout.paymentOptions} value={method} onChange={setMethod} disabled={busy} />
        {wallet && (
          <WalletFields
            method={wallet}
            phoneCountry={checkout.phoneCountry}
            network={chosenNetwork}
            onNetwork={setNetwork}
            phone={phone}
            onPhone={setPhone}
            error={refused}
          />
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {wallet ? (
            <OutcomeButton
              finish={finishing}
              choice={{ outcome: "prompt", method: wallet, network: chosenNetwork, phone }}
              // A long label: it wraps on a phone rather than overflow the card.
              className="h-auto min-h-12 py-3 whitespace-normal sm:col-span-2"
              icon={<Smartphone aria-hidden="true" />}
            >
              {t("booking.sandbox.form.sendPrompt")}
            </OutcomeButton>
          ) : (
            <OutcomeButton
              finish={finishing}
              choice={{ outcome: "success" }}
              className="sm:col-span-2"
              icon={<Lock aria-hidden="true" />}
            >
              {richT("booking.sandbox.form.pay", { amount: <bdi>{amount}</bdi> })}
            </OutcomeButton>
          )}
          <OutcomeButton
            finish={finishing}
            choice={{ outcome: "failure" }}
            variant="outline"
            icon={<CircleX aria-hidden="true" />}
          >
            {t("booking.sandbox.form.simulateFailure")}
          </OutcomeButton>
          <OutcomeButton
            finish={finishing}
            choice={{ outcome: "cancel" }}
            variant="outline"
            icon={<Undo2 aria-hidden="true" />}
          >
            {t("booking.sandbox.form.cancel")}
          </OutcomeButton>
        </div>
        {busy && (
          <p role="status" className="text-sm text-slate-600">
            {t("booking.sandbox.returning")}
          </p>
        )}
      </div>
    </section>
  );
}

/** A prompt is on the payer's phone: this page plays that phone, whose answer the provider's webhook tells. */
function PhonePrompt({ checkout }: { checkout: Checkout }) {
  const t = useT();
  const { locale } = useLocale();
  const finishing = useFinish(checkout.reference);
  const { busy } = finishing;
  const amount = formatMinor(checkout.amountMinor, checkout.currency, locale).replace(/\u00a0/g, " ");
  return (
    <section
      aria-labelledby="prompt-title"
      className="rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <Smartphone aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <h1 id="prompt-title" className="mt-3 text-xl font-bold tracking-tight text-slate-900">
        {t("booking.sandbox.prompt.title")}
      </h1>
      {/* One string (its line is read whole): the number and the amount isolated as a <bdi> would. */}
      <p className="mt-2 text-slate-600">
        {checkout.wallet
          ? t("booking.sandbox.prompt.walletAsked", {
              network: checkout.wallet.network,
              phone: isolate(checkout.wallet.phone, locale),
              amount: isolate(amount, locale),
            })
          : t("booking.sandbox.prompt.sent", { amount: isolate(amount, locale) })}{" "}
        {t("booking.sandbox.prompt.answerHere")}
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <OutcomeButton finish={finishing} choice={{ outcome: "approve" }} icon={<CircleCheck aria-hidden="true" />}>
          {t("booking.sandbox.prompt.approve")}
        </OutcomeButton>
        <OutcomeButton
          finish={finishing}
          choice={{ outcome: "decline" }}
          variant="outline"
          icon={<CircleX aria-hidden="true" />}
        >
          {t("booking.sandbox.prompt.decline")}
        </OutcomeButton>
      </div>
      {busy && (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t("booking.sandbox.returning")}
        </p>
      )}
    </section>
  );
}

/** /payment/sandbox?reference=: the sandbox provider's hosted checkout, for the payer only. */
export function SandboxCheckout({ reference }: { reference: string }) {
  const t = useT();
  usePageTitle(pageTitle("/payment/sandbox"));
  const checkout = useSandboxCheckout(reference);

  let body: React.ReactNode;
  if (!reference) {
    body = (
      <Message title={t("booking.sandbox.noPayment")}>
        <p>{t("booking.sandbox.noReference")}</p>
      </Message>
    );
  } else if (checkout.isPending) {
    body = <LoadingState label={t("booking.sandbox.loading")} className="py-24 text-base" />;
  } else if (checkout.isError) {
    const status = checkout.error instanceof ApiError ? checkout.error.status : 0;
    body = (
      <Message
        title={status === 404 || status === 403 ? t("booking.sandbox.notFound") : t("booking.sandbox.loadFailed")}
      >
        <p>
          {status === 404 || status === 403 ? t("booking.sandbox.noSuchPayment") : t("booking.sandbox.tryInAMoment")}
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/dashboard">{t("booking.sandbox.toDashboard")}</Link>
        </Button>
      </Message>
    );
  } else if (checkout.data.status === "awaiting_approval") {
    body = <PhonePrompt checkout={checkout.data} />;
  } else if (checkout.data.status !== "initialized") {
    const done = checkout.data.status === "succeeded";
    body = (
      <Message title={done ? t("booking.sandbox.alreadyPaid") : t("booking.sandbox.closedTitle")}>
        <p className="flex items-center justify-center gap-2">
          {done ? (
            <CircleCheck aria-hidden="true" className="size-5 text-emerald-700" />
          ) : (
            <CircleX aria-hidden="true" className="size-5 text-red-700" />
          )}
          {t(CLOSED_TEXT[checkout.data.status])}
        </p>
        <Button asChild className="mt-6">
          <Link to={`${PAYMENT_RETURN_PATH}?reference=${encodeURIComponent(reference)}`}>
            {t("booking.sandbox.seeResult")}
          </Link>
        </Button>
      </Message>
    );
  } else {
    body = <CheckoutForm checkout={checkout.data} />;
  }

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6 sm:py-16">
        <SandboxBanner />
        {body}
      </div>
    </div>
  );
}
