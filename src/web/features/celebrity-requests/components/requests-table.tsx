import { shortRequestId } from "@/shared/booking";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Price } from "@/web/components/price";
import { RequestStatusBadge } from "@/web/components/request-status-badge";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { formatDate, formatDay } from "@/web/lib/format";
import type { RequestActionHandlers } from "../hooks/use-request-actions";
import { ExpandableMessage } from "./expandable-message";
import { RequestActions } from "./request-actions";
import { YouEarn } from "./request-card";
import { VideoStatusNote } from "./status-badges";

const columns = (actions: RequestActionHandlers): TableColumn<VideoRequest>[] => [
  {
    id: "request",
    header: "Request",
    className: "whitespace-nowrap",
    cell: (request) => (
      <>
        <span className="font-mono text-slate-900">#{shortRequestId(request.id)}</span>
        <span className="block text-xs text-slate-600">{formatDate(request.createdAt)}</span>
      </>
    ),
  },
  {
    id: "fan",
    header: "Fan and message",
    className: "max-w-xs",
    cell: (request) => (
      <>
        <span className="font-medium text-slate-900">{request.fan.name}</span>
        <span className="block text-xs text-slate-600">
          {[request.occasion, request.recipientName && `for ${request.recipientName}`].filter(Boolean).join(" · ")}
        </span>
        <ExpandableMessage message={request.message} lines={2} className="mt-1" />
      </>
    ),
  },
  {
    id: "deadline",
    header: "Deadline",
    className: "whitespace-nowrap text-slate-800",
    cell: (request) => (request.deadline ? formatDay(request.deadline) : "None"),
  },
  {
    id: "status",
    header: "Status",
    cell: (request) => (
      <div className="flex flex-col items-start gap-1">
        <RequestStatusBadge status={request.status} refundStatus={request.refundStatus} />
        <VideoStatusNote request={request} />
        {request.posterUrl && (
          <img
            src={request.posterUrl}
            alt={`The video you sent ${request.fan.name}`}
            loading="lazy"
            className="mt-1 aspect-video w-24 rounded-md bg-slate-900 object-cover"
          />
        )}
        {request.status === "declined" && request.declineReason && (
          <span className="text-xs text-slate-600">{request.declineReason}</span>
        )}
      </div>
    ),
  },
  {
    id: "price",
    header: "Price",
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
    header: "Actions",
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
  return <Table caption={caption} columns={columns(actions)} rows={requests} rowKey={(request) => request.id} />;
}
