import { CalendarCheck, CalendarClock } from "lucide-react";
import { shortRequestId } from "@/shared/booking";
import type { MessageKey } from "@/shared/messages/keys";
import type { VideoRequest } from "@/shared/schemas/requests";
import { EmptyState, ErrorState, ListSkeleton } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { formatDay } from "@/web/lib/format";
import { messageParts, useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { useIncomingRequests } from "../api/get-incoming-requests";
import { useCelebrityLiveUpdates } from "../hooks/use-celebrity-live-updates";
import { type RequestActionHandlers, useRequestActions } from "../hooks/use-request-actions";
import { expiryLabel, loadFailReason, type Urgency, urgencyOf } from "../lib/format";
import { dueFirst } from "../lib/sort";
import { RequestActions } from "./request-actions";
import { RushNote, VideoStatusNote } from "./status-badges";

const URGENCY_STYLES: Record<Urgency["level"], string> = {
  overdue: "border-red-300 bg-red-50/50",
  soon: "border-amber-300 bg-amber-50/50",
  ok: "border-slate-200 bg-white",
};

/** urgencyOf's words (English, as its tests read them) in the page's language. */
const URGENCY_KEYS: Record<string, MessageKey> = {
  Expired: "account.expiry.expired",
  "Past the deadline": "account.schedule.pastDeadline",
  "Expires soon": "account.schedule.expiresSoon",
  "Due today": "account.schedule.dueToday",
  "Due tomorrow": "account.schedule.dueTomorrow",
};

function ScheduleItem({ request, actions }: { request: VideoRequest; actions: RequestActionHandlers }) {
  const t = useT();
  const { locale } = useLocale();
  const names = useCatalogueNames();
  const urgency = urgencyOf(request);
  const urgencyKey = urgency.label ? URGENCY_KEYS[urgency.label] : undefined;
  const headingId = `schedule-${request.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col gap-4 rounded-2xl border p-4 shadow-sm sm:flex-row sm:p-5",
        URGENCY_STYLES[urgency.level],
      )}
    >
      <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 sm:w-40 sm:flex-col sm:flex-nowrap sm:items-start">
        <p className="whitespace-nowrap">
          <span className="text-xs font-medium text-slate-600 sm:block">{t("account.requestCard.deadline")} </span>
          <span className="font-semibold text-slate-900">
            {request.deadline ? formatDay(request.deadline, locale) : t("account.common.none")}
          </span>
        </p>
        {request.expiresAt && (
          <p className="text-sm whitespace-nowrap text-slate-700">{expiryLabel(t, request.expiresAt)}</p>
        )}
        <RushNote request={request} className="sm:flex-col sm:items-start" />
        {urgency.label && (
          <Badge variant={urgency.level === "overdue" ? "destructive" : "warning"}>
            {urgencyKey ? t(urgencyKey) : urgency.label}
          </Badge>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          <h3 id={headingId} className="font-semibold text-slate-900">
            {request.recipientName ? (
              messageParts(t, "account.schedule.fanFor", {
                fan: <bdi>{request.fan.name}</bdi>,
                recipient: <bdi>{request.recipientName}</bdi>,
              })
            ) : (
              <bdi>{request.fan.name}</bdi>
            )}
          </h3>
          <p className="text-xs text-slate-600">
            <span className="font-mono text-slate-800">#{shortRequestId(request.id)}</span>
            {request.occasion ? ` · ${names.occasion(request.occasion)}` : ""}
          </p>
        </div>
        <p dir="auto" className="line-clamp-3 whitespace-pre-line text-sm text-slate-700">
          {request.message}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <VideoStatusNote request={request} />
          <RequestActions request={request} actions={actions} className="ms-auto" />
        </div>
      </div>
    </article>
  );
}

/** /dashboard/schedule: the accepted requests still to deliver, the most pressing first. */
export function Schedule({ celebrityId }: { celebrityId: string | undefined }) {
  const t = useT();
  useCelebrityLiveUpdates(celebrityId);
  const query = useIncomingRequests("accepted");
  const { handlers, dialogs } = useRequestActions();

  let body: React.ReactNode;
  if (query.isPending) body = <ListSkeleton rows={3} label={t("account.schedule.loading")} />;
  else if (query.isError) {
    body = (
      <ErrorState
        message={t("account.schedule.loadError", { reason: loadFailReason(t, query.error) })}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <EmptyState title={t("account.celebrity.nothingToRecord")} icon={CalendarCheck}>
        {t("account.schedule.emptyText")}
      </EmptyState>
    );
  } else {
    body = (
      <ol aria-label={t("account.schedule.listLabel")} className="space-y-3">
        {dueFirst(query.data).map((request) => (
          <li key={request.id}>
            <ScheduleItem request={request} actions={handlers} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="space-y-4">
      <h2 className="sr-only">{t("account.schedule.heading")}</h2>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {t("account.schedule.intro")}
      </p>
      {body}
      {dialogs}
    </div>
  );
}
