import { useMutation } from "@tanstack/react-query";
import { apiPost } from "@/web/lib/api-client";

export const revokeOtherSessions = () => apiPost("/api/me/sessions/revoke-others");

export const useRevokeOtherSessions = () => useMutation({ mutationFn: revokeOtherSessions });
