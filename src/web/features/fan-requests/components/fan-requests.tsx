import { CreditCard, Play, Video, XCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { shortRequestId } from "@/shared/booking";
import { pageHref } from "@/shared/client-routes";
import { canApply } from "@/shared/request-status";
import type { VideoRequest } from "@/shared/schemas/requests";
import { CelebrityThumb } from "@/web/components/celebrity-thumb";
import { RequestStatusBadge } from "@/web/components/request-status-badge";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate, formatDay, formatMinor } from "@/web/lib/format";
import { useCheckoutRequest } from "../api/checkout-request";
import { useMyRequests } from "../api/get-my-requests";
import { useLiveMyRequests } from "../hooks/use-live-my-requests";
import { BrowseCelebritiesLink } from "./browse-celebrities-link";
import { CancelRequestDialog } from "./cancel-request-dialog";
import { RefundNote } from "./refund-note";
import { VideoPlayerDialog } from "./video-player-dialog";

/** One line on where the request stands, in the fan's words. */
function progressNote(request: VideoRequest): string {
  const name = request.celebrity.fullName;
  switch (request.status) {
    case "awaiting_payment":
      return `Complete the payment to send your request to ${name}.`;
    case "pending":
      return `Waiting for ${name} to accept${request.expiresAt ? ` (by ${formatDate(request.expiresAt)})` : ""}.`;
    case "accepted":
      return request.videoStatus === "processing" || request.videoStatus === "ready"
        ? `${name} has recorded your video: we're getting it ready.`
        : `${name} accepted and is recording your video.`;
    case "completed":
      return `Delivered ${formatDate(request.completedAt)}.`;
    case "declined":
      return `${name} declined${request.declineReason ? `: ${request.declineReason}` : "."}`;
    case "cancelled":
      return "You cancelled this request.";
    case "expired":
      return `${name} didn't deliver in time.`;
  }
}

function paidLabel(request: VideoRequest): string | null {
  if (request.coveredBySubscription) return "Covered by your plan";
  if (request.status === "awaiting_payment") return `To pay: ${formatMinor(request.amountMinor, request.currency)}`;
  return request.paidAt ? `Paid ${formatMinor(request.amountMinor, request.currency)}` : null;
}

function RequestRow({ request, onWatch }: { request: VideoRequest; onWatch: (request: VideoRequest) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const checkout = useCheckoutRequest();
  const state = { status: request.status, paid: !!request.paidAt, refund: request.refundStatus };
  const canPay = canApply(state, "pay");
  const canCancel = canApply(state, "cancel");
  const paid = paidLabel(request);
  const titleId = `fan-request-${request.id}`;

  const pay = () =>
    checkout.mutate(request.id, {
      onSuccess: ({ checkoutUrl }) => {
        setRedirecting(true);
        window.location.assign(checkoutUrl);
      },
      onError: (error) =>
        toast.error("Couldn't open the payment", {
          description: errorMessage(error, "Something went wrong. Please try again."),
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
                {request.celebrity.fullName}
              </Link>
            </h3>
            <RequestStatusBadge status={request.status} />
          </div>
          <p className="mt-0.5 text-sm text-slate-600">
            {[
              request.occasion,
              request.recipientName && `for ${request.recipientName}`,
              `#${shortRequestId(request.id)}`,
              `Requested ${formatDate(request.createdAt)}`,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <p className="mt-2 line-clamp-2 text-sm text-slate-700">“{request.message}”</p>
          <p className="mt-2 text-sm text-slate-600">{progressNote(request)}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
            {paid && <span>{paid}</span>}
            {request.deadline && <span>· Wanted by {formatDay(request.deadline)}</span>}
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
                <Play aria-hidden="true" className="ml-0.5 size-4 fill-current" />
              </span>
            </span>
            <span className="sr-only">Watch your video from {request.celebrity.fullName}</span>
          </button>
        )}
      </div>
      {(canPay || canCancel || request.status === "completed") && (
        <div className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          {request.status === "completed" && (
            <Button size="sm" onClick={() => onWatch(request)}>
              <Play aria-hidden="true" /> Watch
            </Button>
          )}
          {canPay && (
            <Button
              icon={<CreditCard aria-hidden="true" />}
              size="sm"
              onClick={pay}
              pending={checkout.isPending || redirecting}
            >
              Complete payment
            </Button>
          )}
          {canCancel && (
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)} disabled={redirecting}>
              <XCircle aria-hidden="true" /> Cancel
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
export function FanRequests() {
  const requests = useMyRequests();
  const [watching, setWatching] = useState<VideoRequest | null>(null);
  const [playerOpen, setPlayerOpen] = useState(false);
  useLiveMyRequests();

  const watch = (request: VideoRequest) => {
    setWatching(request);
    setPlayerOpen(true);
  };

  let body: React.ReactNode;
  if (requests.isPending) body = <LoadingState label="Loading your requests…" />;
  else if (requests.isError) {
    body = <ErrorState message="We couldn't load your requests." onRetry={() => requests.refetch()} />;
  } else if (requests.data.length === 0) {
    body = (
      <EmptyState title="No requests yet" icon={Video} action={<BrowseCelebritiesLink />}>
        Find a star you love and request a personalised video: it will show up here.
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
      <div className="flex items-center justify-between gap-3">
        <h2 id="fan-requests-heading" className="text-lg font-semibold text-slate-900">
          My requests
        </h2>
        {requests.data && requests.data.length > 0 && (
          <Button asChild variant="link" size="sm" className="h-auto px-0">
            <Link to="/dashboard/videos">My videos</Link>
          </Button>
        )}
      </div>
      {body}
      {watching && <VideoPlayerDialog request={watching} open={playerOpen} onOpenChange={setPlayerOpen} />}
    </section>
  );
}
