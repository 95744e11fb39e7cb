import { DEFAULT_DECLINE_REASON, shortRequestId } from "@/shared/booking";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Price } from "@/web/components/price";
import { RequestStatusBadge } from "@/web/components/request-status-badge";
import { RequestThread } from "@/web/components/request-thread";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { formatDate, formatDay, formatMinor } from "@/web/lib/format";
import { messageParts, useIsolate, useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import type { RequestActionHandlers } from "../hooks/use-request-actions";
import { expiryLabel } from "../lib/format";
import { ExpandableMessage } from "./expandable-message";
import { ReportNote } from "./report-note";
import { RequestActions } from "./request-actions";
import { RushNote, VideoStatusNote } from "./status-badges";

/**
 * What the celebrity earns from a request, as fixed when the fan paid (ADR 032): in the currency paid, after
 * the fee of that moment. Later fee or rate changes never alter it.
 */
export function YouEarn({ request, className }: { request: VideoRequest; className?: string }) {
  const t = useT();
  const { locale } = useLocale();
  const { earnings } = request;
  if (!earnings) return null;
  return (
    <span className={cn("text-xs text-slate-600", className)} data-testid="you-earn">
      {messageParts(
        t,
        request.coveredBySubscription ? "account.requestCard.planYouEarn" : "account.requestCard.youEarn",
        {
          amount: (
            <span className="font-semibold text-emerald-700">
              {formatMinor(earnings.amountMinor, request.currency, locale)}
            </span>
          ),
        },
        { fee: earnings.feePercent },
      )}
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
  const t = useT();
  const { locale } = useLocale();
  const names = useCatalogueNames();
  const isolate = useIsolate();
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
            <bdi>{request.fan.name}</bdi>
          </h3>
          <p className="text-xs text-slate-600">
            {messageParts(
              t,
              "account.requestCard.header",
              { id: <span className="font-mono text-slate-800">#{shortId}</span> },
              { date: formatDate(request.createdAt, locale) },
            )}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Price usdCents={request.priceUsdCents} className="font-semibold text-slate-900" />
          {showStatus && <RequestStatusBadge status={request.status} refundStatus={request.refundStatus} />}
        </div>
      </header>
      <YouEarn request={request} className="mt-1 block sm:text-end" />
      <RushNote request={request} className="mt-2" />

      <ExpandableMessage message={request.message} lines={4} className="mt-3 text-sm" />

      <dl
        className={cn(
          "mt-3 grid grid-cols-2 gap-3",
          request.recordingLanguage ? "sm:grid-cols-3 xl:grid-cols-5" : "sm:grid-cols-4",
        )}
      >
        <Detail label={t("account.requestCard.occasion")}>
          {request.occasion ? names.occasion(request.occasion) : "—"}
        </Detail>
        <Detail label={t("account.requestCard.for")}>
          {request.recipientName ? <bdi>{request.recipientName}</bdi> : t("account.requestCard.notNamed")}
        </Detail>
        {request.recordingLanguage && (
          <Detail label={t("account.requestCard.recordedIn")}>{names.starLanguage(request.recordingLanguage)}</Detail>
        )}
        <Detail label={t("account.requestCard.deadline")}>
          {request.deadline ? formatDay(request.deadline, locale) : t("account.common.none")}
        </Detail>
        {open && request.expiresAt ? (
          <Detail label={t("account.requestCard.expiry")}>{expiryLabel(t, request.expiresAt)}</Detail>
        ) : (
          <Detail label={t("account.requestCard.received")}>
            {formatDate(request.paidAt ?? request.createdAt, locale)}
          </Detail>
        )}
      </dl>

      {(request.phoneticSpelling || request.voiceNote) && (
        <section
          aria-label={t("account.requestCard.sayNames")}
          className="mt-3 space-y-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-slate-900"
        >
          <p className="text-xs font-medium text-slate-600">{t("account.requestCard.sayNames")}</p>
          {request.phoneticSpelling && (
            <p dir="auto" className="break-words">
              {request.phoneticSpelling}
            </p>
          )}
          {request.voiceNote && (
            // biome-ignore lint/a11y/useMediaCaption: the fan saying names; what it says is written above when given
            <audio
              controls
              preload="none"
              src={request.voiceNote.url}
              className="h-10 w-full max-w-sm"
              aria-label={t("account.requestCard.voiceNote", {
                duration: `0:${String(Math.round(request.voiceNote.durationMs / 1000)).padStart(2, "0")}`,
              })}
            />
          )}
        </section>
      )}

      <RequestThread request={request} party="celebrity" />
      <ReportNote request={request} />

      {request.status === "declined" && request.declineReason && (
        <p className="mt-3 text-sm text-slate-600">
          {request.declineReason === DEFAULT_DECLINE_REASON
            ? t("account.requestCard.declined", { reason: t("account.decline.defaultReason") })
            : messageParts(t, "account.requestCard.declined", { reason: <bdi>{request.declineReason}</bdi> })}
        </p>
      )}

      <footer className="mt-4 flex flex-wrap items-center justify-between gap-3 empty:hidden">
        {request.posterUrl && (
          <img
            src={request.posterUrl}
            alt={t("account.requestCard.posterAlt", { name: isolate(request.fan.name) })}
            loading="lazy"
            className="aspect-video w-32 rounded-lg bg-slate-900 object-cover"
          />
        )}
        <VideoStatusNote request={request} />
        <RequestActions request={request} actions={actions} className="ms-auto" />
      </footer>
    </article>
  );
}
