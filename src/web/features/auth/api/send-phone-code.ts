import { useMutation } from "@tanstack/react-query";
import type { PhoneSendCodeResponse } from "@/shared/schemas/accounts";
import { apiPost } from "@/web/lib/api-client";

export const sendPhoneCode = (input: { phone: string; phoneCountry?: string }) =>
  apiPost<PhoneSendCodeResponse>("/api/accounts/phone/send-code", input);

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
