import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, CircleX, Clock, Loader2, RotateCcw, TriangleAlert } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { PLANS } from "@/shared/plans";
import type { VerifyPaymentResponse } from "@/shared/schemas/payments";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";
import { sessionQueryOptions } from "@/web/lib/session";
import { usePageTitle } from "@/web/lib/use-page-title";
import { cn } from "@/web/lib/utils";
import { mySubscriptionQueryOptions } from "../api/get-my-subscription";
import { PENDING_POLL_LIMIT, useVerifyPayment, verifyPaymentQueryOptions } from "../api/verify-payment";

type Tone = "success" | "danger" | "neutral" | "waiting";

const TONES: Record<Tone, { icon: typeof CircleCheck; ring: string }> = {
  success: { icon: CircleCheck, ring: "bg-emerald-50 text-emerald-700" },
  danger: { icon: CircleX, ring: "bg-red-50 text-red-700" },
  neutral: { icon: TriangleAlert, ring: "bg-amber-50 text-amber-800" },
  waiting: { icon: Clock, ring: "bg-brand-50 text-brand-700" },
};

function Outcome({
  tone,
  title,
  children,
  actions,
  live = false,
}: {
  tone: Tone;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  live?: boolean;
}) {
  const { icon: Icon, ring } = TONES[tone];
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className={cn("inline-flex size-16 items-center justify-center rounded-full", ring)}>
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-3 space-y-2 text-slate-600" role={live ? "status" : undefined}>
        {children}
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </div>
  );
}

const toDashboard = (label = "Go to dashboard") => (
  <Button asChild size="lg">
    <Link to="/dashboard">{label}</Link>
  </Button>
);

function retryLink(result: VerifyPaymentResponse) {
  if (result.purpose === "subscription" && result.plan) {
    return (
      <Button asChild size="lg">
        <Link to={`/payment?plan=${result.plan}`}>Try again</Link>
      </Button>
    );
  }
  // An unpaid request waits on the dashboard with 'Complete payment'.
  return toDashboard("Back to my requests");
}

type ResultProps = {
  result: VerifyPaymentResponse;
  /** Answers received so far: polling stops after PENDING_POLL_LIMIT. */
  answers: number;
  checking: boolean;
  onCheckAgain: () => void;
};

function Result({ result, answers, checking, onCheckAgain }: ResultProps) {
  const forRequest = result.purpose === "request";
  switch (result.status) {
    case "succeeded":
      return (
        <Outcome tone="success" title="Payment successful" actions={toDashboard()}>
          <p className="text-lg">
            {forRequest
              ? `Your video request has been sent to ${result.celebrityName ?? "the celebrity"}`
              : "Your payment has been processed successfully"}
          </p>
          <p>
            {forRequest
              ? "We'll let you know as soon as your video is ready. You can follow your request on your dashboard."
              : `Your ${result.plan ? `${PLANS[result.plan].name} plan` : "plan"} is active. Request a video from a celebrity's profile: the request dialog tells you when your plan covers it.`}
          </p>
        </Outcome>
      );
    case "failed":
      return (
        <Outcome tone="danger" title="Payment failed" actions={retryLink(result)}>
          <p>Your payment didn't go through, and no money was taken.</p>
          <p>
            {forRequest
              ? "Your request is saved: choose Complete payment on your dashboard to try again, perhaps with another card or payment method."
              : "Please try again, perhaps with another card or payment method."}
          </p>
        </Outcome>
      );
    case "cancelled":
      return (
        <Outcome tone="neutral" title="Payment cancelled" actions={retryLink(result)}>
          <p>You cancelled the payment, and no money was taken.</p>
          {forRequest && <p>Your request is saved: complete the payment from your dashboard whenever you're ready.</p>}
        </Outcome>
      );
    case "pending":
      return <Pending result={result} answers={answers} checking={checking} onCheckAgain={onCheckAgain} />;
  }
}

function Pending({ result, answers, checking, onCheckAgain }: ResultProps) {
  const stillPolling = answers < PENDING_POLL_LIMIT;
  return (
    <Outcome
      tone="waiting"
      title="Payment pending"
      live
      actions={
        <>
          <Button
            icon={<RotateCcw aria-hidden="true" />}
            size="lg"
            variant="outline"
            onClick={onCheckAgain}
            pending={checking}
          >
            Check again
          </Button>
          {toDashboard()}
        </>
      }
    >
      <p>We're waiting for your payment provider to confirm this payment (mobile money can take a few minutes).</p>
      <p>
        {stillPolling
          ? "This page checks again automatically."
          : "It hasn't been confirmed yet: it completes on its own when the provider confirms."}{" "}
        {result.purpose === "request"
          ? `Your request goes to ${result.celebrityName ?? "the celebrity"} as soon as it's confirmed, and your dashboard shows it.`
          : "Your plan starts as soon as it's confirmed."}
      </p>
    </Outcome>
  );
}

/** The reference and transaction id the provider sent back (Flutterwave: tx_ref, transaction_id; Paystack: trxref). */
function useCallbackInput() {
  const [searchParams] = useSearchParams();
  const reference = searchParams.get("reference") ?? searchParams.get("tx_ref") ?? searchParams.get("trxref") ?? "";
  const transactionId = searchParams.get("transaction_id") ?? undefined;
  const redirectStatus = searchParams.get("status") ?? undefined;
  return { reference, transactionId, redirectStatus };
}

/**
 * /payment/callback: where the payment provider sends the payer back. The server verifies the payment
 * with the provider (never trusting the redirect's own status) and says how it ended.
 */
export function PaymentCallback() {
  const input = useCallbackInput();
  const location = useLocation();
  const verify = useVerifyPayment(input);
  const queryClient = useQueryClient();
  const status = verify.data?.status;
  usePageTitle(
    status === "succeeded"
      ? "Payment successful"
      : status === "failed"
        ? "Payment failed"
        : status === "cancelled"
          ? "Payment cancelled"
          : status === "pending"
            ? "Payment pending"
            : "Checking your payment",
  );

  useEffect(() => {
    // The fan's requests and plan changed: what was cached before the checkout is stale (not the payment
    // itself, which this page is still reading).
    if (status === "succeeded") {
      for (const queryKey of [
        sessionQueryOptions().queryKey,
        privateKeys.myRequests.all,
        mySubscriptionQueryOptions().queryKey,
      ])
        void queryClient.invalidateQueries({ queryKey });
    }
  }, [status, queryClient]);

  if (!input.reference) {
    return (
      <Outcome tone="neutral" title="Payment not found" actions={toDashboard()}>
        <p>This link has no payment reference. Your requests and their payments are on your dashboard.</p>
      </Outcome>
    );
  }
  if (verify.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-24 text-slate-600">
        <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
        <h1 className="text-xl font-semibold text-slate-900">Checking your payment…</h1>
        <p>This takes a moment while we confirm it with the payment provider.</p>
      </div>
    );
  }
  if (verify.isError) {
    const error = verify.error;
    if (error instanceof ApiError && error.status === 401) {
      return (
        <Outcome
          tone="neutral"
          title="Log in to see your payment"
          actions={
            <Button asChild size="lg">
              <Link to="/login" state={{ from: `${location.pathname}${location.search}` }}>
                Log in
              </Link>
            </Button>
          }
        >
          <p>Your session has ended. Log in with the account you paid with and we'll check this payment.</p>
        </Outcome>
      );
    }
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 403);
    return (
      <Outcome
        tone="danger"
        title={notFound ? "Payment not found" : "We couldn't check your payment"}
        actions={
          notFound ? (
            toDashboard()
          ) : (
            <>
              <Button size="lg" variant="outline" onClick={() => verify.refetch()}>
                <RotateCcw aria-hidden="true" /> Try again
              </Button>
              {toDashboard()}
            </>
          )
        }
      >
        <p>
          {notFound
            ? "We have no payment with this reference on your account."
            : "Something went wrong while confirming your payment with the provider. If money was taken, your payment completes automatically once the provider confirms it."}
        </p>
      </Outcome>
    );
  }
  return (
    <Result
      result={verify.data}
      answers={queryClient.getQueryState(verifyPaymentQueryOptions(input).queryKey)?.dataUpdateCount ?? 0}
      checking={verify.isFetching}
      onCheckAgain={() => verify.refetch()}
    />
  );
}
