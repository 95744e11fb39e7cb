import { shortRequestId } from "@/shared/booking";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Price } from "@/web/components/price";
import { RequestStatusBadge } from "@/web/components/request-status-badge";
import { formatDate, formatDay, formatMinor } from "@/web/lib/format";
import { cn } from "@/web/lib/utils";
import type { RequestActionHandlers } from "../hooks/use-request-actions";
import { expiryLabel } from "../lib/format";
import { ExpandableMessage } from "./expandable-message";
import { RequestActions } from "./request-actions";
import { VideoStatusNote } from "./status-badges";

/**
 * What the celebrity earns from a request, as fixed when the fan paid (ADR 032): in the currency paid, after
 * the fee of that moment. Later fee or rate changes never alter it.
 */
export function YouEarn({ request, className }: { request: VideoRequest; className?: string }) {
  const { earnings } = request;
  if (!earnings) return null;
  return (
    <span className={cn("text-xs text-slate-600", className)} data-testid="you-earn">
      {request.coveredBySubscription ? "Plan booking: you earn " : "You earn "}
      <span className="font-semibold text-emerald-700">{formatMinor(earnings.amountMinor, request.currency)}</span>{" "}
      after the {earnings.feePercent}% fee
    </span>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One request addressed to the celebrity: who, for whom, what, by when, the price, and what to do next. */
export function RequestCard({
  request,
  actions,
  showStatus = false,
  className,
}: {
  request: VideoRequest;
  actions: RequestActionHandlers;
  showStatus?: boolean;
  className?: string;
}) {
  const shortId = shortRequestId(request.id);
  const open = request.status === "pending" || request.status === "accepted";
  return (
    <article
      aria-labelledby={`request-${request.id}-title`}
      className={cn("rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5", className)}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={`request-${request.id}-title`} className="truncate font-semibold text-slate-900">
            {request.fan.name}
          </h3>
          <p className="text-xs text-slate-600">
            Request <span className="font-mono text-slate-800">#{shortId}</span> · {formatDate(request.createdAt)}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Price usdCents={request.priceUsdCents} className="font-semibold text-slate-900" />
          {showStatus && <RequestStatusBadge status={request.status} refundStatus={request.refundStatus} />}
        </div>
      </header>
      <YouEarn request={request} className="mt-1 block sm:text-right" />

      <ExpandableMessage message={request.message} lines={4} className="mt-3 text-sm" />

      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Detail label="Occasion">{request.occasion ?? "—"}</Detail>
        <Detail label="For">{request.recipientName ?? "Not named"}</Detail>
        <Detail label="Deadline">{request.deadline ? formatDay(request.deadline) : "None"}</Detail>
        {open && request.expiresAt ? (
          <Detail label="Expiry">{expiryLabel(request.expiresAt)}</Detail>
        ) : (
          <Detail label="Received">{formatDate(request.paidAt ?? request.createdAt)}</Detail>
        )}
      </dl>

      {request.status === "declined" && request.declineReason && (
        <p className="mt-3 text-sm text-slate-600">Declined: {request.declineReason}</p>
      )}

      <footer className="mt-4 flex flex-wrap items-center justify-between gap-3 empty:hidden">
        {request.posterUrl && (
          <img
            src={request.posterUrl}
            alt={`The video you sent ${request.fan.name}`}
            loading="lazy"
            className="aspect-video w-32 rounded-lg bg-slate-900 object-cover"
          />
        )}
        <VideoStatusNote request={request} />
        <RequestActions request={request} actions={actions} className="ml-auto" />
      </footer>
    </article>
  );
}
