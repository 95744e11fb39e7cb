import type { Locale } from "@/shared/locales";
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from "@/shared/schemas/audit";
import { Pagination } from "@/web/components/pagination";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Select } from "@/web/components/ui/select";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/api-client";
import { formatDateTime } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useListParams } from "@/web/lib/use-list-params";
import { useAuditLog } from "../api/get-audit-log";

const LIST_KEYS = ["action"] as const;

const isAuditAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

/** A before/after value as compact JSON on one line ("—" when there is none). */
export function compactJson(value: unknown): string {
  if (value === undefined || value === null) return "—";
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** Action and target ids, JSON and IP addresses are codes: they stay as the server writes them. */
const columnsFor = (t: ReturnType<typeof useT>, locale: Locale): TableColumn<AuditEntry>[] => [
  {
    id: "time",
    header: t("admin.audit.column.time"),
    rowHeader: true,
    className: "whitespace-nowrap",
    cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>,
  },
  {
    id: "actor",
    header: t("admin.audit.column.actor"),
    cell: (entry) =>
      entry.actor ? (
        <span className="block">
          <bdi className="block text-slate-900">{entry.actor.name}</bdi>
          <span className="block text-xs text-slate-600">{entry.actor.email}</span>
        </span>
      ) : (
        <span className="text-slate-500">{t("admin.audit.deletedAccount")}</span>
      ),
  },
  {
    id: "action",
    header: t("admin.audit.column.action"),
    cell: (entry) => (
      <Badge variant="secondary" className="font-mono">
        {entry.action}
      </Badge>
    ),
  },
  {
    id: "target",
    header: t("admin.audit.column.target"),
    cell: (entry) => (
      <span className="block">
        <span className="block text-slate-900">{entry.targetType}</span>
        <span className="block font-mono text-xs break-all text-slate-600">{entry.targetId}</span>
      </span>
    ),
  },
  {
    id: "change",
    header: t("admin.audit.column.change"),
    className: "min-w-64 max-w-md",
    cell: (entry) => (
      <span dir="ltr" className="block space-y-1 text-start font-mono text-xs break-all">
        <span className="block text-slate-600">{compactJson(entry.before)}</span>
        <span className="block text-slate-900">→ {compactJson(entry.after)}</span>
      </span>
    ),
  },
  {
    id: "ip",
    header: t("admin.audit.column.ip"),
    className: "whitespace-nowrap font-mono text-xs",
    cell: (entry) => entry.ip ?? "—",
  },
];

/** /admin/audit: who did what to which record, before and after, from where; filtered by action and paged. */
export function AuditLog() {
  const t = useT();
  const { locale } = useLocale();
  const { page, action, update, pageHref } = useListParams(LIST_KEYS);
  const filter = isAuditAction(action) ? action : "";
  const { data, isPending, isError, error, refetch } = useAuditLog({ page, action: filter });

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t("admin.audit.intro")}</p>
        <Select
          aria-label={t("admin.audit.actionFilter")}
          className="h-10 rounded-full sm:w-60"
          value={filter}
          onChange={(event) => update({ action: event.target.value })}
        >
          <option value="">{t("admin.audit.allActions")}</option>
          {AUDIT_ACTIONS.map((candidate) => (
            <option key={candidate} value={candidate}>
              {candidate}
            </option>
          ))}
        </Select>
      </div>
      {isPending ? (
        <LoadingState label={t("admin.audit.loading")} />
      ) : isError ? (
        <ErrorState
          message={t("admin.audit.loadFailed", { reason: errorMessage(error, t("admin.audit.tryAgain")) })}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <Table
            caption={t("admin.audit.caption")}
            columns={columnsFor(t, locale)}
            rows={data.items}
            rowKey={(entry) => entry.id}
            empty={filter ? t("admin.audit.emptyAction", { action: filter }) : t("admin.audit.empty")}
            tableClassName="min-w-[64rem]"
          />
          <Pagination page={data.page} totalPages={data.totalPages} hrefFor={pageHref} />
        </>
      )}
    </div>
  );
}
