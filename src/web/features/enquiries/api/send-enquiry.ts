import { useMutation } from "@tanstack/react-query";
import type { EnquiryInput, EnquiryReceived } from "@/shared/schemas/enquiries";
import { apiPost } from "@/web/lib/api-client";

/** POST /api/enquiries: resolves once the server has stored the message (202). */
export const sendEnquiry = (input: EnquiryInput) => apiPost<EnquiryReceived>("/api/enquiries", input);

export const useSendEnquiry = () => useMutation({ mutationFn: sendEnquiry });
