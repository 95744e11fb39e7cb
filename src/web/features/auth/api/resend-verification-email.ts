import { useMutation } from "@tanstack/react-query";
import { apiPost } from "@/web/lib/api-client";

export const resendVerificationEmail = (email: string) => apiPost("/api/accounts/email-verification", { email });

export const useResendVerificationEmail = () => useMutation({ mutationFn: resendVerificationEmail });
