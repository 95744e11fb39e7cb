import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { useLiveRequestUpdates } from "@/web/lib/live-events";
import { requestQueryOptions } from "../api/get-request";

/**
 * Keeps the celebrity's pages live: every request event refreshes the lists and figures, and a new paid
 * request addressed to this celebrity raises a 'New request from <fan>' toast.
 */
export function useCelebrityLiveUpdates(celebrityId: string | undefined) {
  const queryClient = useQueryClient();
  useLiveRequestUpdates((event) => {
    if (event.type !== "request.created" || event.status !== "pending" || event.celebrityId !== celebrityId) return;
    queryClient
      .fetchQuery(requestQueryOptions(event.requestId))
      .then((request) =>
        toast(`New request from ${request.fan.name}`, {
          description: request.occasion ?? "Accept it to record your video.",
        }),
      )
      .catch(() => toast("New request", { description: "A fan has sent you a new request." }));
  });
}
