import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { EnquiryKind, EnquiryList, EnquiryStatus } from "@/shared/schemas/enquiries";
import { apiGet, toSearchParams } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

export type EnquiryListParams = { kind?: EnquiryKind; status?: EnquiryStatus; page: number };

/** GET /api/admin/enquiries: newest first, filtered by kind and status, 20 a page. */
export const getEnquiries = (params: EnquiryListParams) =>
  apiGet<EnquiryList>(
    `/api/admin/enquiries${toSearchParams({ ...params, page: params.page > 1 ? params.page : undefined })}`,
  );

/** Every page of the inbox and every enquiry opened from it start with `all`. */
export const enquiriesKeys = { all: privateKeys.admin.inbox.all };

export const enquiriesQueryOptions = (params: EnquiryListParams) =>
  queryOptions({
    queryKey: privateKeys.admin.inbox.list(params),
    queryFn: () => getEnquiries(params),
    // A new filter or page keeps the current list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useEnquiries = (params: EnquiryListParams) => useQuery(enquiriesQueryOptions(params));
