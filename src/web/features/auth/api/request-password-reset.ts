import { useMutation } from "@tanstack/react-query";
import { apiPost } from "@/web/lib/api-client";

export const requestPasswordReset = (email: string) => apiPost("/api/accounts/password-reset", { email });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
