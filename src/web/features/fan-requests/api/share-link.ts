import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShareLink, ShareLinkResponse } from "@/shared/schemas/watch";
import { apiDelete, apiGet, apiPost } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

const path = (id: string) => `/api/requests/${encodeURIComponent(id)}/share-link`;

/** GET /api/requests/:id/share-link: the live private watch link, or null. */
export const shareLinkQueryOptions = (id: string) =>
  queryOptions({
    queryKey: privateKeys.shareLink(id),
    queryFn: async () => (await apiGet<ShareLinkResponse>(path(id))).link,
  });

export const useShareLink = (id: string) => useQuery(shareLinkQueryOptions(id));

/** POST (a new link; the previous one stops working) and DELETE (revoke) of the private watch link. */
export function useShareLinkActions(id: string) {
  const queryClient = useQueryClient();
  const key = shareLinkQueryOptions(id).queryKey;
  const create = useMutation({
    mutationFn: () => apiPost<ShareLink>(path(id)),
    onSuccess: (link) => queryClient.setQueryData(key, link),
  });
  const revoke = useMutation({
    mutationFn: () => apiDelete(path(id)),
    onSuccess: () => queryClient.setQueryData(key, null),
  });
  return { create, revoke };
}
