import { DEFAULT_DECLINE_REASON, shortRequestId } from "@/shared/booking";
import type { Locale } from "@/shared/locales";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Price } from "@/web/components/price";
import { RequestStatusBadge } from "@/web/components/request-status-badge";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { formatDate, formatDay } from "@/web/lib/format";
import { messageParts, useIsolate, useLocale, useT } from "@/web/lib/i18n";
import type { RequestActionHandlers } from "../hooks/use-request-actions";
import { ExpandableMessage } from "./expandable-message";
import { RequestActions } from "./request-actions";
import { YouEarn } from "./request-card";
import { RushNote, VideoStatusNote } from "./status-badges";

type Words = {
  t: ReturnType<typeof useT>;
  locale: Locale;
  isolate: (text: string) => string;
  names: ReturnType<typeof useCatalogueNames>;
};

const columns = (actions: RequestActionHandlers, { t, locale, isolate, names }: Words): TableColumn<VideoRequest>[] => [
  {
    id: "request",
    header: t("account.requestsTable.request"),
    className: "whitespace-nowrap",
    cell: (request) => (
      <>
        <span className="font-mono text-slate-900">#{shortRequestId(request.id)}</span>
        <span className="block text-xs text-slate-600">{formatDate(request.createdAt, locale)}</span>
      </>
    ),
  },
  {
    id: "fan",
    header: t("account.requestsTable.fan"),
    className: "max-w-xs",
    cell: (request) => (
      <>
        <bdi className="font-medium text-slate-900">{request.fan.name}</bdi>
        <span className="block text-xs text-slate-600">
          {request.occasion && names.occasion(request.occasion)}
          {request.occasion && request.recipientName && " · "}
          {request.recipientName &&
            messageParts(t, "account.fanRequests.forRecipient", { name: <bdi>{request.recipientName}</bdi> })}
        </span>
        <ExpandableMessage message={request.message} lines={2} className="mt-1" />
      </>
    ),
  },
  {
    id: "deadline",
    header: t("account.requestCard.deadline"),
    className: "whitespace-nowrap text-slate-800",
    cell: (request) => (request.deadline ? formatDay(request.deadline, locale) : t("account.common.none")),
  },
  {
    id: "status",
    header: t("account.requestsTable.status"),
    cell: (request) => (
      <div className="flex flex-col items-start gap-1">
        <RequestStatusBadge status={request.status} refundStatus={request.refundStatus} />
        <RushNote request={request} className="max-w-[12rem]" />
        <VideoStatusNote request={request} />
        {request.posterUrl && (
          <img
            src={request.posterUrl}
            alt={t("account.requestCard.posterAlt", { name: isolate(request.fan.name) })}
            loading="lazy"
            className="mt-1 aspect-video w-24 rounded-md bg-slate-900 object-cover"
          />
        )}
        {request.status === "declined" && request.declineReason && (
          <span dir="auto" className="text-xs text-slate-600">
            {request.declineReason === DEFAULT_DECLINE_REASON
              ? t("account.decline.defaultReason")
              : request.declineReason}
          </span>
        )}
      </div>
    ),
  },
  {
    id: "price",
    header: t("account.requestsTable.price"),
    align: "right",
    className: "whitespace-nowrap",
    cell: (request) => (
      <>
        <Price usdCents={request.priceUsdCents} showUsd={false} className="font-semibold text-slate-900" />
        {/* What the celebrity keeps after the platform fee, as on the cards. */}
        <YouEarn request={request} className="mt-1 block max-w-[9rem] whitespace-normal" />
      </>
    ),
  },
  {
    id: "actions",
    header: t("account.requestsTable.actions"),
    hideHeader: true,
    cell: (request) => <RequestActions request={request} actions={actions} className="flex-col items-stretch" />,
  },
];

/** The desktop view of /dashboard/requests. */
export function RequestsTable({
  requests,
  actions,
  caption,
}: {
  requests: readonly VideoRequest[];
  actions: RequestActionHandlers;
  caption: string;
}) {
  const t = useT();
  const names = useCatalogueNames();
  const { locale } = useLocale();
  const isolate = useIsolate();
  return (
    <Table
      caption={caption}
      columns={columns(actions, { t, locale, isolate, names })}
      rows={requests}
      rowKey={(request) => request.id}
    />
  );
}
