import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PendingApplicationsResponse } from "@/shared/schemas/celebrity-applications";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/admin/celebrities/applications: applications waiting for a decision, oldest first. */
export const getApplications = () =>
  apiGet<PendingApplicationsResponse>("/api/admin/celebrities/applications").then((data) => data.items);

export const applicationsQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.admin.celebrities.applications, queryFn: getApplications });

export const useApplications = () => useQuery(applicationsQueryOptions());
