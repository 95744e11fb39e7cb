import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EnquiryResponse } from "@/shared/schemas/enquiries";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/admin/enquiries/:id */
export const getEnquiry = (id: string) =>
  apiGet<EnquiryResponse>(`/api/admin/enquiries/${encodeURIComponent(id)}`).then((data) => data.enquiry);

export const enquiryQueryOptions = (id: string) =>
  queryOptions({ queryKey: privateKeys.admin.inbox.detail(id), queryFn: () => getEnquiry(id) });

export const useEnquiry = (id: string | null) => useQuery({ ...enquiryQueryOptions(id ?? ""), enabled: !!id });
