import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminRequestDetail,
  AdminRequestList,
  StaffRefundInput,
  StaffRefundResponse,
  TimelineEntry,
} from "@/shared/schemas/admin-requests";
import { apiGet, apiPost, toSearchParams } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** The list's state as the URL holds it; empty strings mean "any". */
export type AdminRequestsParams = { page: number; search: string; status: string };

const requestPath = (id: string) => `/api/admin/requests/${encodeURIComponent(id)}`;

/** GET /api/admin/requests?page=&search=&status=: every request, newest first, paged on the server. */
export const getAdminRequests = ({ page, search, status }: AdminRequestsParams) =>
  apiGet<AdminRequestList>(`/api/admin/requests${toSearchParams({ page, search: search.trim(), status })}`);

export const useAdminRequests = (params: AdminRequestsParams) =>
  useQuery(
    queryOptions({
      queryKey: privateKeys.admin.requests.list(params),
      queryFn: () => getAdminRequests(params),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/admin/requests/:id: the request, its timeline and the video's signed links. */
export const getAdminRequest = (id: string) => apiGet<AdminRequestDetail>(requestPath(id));

export const useAdminRequest = (id: string) =>
  useQuery(queryOptions({ queryKey: privateKeys.admin.requests.detail(id), queryFn: () => getAdminRequest(id) }));

/** POST /api/admin/requests/:id/notes: an internal note, seen by staff only. */
export const addStaffNote = ({ id, text }: { id: string; text: string }) =>
  apiPost<TimelineEntry>(`${requestPath(id)}/notes`, { text });

export function useAddStaffNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaffNote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privateKeys.admin.requests.all }),
  });
}

/** POST /api/admin/requests/:id/refunds: part or all of what is left, with a reason (the key makes it once). */
export const refundRequest = ({ id, ...body }: StaffRefundInput & { id: string }) =>
  apiPost<StaffRefundResponse>(`${requestPath(id)}/refunds`, body);

export function useRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privateKeys.admin.requests.all }),
  });
}
