import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyCelebrityProfile, MyCelebrityProfileResponse } from "@/shared/schemas/celebrity-profile";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

export const getMyProfile = async (): Promise<MyCelebrityProfile> =>
  (await apiGet<MyCelebrityProfileResponse>("/api/celebrity/profile")).profile;

export const myProfileQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.celebrityProfile.mine, queryFn: getMyProfile });

export const useMyProfile = () => useQuery(myProfileQueryOptions());
