import type { DisputeStatus } from "@/shared/payouts";
import type { Dispute } from "@/shared/schemas/finance";
import { DAY_MS } from "@/shared/time";
import { formatDateTime } from "@/web/lib/format";
import { cn } from "@/web/lib/utils";

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = { open: "Open", won: "Won", lost: "Lost" };

/** An open dispute's deadline to answer the provider, red when it is within two days or past. */
export function Deadline({ dispute, now = Date.now() }: { dispute: Dispute; now?: number }) {
  if (!dispute.dueAt) return <span className="text-slate-600">None given</span>;
  const left = new Date(dispute.dueAt).getTime() - now;
  const urgent = dispute.status === "open" && left < 2 * DAY_MS;
  return (
    <span className={cn(urgent && "font-semibold text-red-700")}>
      {formatDateTime(dispute.dueAt)}
      {dispute.status === "open" && left < 0 && " (passed)"}
    </span>
  );
}
