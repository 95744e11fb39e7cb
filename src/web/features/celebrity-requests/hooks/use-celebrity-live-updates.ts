import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { useIsolate, useT } from "@/web/lib/i18n";
import { useLiveRequestUpdates } from "@/web/lib/live-events";
import { requestQueryOptions } from "../api/get-request";

/**
 * Keeps the celebrity's pages live: every request event refreshes the lists and figures, and a new paid
 * request addressed to this celebrity raises a 'New request from <fan>' toast.
 */
export function useCelebrityLiveUpdates(celebrityId: string | undefined) {
  const t = useT();
  const names = useCatalogueNames();
  const isolate = useIsolate();
  const queryClient = useQueryClient();
  useLiveRequestUpdates((event) => {
    if (event.type !== "request.created" || event.status !== "pending" || event.celebrityId !== celebrityId) return;
    queryClient
      .fetchQuery(requestQueryOptions(event.requestId))
      .then((request) =>
        toast(t("account.live.newRequestFrom", { fan: isolate(request.fan.name) }), {
          description: request.occasion ? names.occasion(request.occasion) : t("account.live.acceptToRecord"),
        }),
      )
      .catch(() => toast(t("account.live.newRequest"), { description: t("account.live.newRequestText") }));
  });
}
