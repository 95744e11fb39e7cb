import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FailedMessages } from "@/shared/schemas/messages";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/admin/messages/failed: e-mails and SMS that failed every attempt (a phone number masked). */
export const getFailedMessages = () => apiGet<FailedMessages>("/api/admin/messages/failed").then((data) => data.items);

export const failedMessagesQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.admin.failedMessages, queryFn: getFailedMessages });

export const useFailedMessages = () => useQuery(failedMessagesQueryOptions());
