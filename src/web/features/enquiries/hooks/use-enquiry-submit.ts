import { useState } from "react";
import { toast } from "sonner";
import type { EnquiryInput } from "@/shared/schemas/enquiries";
import { errorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useSendEnquiry } from "../api/send-enquiry";

/**
 * Sends an enquiry and says how it went: 'Message Sent!' only once the server has stored it (then `onSent`
 * clears the form); on any failure the visitor's text stays where it is, with the reason.
 */
export function useEnquirySubmit(
  onSent: () => void,
  /** The success toast (the contact page's are editable texts); the spec's words by default. */
  sentToast?: { title: string; description: string },
) {
  const t = useT();
  const mutation = useSendEnquiry();
  const [error, setError] = useState<string | null>(null);

  const submit = (input: EnquiryInput) => {
    setError(null);
    mutation.mutate(input, {
      onSuccess: () => {
        toast.success(sentToast?.title ?? t("pages.enquiry.sent"), {
          description: sentToast?.description ?? t("pages.enquiry.sentDescription"),
        });
        onSent();
      },
      onError: (failure) => {
        const message = errorMessage(failure, t("pages.enquiry.sendFailed"));
        setError(message);
        toast.error(t("pages.enquiry.notSent"), { description: message });
      },
    });
  };

  return { submit, pending: mutation.isPending, error };
}
