import { CreditCard, Play, Video, XCircle, Zap } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { DEFAULT_DECLINE_REASON, shortRequestId } from "@/shared/booking";
import { pageHref } from "@/shared/client-routes";
import type { Locale } from "@/shared/locales";
import { canApply } from "@/shared/request-status";
import type { VideoRequest } from "@/shared/schemas/requests";
import { CelebrityThumb } from "@/web/components/celebrity-thumb";
import { RequestStatusBadge } from "@/web/components/request-status-badge";
import { RequestThread } from "@/web/components/request-thread";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-client";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { formatDate, formatDay, formatMinor } from "@/web/lib/format";
import { useIsolate, useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { useCheckoutRequest } from "../api/checkout-request";
import { useMyRequests } from "../api/get-my-requests";
import { useLiveMyRequests } from "../hooks/use-live-my-requests";
import { BrowseCelebritiesLink } from "./browse-celebrities-link";
import { CancelRequestDialog } from "./cancel-request-dialog";
import { RefundNote } from "./refund-note";
import { VideoPlayerDialog } from "./video-player-dialog";

type Translate = ReturnType<typeof useT>;

/** One line on where the request stands, in the fan's words. */
function progressNote(request: VideoRequest, t: Translate, locale: Locale, isolate: (text: string) => string): string {
  const name = isolate(request.celebrity.fullName);
  switch (request.status) {
    case "awaiting_payment":
      return t("account.fanRequests.note.awaitingPayment", { name });
    case "pending":
      return request.expiresAt
        ? t("account.fanRequests.note.pendingBy", { name, date: formatDate(request.expiresAt, locale) })
        : t("account.fanRequests.note.pending", { name });
    case "accepted":
      return request.videoStatus === "processing" || request.videoStatus === "ready"
        ? t("account.fanRequests.note.recorded", { name })
        : t("account.fanRequests.note.accepted", { name });
    case "completed":
      return t("account.fanRequests.note.completed", { date: formatDate(request.completedAt, locale) });
    case "declined":
      return request.declineReason
        ? t("account.fanRequests.note.declinedBecause", {
            name,
            reason:
              request.declineReason === DEFAULT_DECLINE_REASON
                ? t("account.decline.defaultReason")
                : isolate(request.declineReason),
          })
        : t("account.fanRequests.note.declined", { name });
    case "cancelled":
      return t("account.fanRequests.note.cancelled");
    case "expired":
      return t("account.fanRequests.note.expired", { name });
  }
}

function paidLabel(request: VideoRequest, t: Translate, locale: Locale): string | null {
  const amount = formatMinor(request.amountMinor, request.currency, locale);
  if (request.coveredBySubscription) return t("account.fanRequests.coveredByPlan");
  if (request.status === "awaiting_payment") return t("account.fanRequests.toPay", { amount });
  return request.paidAt ? t("account.fanRequests.paid", { amount }) : null;
}

function RequestRow({ request, onWatch }: { request: VideoRequest; onWatch: (request: VideoRequest) => void }) {
  const t = useT();
  const { locale } = useLocale();
  const names = useCatalogueNames();
  const isolate = useIsolate();
  const [confirming, setConfirming] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const checkout = useCheckoutRequest();
  const state = { status: request.status, paid: !!request.paidAt, refund: request.refundStatus };
  const canPay = canApply(state, "pay");
  const canCancel = canApply(state, "cancel");
  const paid = paidLabel(request, t, locale);
  const titleId = `fan-request-${request.id}`;

  const pay = () =>
    checkout.mutate(request.id, {
      onSuccess: ({ checkoutUrl }) => {
        setRedirecting(true);
        window.location.assign(checkoutUrl);
      },
      onError: (error) =>
        toast.error(t("account.fanRequests.paymentFailed"), {
          description: errorMessage(error, t("account.common.somethingWrong")),
        }),
    });

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex gap-4">
        <CelebrityThumb name={request.celebrity.fullName} imageUrl={request.celebrity.imageUrl} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 id={titleId} className="font-semibold text-slate-900">
              <Link
                to={pageHref("/celebrity/:username", { username: request.celebrity.username })}
                className="hover:underline"
              >
                <bdi>{request.celebrity.fullName}</bdi>
              </Link>
            </h3>
            <RequestStatusBadge status={request.status} />
            {request.rush && (
              <Badge variant="warning" data-testid="fan-rush">
                <Zap aria-hidden="true" /> {t("account.requestCard.rush")}
              </Badge>
            )}
          </div>
          <p className="mt-0.5 text-sm text-slate-600">
            {/* One string (tests and screen readers read it whole): the recipient's name isolated as a <bdi> would. */}
            {[
              request.occasion && names.occasion(request.occasion),
              request.recipientName && t("account.fanRequests.forRecipient", { name: isolate(request.recipientName) }),
              request.recordingLanguage &&
                t("account.fanRequests.recordedIn", { language: names.starLanguage(request.recordingLanguage) }),
              `#${shortRequestId(request.id)}`,
              t("account.fanRequests.requested", { date: formatDate(request.createdAt, locale) }),
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <p dir="auto" className="mt-2 line-clamp-2 text-sm text-slate-700">
            {t("account.fanRequests.quoted", { message: request.message })}
          </p>
          <p className="mt-2 text-sm text-slate-600">{progressNote(request, t, locale, isolate)}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
            {paid && <span>{paid}</span>}
            {request.deadline && (
              <span>· {t("account.fanRequests.wantedBy", { date: formatDay(request.deadline, locale) })}</span>
            )}
            <RefundNote request={request} />
          </div>
        </div>
        {request.posterUrl && (
          <button
            type="button"
            onClick={() => onWatch(request)}
            className="group relative hidden aspect-video w-36 shrink-0 self-start overflow-hidden rounded-xl bg-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:block"
          >
            <img src={request.posterUrl} alt="" loading="lazy" className="size-full object-cover" />
            <span className="absolute inset-0 flex items-center justify-center">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow transition-transform group-hover:scale-105">
                <Play aria-hidden="true" className="ms-0.5 size-4 fill-current" />
              </span>
            </span>
            <span className="sr-only">
              {t("account.fanRequests.watchFrom", { name: isolate(request.celebrity.fullName) })}
            </span>
          </button>
        )}
      </div>
      <RequestThread request={request} party="fan" />
      {(canPay || canCancel || request.status === "completed") && (
        <div className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          {request.status === "completed" && (
            <Button size="sm" onClick={() => onWatch(request)}>
              <Play aria-hidden="true" /> {t("account.common.watch")}
            </Button>
          )}
          {canPay && (
            <Button
              icon={<CreditCard aria-hidden="true" />}
              size="sm"
              onClick={pay}
              pending={checkout.isPending || redirecting}
            >
              {t("account.fanRequests.completePayment")}
            </Button>
          )}
          {canCancel && (
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)} disabled={redirecting}>
              <XCircle aria-hidden="true" /> {t("common.dialog.cancel")}
            </Button>
          )}
        </div>
      )}
      {canCancel && <CancelRequestDialog request={request} open={confirming} onOpenChange={setConfirming} />}
    </li>
  );
}

/**
 * The fan's requests (dashboard): celebrity, occasion, short id, date, status and refund, with Complete
 * payment, Cancel and Watch. Updates live when the server reports a change.
 */
export function FanRequests({ titled = true }: { titled?: boolean }) {
  const t = useT();
  const requests = useMyRequests();
  const [watching, setWatching] = useState<VideoRequest | null>(null);
  const [playerOpen, setPlayerOpen] = useState(false);
  useLiveMyRequests();

  const watch = (request: VideoRequest) => {
    setWatching(request);
    setPlayerOpen(true);
  };

  let body: React.ReactNode;
  if (requests.isPending) body = <LoadingState label={t("account.fanRequests.loading")} />;
  else if (requests.isError) {
    body = <ErrorState message={t("account.fanRequests.loadError")} onRetry={() => requests.refetch()} />;
  } else if (requests.data.length === 0) {
    body = (
      <EmptyState title={t("account.fanRequests.emptyTitle")} icon={Video} action={<BrowseCelebritiesLink />}>
        {t("account.fanRequests.emptyText")}
      </EmptyState>
    );
  } else {
    body = (
      <ul className="space-y-3">
        {requests.data.map((request) => (
          <RequestRow key={request.id} request={request} onWatch={watch} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="fan-requests-heading" className="space-y-4">
      <div className={cn("flex items-center justify-between gap-3", !titled && "justify-end")}>
        {/* On its own page the page's title already says it: the heading stays for screen readers. */}
        <h2 id="fan-requests-heading" className={cn("text-lg font-semibold text-slate-900", !titled && "sr-only")}>
          {t("account.fanRequests.title")}
        </h2>
        {requests.data && requests.data.length > 0 && (
          <Button asChild variant="link" size="sm" className="h-auto px-0">
            <Link to="/dashboard/videos">{t("account.fanRequests.myVideos")}</Link>
          </Button>
        )}
      </div>
      {body}
      {watching && <VideoPlayerDialog request={watching} open={playerOpen} onOpenChange={setPlayerOpen} />}
    </section>
  );
}
