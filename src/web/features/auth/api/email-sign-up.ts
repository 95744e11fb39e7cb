import { useMutation } from "@tanstack/react-query";
import type { EmailSignUpInput } from "@/shared/schemas/accounts";
import { apiPost } from "@/web/lib/api-client";

export const emailSignUp = (input: EmailSignUpInput) => apiPost("/api/accounts/email-sign-up", input);

/** Sign-up without a phone: the server mails a confirmation link and signs no one in (answer 202 either way). */
export const useEmailSignUp = () => useMutation({ mutationFn: emailSignUp });
