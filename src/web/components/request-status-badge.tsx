import type { RefundStatus, RequestStatus } from "@/shared/request-status";
import { Badge, type BadgeProps } from "@/web/components/ui/badge";
import { useT } from "@/web/lib/i18n";

const VARIANTS: Record<RequestStatus, BadgeProps["variant"]> = {
  awaiting_payment: "outline",
  pending: "warning",
  accepted: "brand",
  completed: "success",
  declined: "secondary",
  cancelled: "secondary",
  expired: "destructive",
};

/**
 * A request's status as a badge, the same for the fan and the celebrity. Given the refund status, a refund under
 * way or done is shown beside it.
 */
export function RequestStatusBadge({ status, refundStatus }: { status: RequestStatus; refundStatus?: RefundStatus }) {
  const t = useT();
  const badge = <Badge variant={VARIANTS[status]}>{t(`shared.requestStatus.${status}`)}</Badge>;
  if (refundStatus === undefined) return badge;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {badge}
      {refundStatus === "pending" && <Badge variant="outline">{t("common.status.refundPending")}</Badge>}
      {refundStatus === "refunded" && <Badge variant="outline">{t("common.status.refunded")}</Badge>}
    </span>
  );
}
