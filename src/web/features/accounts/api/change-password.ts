import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@/shared/schemas/accounts";
import { apiPost } from "@/web/lib/api-client";

export const changePassword = (input: ChangePasswordInput) => apiPost("/api/me/password", input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
