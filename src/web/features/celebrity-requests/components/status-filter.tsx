import { Link } from "react-router";
import type { MessageKey } from "@/shared/messages/keys";
import type { RequestStatus } from "@/shared/request-status";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

export const FILTER_STATUSES = ["pending", "accepted", "completed", "declined", "cancelled", "expired"] as const;
export type FilterStatus = (typeof FILTER_STATUSES)[number];

const LABELS: Record<FilterStatus | "all", MessageKey> = {
  all: "account.statusFilter.all",
  pending: "shared.requestStatus.pending",
  accepted: "shared.requestStatus.accepted",
  completed: "shared.requestStatus.completed",
  declined: "shared.requestStatus.declined",
  cancelled: "shared.requestStatus.cancelled",
  expired: "shared.requestStatus.expired",
};

/** ?status= of the URL, when it names one of the filters; anything else means All. */
export function parseFilterStatus(value: string | null): FilterStatus | undefined {
  return (FILTER_STATUSES as readonly string[]).includes(value ?? "") ? (value as FilterStatus) : undefined;
}

/** Links (so the filter lives in the URL and survives a reload or a shared link). */
export function StatusFilter({ current }: { current: RequestStatus | undefined }) {
  const t = useT();
  return (
    <nav aria-label={t("account.statusFilter.label")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 pb-1">
        {(["all", ...FILTER_STATUSES] as const).map((status) => {
          const active = (current ?? "all") === status;
          return (
            <li key={status}>
              <Link
                to={{ search: status === "all" ? "" : `?status=${status}` }}
                replace
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                  active
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
                )}
              >
                {t(LABELS[status])}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
