import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CelebrityApplicationProfile } from "@/shared/schemas/accounts";
import { apiGet } from "@/web/lib/api-client";
import { privateQueryKey } from "@/web/lib/session";

export const getMyCelebrityProfile = async (): Promise<CelebrityApplicationProfile | null> =>
  (await apiGet<{ profile: CelebrityApplicationProfile | null }>("/api/celebrity-applications/mine")).profile;

export const myCelebrityProfileQueryOptions = () =>
  queryOptions({ queryKey: privateQueryKey("celebrity-application"), queryFn: getMyCelebrityProfile });

export const useMyCelebrityProfile = (enabled = true) => useQuery({ ...myCelebrityProfileQueryOptions(), enabled });
