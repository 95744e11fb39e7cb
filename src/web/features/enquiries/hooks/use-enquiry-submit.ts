import { useState } from "react";
import { toast } from "sonner";
import { ENQUIRY_MESSAGES, type EnquiryInput } from "@/shared/schemas/enquiries";
import { errorMessage } from "@/web/lib/api-client";
import { useSendEnquiry } from "../api/send-enquiry";

export const SEND_FAILED = "Your message was not sent. Please check your connection and try again.";

/**
 * Sends an enquiry and says how it went: 'Message Sent!' only once the server has stored it (then `onSent`
 * clears the form); on any failure the visitor's text stays where it is, with the reason.
 */
export function useEnquirySubmit(
  onSent: () => void,
  /** The success toast (the contact page's are editable texts); the spec's words by default. */
  sentToast: { title: string; description: string } = {
    title: ENQUIRY_MESSAGES.sent,
    description: ENQUIRY_MESSAGES.sentDescription,
  },
) {
  const mutation = useSendEnquiry();
  const [error, setError] = useState<string | null>(null);

  const submit = (input: EnquiryInput) => {
    setError(null);
    mutation.mutate(input, {
      onSuccess: () => {
        toast.success(sentToast.title, { description: sentToast.description });
        onSent();
      },
      onError: (failure) => {
        const message = errorMessage(failure, SEND_FAILED);
        setError(message);
        toast.error("Message not sent", { description: message });
      },
    });
  };

  return { submit, pending: mutation.isPending, error };
}
