import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, CircleX, Clock, Loader2, RotateCcw, TriangleAlert } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import type { VerifyPaymentResponse } from "@/shared/schemas/payments";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-client";
import { isolate, useLocale, useRichT, useT } from "@/web/lib/i18n";
import { planName } from "@/web/lib/plan-labels";
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

function ToDashboard({ label }: { label?: string }) {
  const t = useT();
  return (
    <Button asChild size="lg">
      <Link to="/dashboard">{label ?? t("booking.result.toDashboard")}</Link>
    </Button>
  );
}

function RetryLink({ result }: { result: VerifyPaymentResponse }) {
  const t = useT();
  if (result.purpose === "subscription" && result.plan) {
    return (
      <Button asChild size="lg">
        <Link to={`/payment?plan=${result.plan}`}>{t("booking.result.tryAgain")}</Link>
      </Button>
    );
  }
  // An unpaid request waits on the dashboard with 'Complete payment'.
  return <ToDashboard label={t("booking.result.backToRequests")} />;
}

type ResultProps = {
  result: VerifyPaymentResponse;
  /** Answers received so far: polling stops after PENDING_POLL_LIMIT. */
  answers: number;
  checking: boolean;
  onCheckAgain: () => void;
};

function Result({ result, answers, checking, onCheckAgain }: ResultProps) {
  const t = useT();
  const { locale } = useLocale();
  const forRequest = result.purpose === "request";
  switch (result.status) {
    case "succeeded":
      return (
        <Outcome tone="success" title={t("booking.result.succeeded.title")} actions={<ToDashboard />}>
          {/* One string (its line is read whole): the star's name isolated as a <bdi> would. */}
          <p className="text-lg">
            {forRequest
              ? result.celebrityName
                ? t("booking.result.succeeded.requestSent", { name: isolate(result.celebrityName, locale) })
                : t("booking.result.succeeded.requestSentToCelebrity")
              : t("booking.result.succeeded.paymentProcessed")}
          </p>
          <p>
            {forRequest
              ? t("booking.result.succeeded.requestNext")
              : result.plan
                ? t("booking.result.succeeded.namedPlanActive", { plan: planName(t, result.plan) })
                : t("booking.result.succeeded.planActive")}
          </p>
        </Outcome>
      );
    case "failed":
      return (
        <Outcome tone="danger" title={t("booking.result.failed.title")} actions={<RetryLink result={result} />}>
          <p>{t("booking.result.failed.noMoneyTaken")}</p>
          <p>{forRequest ? t("booking.result.failed.requestSaved") : t("booking.result.failed.tryAgain")}</p>
        </Outcome>
      );
    case "cancelled":
      return (
        <Outcome tone="neutral" title={t("booking.result.cancelled.title")} actions={<RetryLink result={result} />}>
          <p>{t("booking.result.cancelled.noMoneyTaken")}</p>
          {forRequest && <p>{t("booking.result.cancelled.requestSaved")}</p>}
        </Outcome>
      );
    case "pending":
      return <Pending result={result} answers={answers} checking={checking} onCheckAgain={onCheckAgain} />;
  }
}

function Pending({ result, answers, checking, onCheckAgain }: ResultProps) {
  const t = useT();
  const richT = useRichT();
  const stillPolling = answers < PENDING_POLL_LIMIT;
  return (
    <Outcome
      tone="waiting"
      title={t("booking.result.pending.title")}
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
            {t("booking.result.pending.checkAgain")}
          </Button>
          <ToDashboard />
        </>
      }
    >
      <p>{t("booking.result.pending.waiting")}</p>
      <p>
        {stillPolling ? t("booking.result.pending.checksAutomatically") : t("booking.result.pending.notConfirmedYet")}{" "}
        {result.purpose === "request"
          ? result.celebrityName
            ? richT("booking.result.pending.requestGoesTo", { name: <bdi>{result.celebrityName}</bdi> })
            : t("booking.result.pending.requestGoesToCelebrity")
          : t("booking.result.pending.planStarts")}
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
  const t = useT();
  const status = verify.data?.status;
  usePageTitle(
    status === "succeeded"
      ? t("booking.result.succeeded.title")
      : status === "failed"
        ? t("booking.result.failed.title")
        : status === "cancelled"
          ? t("booking.result.cancelled.title")
          : status === "pending"
            ? t("booking.result.pending.title")
            : t("booking.result.checkingTitle"),
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
      <Outcome tone="neutral" title={t("booking.result.notFound")} actions={<ToDashboard />}>
        <p>{t("booking.result.noReference")}</p>
      </Outcome>
    );
  }
  if (verify.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-24 text-slate-600">
        <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
        <h1 className="text-xl font-semibold text-slate-900">{t("booking.result.checking")}</h1>
        <p>{t("booking.result.checkingMoment")}</p>
      </div>
    );
  }
  if (verify.isError) {
    const error = verify.error;
    if (error instanceof ApiError && error.status === 401) {
      return (
        <Outcome
          tone="neutral"
          title={t("booking.result.logInTitle")}
          actions={
            <Button asChild size="lg">
              <Link to="/login" state={{ from: `${location.pathname}${location.search}` }}>
                {t("booking.result.logIn")}
              </Link>
            </Button>
          }
        >
          <p>{t("booking.result.sessionEnded")}</p>
        </Outcome>
      );
    }
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 403);
    return (
      <Outcome
        tone="danger"
        title={notFound ? t("booking.result.notFound") : t("booking.result.checkFailedTitle")}
        actions={
          notFound ? (
            <ToDashboard />
          ) : (
            <>
              <Button size="lg" variant="outline" onClick={() => verify.refetch()}>
                <RotateCcw aria-hidden="true" /> {t("booking.result.tryAgain")}
              </Button>
              <ToDashboard />
            </>
          )
        }
      >
        <p>{notFound ? t("booking.result.noSuchPayment") : t("booking.result.checkFailed")}</p>
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
