import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MySubscriptionResponse } from "@/shared/schemas/subscriptions";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/subscriptions/mine: the signed-in user's current plan, or null. */
export const getMySubscription = () => apiGet<MySubscriptionResponse>("/api/subscriptions/mine");

export const mySubscriptionQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.mySubscription, queryFn: getMySubscription });

export const useMySubscription = (enabled = true) => useQuery({ ...mySubscriptionQueryOptions(), enabled });
