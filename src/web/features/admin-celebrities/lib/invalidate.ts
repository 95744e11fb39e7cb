import type { QueryClient } from "@tanstack/react-query";
import { privateKeys, publicKeys } from "@/web/lib/query-keys";
import { adminCelebritiesKeys } from "../api/get-admin-celebrities";

/**
 * After a decision on a celebrity: the staff lists (applications and the approved list share the area's key),
 * the dashboard figures (celebrities, pending approvals, recent celebrities) and the public catalogue, which
 * gains, loses or re-badges a star.
 */
export const invalidateCelebrityQueries = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCelebritiesKeys.all }),
    queryClient.invalidateQueries({ queryKey: privateKeys.admin.dashboard }),
    queryClient.invalidateQueries({ queryKey: publicKeys.celebrities.all }),
  ]);
