import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EnquiryResponse } from "@/shared/schemas/enquiries";
import { apiPost } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";
import { enquiriesKeys } from "./get-enquiries";
import { enquiryQueryOptions } from "./get-enquiry";

/** POST /api/admin/enquiries/:id/reply: e-mails the sender and marks the enquiry handled. */
export const replyToEnquiry = ({ id, message }: { id: string; message: string }) =>
  apiPost<EnquiryResponse>(`/api/admin/enquiries/${encodeURIComponent(id)}/reply`, { message }).then(
    (data) => data.enquiry,
  );

export function useReplyToEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToEnquiry,
    onSuccess: (enquiry) => queryClient.setQueryData(enquiryQueryOptions(enquiry.id).queryKey, enquiry),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: enquiriesKeys.all }),
        // The dashboard's Unread Messages.
        queryClient.invalidateQueries({ queryKey: privateKeys.admin.dashboard }),
      ]),
  });
}
