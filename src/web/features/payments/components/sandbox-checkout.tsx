import { CircleCheck, CircleX, FlaskConical, Lock, Undo2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { pageTitle } from "@/shared/client-routes";
import { PAYMENT_RETURN_PATH, type PaymentMethod } from "@/shared/payments";
import type { SandboxCheckout as Checkout } from "@/shared/schemas/payments";
import { LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { formatMinor } from "@/web/lib/format";
import { usePageTitle } from "@/web/lib/use-page-title";
import { type SandboxOutcome, useCompleteSandboxCheckout } from "../api/complete-sandbox-checkout";
import { useSandboxCheckout } from "../api/get-sandbox-checkout";
import { PaymentMethodPicker } from "./payment-methods";

const STATUS_TEXT: Record<Exclude<Checkout["status"], "initialized">, string> = {
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

function CheckoutForm({ checkout }: { checkout: Checkout }) {
  const [method, setMethod] = useState<PaymentMethod | undefined>(checkout.paymentOptions[0]);
  const [chosen, setChosen] = useState<SandboxOutcome>();
  const complete = useCompleteSandboxCheckout();
  const amount = formatMinor(checkout.amountMinor, checkout.currency);
  const busy = chosen !== undefined;

  const finish = (outcome: SandboxOutcome) => {
    setChosen(outcome);
    complete.mutate(
      { reference: checkout.reference, outcome },
      {
        // The provider's redirect back to Salamu, as a real checkout would do it.
        onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
        onError: (error) => {
          setChosen(undefined);
          toast.error("Payment could not be completed", {
            description: errorMessage(error, "Something went wrong. Please try again."),
          });
        },
      },
    );
  };

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
        <div className="grid gap-3 sm:grid-cols-2">
          <Button
            size="lg"
            className="sm:col-span-2"
            icon={<Lock aria-hidden="true" />}
            disabled={busy}
            pending={chosen === "success"}
            onClick={() => finish("success")}
          >
            Pay {amount}
          </Button>
          <Button
            size="lg"
            variant="outline"
            icon={<CircleX aria-hidden="true" />}
            disabled={busy}
            pending={chosen === "failure"}
            onClick={() => finish("failure")}
          >
            Simulate failure
          </Button>
          <Button
            size="lg"
            variant="outline"
            icon={<Undo2 aria-hidden="true" />}
            disabled={busy}
            pending={chosen === "cancel"}
            onClick={() => finish("cancel")}
          >
            Cancel
          </Button>
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
