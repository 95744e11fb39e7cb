import { CircleCheck, CircleX, FlaskConical, Lock, Smartphone, Undo2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { pageTitle } from "@/shared/client-routes";
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
import { usePageTitle } from "@/web/lib/use-page-title";
import { type SandboxOutcome, useCompleteSandboxCheckout } from "../api/complete-sandbox-checkout";
import { useSandboxCheckout } from "../api/get-sandbox-checkout";
import { PaymentMethodPicker } from "./payment-methods";

const STATUS_TEXT: Record<Exclude<Checkout["status"], "initialized" | "awaiting_approval">, string> = {
  succeeded: "has already been paid",
  failed: "has already failed",
  cancelled: "was cancelled",
};

function SandboxBanner() {
  return (
    <div className="flex items-start gap-3 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-amber-900">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">Salamu test checkout (sandbox) — no real money moves</p>
        <p className="mt-0.5 text-sm">
          This page stands in for a payment provider while Salamu runs in test mode. Choose how the payment ends.
        </p>
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
          toast.error("Payment could not be completed", {
            description: errorMessage(error, "Something went wrong. Please try again."),
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
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4">
      {MOBILE_MONEY_NETWORKS[method].length > 1 && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Your wallet</legend>
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
        label="Mobile money number"
        hint={`The phone that approves the payment${isPhoneCountry(phoneCountry) ? ` (${dialCode(phoneCountry)} …)` : ""}.`}
        error={error}
      >
        <Input
          id="wallet-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
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
  const [method, setMethod] = useState<PaymentMethod | undefined>(checkout.paymentOptions[0]);
  const [network, setNetwork] = useState("");
  const [phone, setPhone] = useState("");
  const finishing = useFinish(checkout.reference);
  const { busy, refused } = finishing;
  const amount = formatMinor(checkout.amountMinor, checkout.currency);
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
          Complete your payment
        </h1>
        <p className="mt-3 text-sm font-medium text-slate-600">Amount to pay</p>
        {/* Smaller on phones; a very long amount breaks after the currency code, then anywhere, never past the card. */}
        <p
          className="mt-1 text-3xl font-bold tracking-tight wrap-anywhere text-slate-900 @sm:text-4xl"
          data-testid="sandbox-amount"
        >
          {amount.replace(/\u00a0/g, " ")}
        </p>
        <p className="mt-2 text-slate-700">{checkout.description}</p>
      </div>
      <div className="space-y-6 px-6 py-6 sm:px-8">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">Paying as</dt>
            <dd className="font-medium break-all text-slate-900">{checkout.customerEmail}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Reference</dt>
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
              Send the payment prompt to my phone
            </OutcomeButton>
          ) : (
            <OutcomeButton
              finish={finishing}
              choice={{ outcome: "success" }}
              className="sm:col-span-2"
              icon={<Lock aria-hidden="true" />}
            >
              Pay {amount}
            </OutcomeButton>
          )}
          <OutcomeButton
            finish={finishing}
            choice={{ outcome: "failure" }}
            variant="outline"
            icon={<CircleX aria-hidden="true" />}
          >
            Simulate failure
          </OutcomeButton>
          <OutcomeButton
            finish={finishing}
            choice={{ outcome: "cancel" }}
            variant="outline"
            icon={<Undo2 aria-hidden="true" />}
          >
            Cancel
          </OutcomeButton>
        </div>
        {busy && (
          <p role="status" className="text-sm text-slate-600">
            Returning to Salamu…
          </p>
        )}
      </div>
    </section>
  );
}

/** A prompt is on the payer's phone: this page plays that phone, whose answer the provider's webhook tells. */
function PhonePrompt({ checkout }: { checkout: Checkout }) {
  const finishing = useFinish(checkout.reference);
  const { busy } = finishing;
  const amount = formatMinor(checkout.amountMinor, checkout.currency);
  return (
    <section
      aria-labelledby="prompt-title"
      className="rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <Smartphone aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <h1 id="prompt-title" className="mt-3 text-xl font-bold tracking-tight text-slate-900">
        Approve the payment on your phone
      </h1>
      <p className="mt-2 text-slate-600">
        {checkout.wallet
          ? `${checkout.wallet.network} asked ${checkout.wallet.phone} to approve ${amount.replace(/\u00a0/g, " ")}.`
          : `A prompt to approve ${amount.replace(/\u00a0/g, " ")} was sent to your phone.`}{" "}
        In this test checkout, answer it here as the phone would.
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <OutcomeButton finish={finishing} choice={{ outcome: "approve" }} icon={<CircleCheck aria-hidden="true" />}>
          Approve on the phone
        </OutcomeButton>
        <OutcomeButton
          finish={finishing}
          choice={{ outcome: "decline" }}
          variant="outline"
          icon={<CircleX aria-hidden="true" />}
        >
          Decline on the phone
        </OutcomeButton>
      </div>
      {busy && (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Returning to Salamu…
        </p>
      )}
    </section>
  );
}

/** /payment/sandbox?reference=: the sandbox provider's hosted checkout, for the payer only. */
export function SandboxCheckout({ reference }: { reference: string }) {
  usePageTitle(pageTitle("/payment/sandbox"));
  const checkout = useSandboxCheckout(reference);

  let body: React.ReactNode;
  if (!reference) {
    body = (
      <Message title="No payment to show">
        <p>This checkout link has no payment reference.</p>
      </Message>
    );
  } else if (checkout.isPending) {
    body = <LoadingState label="Loading checkout…" className="py-24 text-base" />;
  } else if (checkout.isError) {
    const status = checkout.error instanceof ApiError ? checkout.error.status : 0;
    body = (
      <Message title={status === 404 || status === 403 ? "Payment not found" : "We couldn't load this checkout"}>
        <p>
          {status === 404 || status === 403
            ? "There is no test payment with this reference on your account."
            : "Please try again in a moment."}
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/dashboard">Go to dashboard</Link>
        </Button>
      </Message>
    );
  } else if (checkout.data.status === "awaiting_approval") {
    body = <PhonePrompt checkout={checkout.data} />;
  } else if (checkout.data.status !== "initialized") {
    const done = checkout.data.status === "succeeded";
    body = (
      <Message title={done ? "Already paid" : "This payment is closed"}>
        <p className="flex items-center justify-center gap-2">
          {done ? (
            <CircleCheck aria-hidden="true" className="size-5 text-emerald-700" />
          ) : (
            <CircleX aria-hidden="true" className="size-5 text-red-700" />
          )}
          This test payment {STATUS_TEXT[checkout.data.status]}.
        </p>
        <Button asChild className="mt-6">
          <Link to={`${PAYMENT_RETURN_PATH}?reference=${encodeURIComponent(reference)}`}>See the result</Link>
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
