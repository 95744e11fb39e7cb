import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Invitation } from "@/shared/schemas/staff";
import { apiGet } from "@/web/lib/api-client";
import { publicKeys } from "@/web/lib/query-keys";

/** GET /api/accounts/invitations/:token: who was invited (404 unknown, 410 used or expired). */
export const getInvitation = (token: string) =>
  apiGet<Invitation>(`/api/accounts/invitations/${encodeURIComponent(token)}`);

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: publicKeys.invitation(token),
    queryFn: () => getInvitation(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useInvitation = (token: string) => useQuery({ ...invitationQueryOptions(token), enabled: token !== "" });
