import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CelebrityApplicationProfile } from "@/shared/schemas/accounts";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

export const getMyApplication = async (): Promise<CelebrityApplicationProfile | null> =>
  (await apiGet<{ profile: CelebrityApplicationProfile | null }>("/api/celebrity-applications/mine")).profile;

export const myApplicationQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.celebrityApplication, queryFn: getMyApplication });

export const useMyApplication = (enabled = true) => useQuery({ ...myApplicationQueryOptions(), enabled });
