import { Link } from "react-router";
import { ENQUIRY_KINDS, ENQUIRY_STATUSES, type EnquiryKind, type EnquiryStatus } from "@/shared/schemas/enquiries";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** What the inbox shows, read from the URL: ?kind= (all by default), ?status= (new by default, or all). */
export type InboxFilters = { kind?: EnquiryKind; status?: EnquiryStatus; page: number };

export function parseInboxFilters(search: URLSearchParams): InboxFilters {
  const kind = search.get("kind");
  const status = search.get("status") ?? "new";
  const page = Number(search.get("page"));
  return {
    kind: (ENQUIRY_KINDS as readonly string[]).includes(kind ?? "") ? (kind as EnquiryKind) : undefined,
    status: (ENQUIRY_STATUSES as readonly string[]).includes(status) ? (status as EnquiryStatus) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of a filter: the other filter kept, back to page 1. */
export function inboxSearch(filters: { kind?: EnquiryKind; status?: EnquiryStatus | "all"; page?: number }) {
  const params = new URLSearchParams();
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.status && filters.status !== "new") params.set("status", filters.status);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

const pill = (active: boolean) =>
  cn(
    "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
    active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
  );

/** Links, so a filter lives in the URL and survives a reload or a shared link. */
export function InboxFilterBar({ filters }: { filters: InboxFilters }) {
  const t = useT();
  const statusOf = filters.status ?? "all";
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <nav aria-label={t("admin.inbox.filters.byStatus")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex w-max gap-2 pb-1">
          {([...ENQUIRY_STATUSES, "all"] as const).map((status) => (
            <li key={status}>
              <Link
                to={{ search: inboxSearch({ kind: filters.kind, status }) }}
                replace
                aria-current={statusOf === status ? "page" : undefined}
                className={pill(statusOf === status)}
              >
                {status === "all" ? t("admin.inbox.filters.all") : t(`admin.inbox.filters.status.${status}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t("admin.inbox.filters.byKind")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex w-max gap-2 pb-1">
          {([undefined, ...ENQUIRY_KINDS] as const).map((kind) => (
            <li key={kind ?? "all"}>
              <Link
                to={{ search: inboxSearch({ kind, status: statusOf }) }}
                replace
                aria-current={filters.kind === kind ? "page" : undefined}
                className={pill(filters.kind === kind)}
              >
                {kind ? t(`admin.enquiryKind.${kind}`) : t("admin.inbox.filters.allKinds")}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
