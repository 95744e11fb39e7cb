import { useMutation } from "@tanstack/react-query";
import type { ChangeEmailInput } from "@/shared/schemas/accounts";
import { apiPost } from "@/web/lib/api-client";

/** Sends a verification link to the new address; the e-mail changes once it is opened. */
export const changeEmail = (input: ChangeEmailInput) => apiPost("/api/me/email", input);

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
