import { shortRequestId } from "@/shared/booking";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Price } from "@/web/components/price";
import type { RequestActionHandlers } from "../hooks/use-request-actions";
import { formatDate, formatDay } from "../lib/format";
import { ExpandableMessage } from "./expandable-message";
import { RequestActions } from "./request-actions";
import { RequestStatusBadge, VideoStatusNote } from "./status-badges";

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
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Request
            </th>
            <th scope="col" className="px-4 py-3">
              Fan and message
            </th>
            <th scope="col" className="px-4 py-3">
              Deadline
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Price
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {requests.map((request) => (
            <tr key={request.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap">
                <span className="font-mono text-slate-900">#{shortRequestId(request.id)}</span>
                <span className="block text-xs text-slate-600">{formatDate(request.createdAt)}</span>
              </td>
              <td className="max-w-xs px-4 py-3">
                <span className="font-medium text-slate-900">{request.fan.name}</span>
                <span className="block text-xs text-slate-600">
                  {[request.occasion, request.recipientName && `for ${request.recipientName}`]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
                <ExpandableMessage message={request.message} lines={2} className="mt-1" />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-800">
                {request.deadline ? formatDay(request.deadline) : "None"}
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-col items-start gap-1">
                  <RequestStatusBadge status={request.status} refundStatus={request.refundStatus} />
                  <VideoStatusNote request={request} />
                  {request.status === "declined" && request.declineReason && (
                    <span className="text-xs text-slate-600">{request.declineReason}</span>
                  )}
                </div>
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <Price usdCents={request.priceUsdCents} showUsd={false} className="font-semibold text-slate-900" />
              </td>
              <td className="px-4 py-3">
                <RequestActions request={request} actions={actions} className="flex-col items-stretch" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
