import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { auditListResponseSchema } from "@/shared/schemas/audit";
import { apiGet, toSearchParams } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

export type AuditLogPage = z.infer<typeof auditListResponseSchema>;
/** `action` empty: every action. */
export type AuditLogParams = { page: number; action: string };

/** GET /api/admin/audit?page=&action=: staff actions, newest first (the super admin's alone). */
export const getAuditLog = ({ page, action }: AuditLogParams) =>
  apiGet<AuditLogPage>(`/api/admin/audit${toSearchParams({ page, action })}`);

export const auditLogQueryOptions = (params: AuditLogParams) =>
  queryOptions({
    queryKey: privateKeys.admin.audit.list(params),
    queryFn: () => getAuditLog(params),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (params: AuditLogParams) => useQuery(auditLogQueryOptions(params));
