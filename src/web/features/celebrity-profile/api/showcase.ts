import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShowcaseCandidate, ShowcaseCandidatesResponse } from "@/shared/schemas/celebrity-profile";
import { apiGet, apiPut } from "@/web/lib/api-client";
import { privateKeys, publicKeys } from "@/web/lib/query-keys";

export const getShowcase = async (): Promise<ShowcaseCandidate[]> =>
  (await apiGet<ShowcaseCandidatesResponse>("/api/celebrity/showcase")).items;

export const showcaseQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.celebrityProfile.showcase, queryFn: getShowcase });

export const useShowcase = () => useQuery(showcaseQueryOptions());

export const setShowcase = async (requestIds: string[]): Promise<ShowcaseCandidate[]> =>
  (await apiPut<ShowcaseCandidatesResponse>("/api/celebrity/showcase", { requestIds })).items;

export function useSetShowcase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setShowcase,
    onSuccess: (items) => {
      queryClient.setQueryData(showcaseQueryOptions().queryKey, items);
      void queryClient.invalidateQueries({ queryKey: publicKeys.celebrities.all });
    },
  });
}
