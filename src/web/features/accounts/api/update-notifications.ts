import { useMutation } from "@tanstack/react-query";
import type { MeResponse, NotificationPrefs } from "@/shared/schemas/accounts";
import { apiPut } from "@/web/lib/api-client";
import { useSetSessionUser } from "@/web/lib/session";

export const updateNotifications = (prefs: NotificationPrefs) => apiPut<MeResponse>("/api/me/notifications", prefs);

export function useUpdateNotifications() {
  const setUser = useSetSessionUser();
  return useMutation({ mutationFn: updateNotifications, onSuccess: ({ user }) => setUser(user) });
}
