import { useMutation } from "@tanstack/react-query";
import type { PhoneVerifyResponse } from "@/shared/schemas/accounts";
import { apiPost } from "@/web/lib/api-client";

export const verifyPhone = (input: { phone: string; phoneCountry?: string; code: string }) =>
  apiPost<PhoneVerifyResponse>("/api/accounts/phone/verify", input);

export const useVerifyPhone = () => useMutation({ mutationFn: verifyPhone });
