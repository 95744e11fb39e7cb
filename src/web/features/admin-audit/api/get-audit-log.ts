import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditList } from "@/shared/schemas/audit";
import { apiGet, toSearchParams } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** `action` empty: every action. */
export type AuditLogParams = { page: number; action: string };

/** GET /api/admin/audit?page=&action=: staff actions, newest first (the super admin's alone). */
export const getAuditLog = ({ page, action }: AuditLogParams) =>
  apiGet<AuditList>(`/api/admin/audit${toSearchParams({ page, action })}`);

export const auditLogQueryOptions = (params: AuditLogParams) =>
  queryOptions({
    queryKey: privateKeys.admin.audit.list(params),
    queryFn: () => getAuditLog(params),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (params: AuditLogParams) => useQuery(auditLogQueryOptions(params));
