import { useMutation } from "@tanstack/react-query";
import type { ResetPasswordInput } from "@/shared/schemas/accounts";
import { apiPost } from "@/web/lib/api-client";

export const confirmPasswordReset = (input: ResetPasswordInput) =>
  apiPost("/api/accounts/password-reset/confirm", input);

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
