import { useQueryClient } from "@tanstack/react-query";
import { useLiveRequestEvents } from "@/web/lib/live-events";
import { myRequestsKeys } from "../api/get-my-requests";

/** Refetches the fan's requests whenever one of them changes on the server (and after a reconnection). */
export function useLiveMyRequests() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: myRequestsKeys.all });
  useLiveRequestEvents(refresh, refresh);
}
