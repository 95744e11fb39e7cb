import { CircleCheck, Hourglass } from "lucide-react";
import type { RequestStatus } from "@/shared/request-status";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Badge, type BadgeProps } from "@/web/components/ui/badge";
import { formatDate, formatPaid, STATUS_LABELS } from "../lib/format";

const VARIANTS: Record<RequestStatus, BadgeProps["variant"]> = {
  awaiting_payment: "outline",
  pending: "warning",
  accepted: "brand",
  completed: "success",
  declined: "secondary",
  cancelled: "secondary",
  expired: "destructive",
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge variant={VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}

/** 'Refund pending' / 'Refunded', with the amount in the currency the fan paid in. */
export function RefundNote({
  request,
}: {
  request: Pick<VideoRequest, "refundStatus" | "amountMinor" | "currency" | "refundedAt">;
}) {
  if (request.refundStatus === "none") return null;
  const amount = formatPaid(request.amountMinor, request.currency);
  if (request.refundStatus === "pending") {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900">
        <Hourglass aria-hidden="true" className="size-3.5" />
        Refund pending · {amount}
      </p>
    );
  }
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
      <CircleCheck aria-hidden="true" className="size-3.5" />
      Refunded · {amount}
      {request.refundedAt && <span className="font-normal">on {formatDate(request.refundedAt)}</span>}
    </p>
  );
}
