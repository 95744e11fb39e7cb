import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EnquiryResponse, EnquiryStatus } from "@/shared/schemas/enquiries";
import { apiPatch } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";
import { enquiriesKeys } from "./get-enquiries";
import { enquiryQueryOptions } from "./get-enquiry";

/** PATCH /api/admin/enquiries/:id: handled, archived or new again. */
export const updateEnquiry = ({ id, status }: { id: string; status: EnquiryStatus }) =>
  apiPatch<EnquiryResponse>(`/api/admin/enquiries/${encodeURIComponent(id)}`, { status }).then((data) => data.enquiry);

export function useUpdateEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEnquiry,
    onSuccess: (enquiry) => queryClient.setQueryData(enquiryQueryOptions(enquiry.id).queryKey, enquiry),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: enquiriesKeys.all }),
        // The dashboard's Unread Messages.
        queryClient.invalidateQueries({ queryKey: privateKeys.admin.dashboard }),
      ]),
  });
}
