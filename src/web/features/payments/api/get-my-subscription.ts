import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { mySubscriptionResponseSchema } from "@/shared/schemas/subscriptions";
import { apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

export type MySubscriptionResponse = z.infer<typeof mySubscriptionResponseSchema>;
export type Subscription = NonNullable<MySubscriptionResponse["subscription"]>;

/** GET /api/subscriptions/mine: the signed-in user's current plan, or null. */
export const getMySubscription = () => apiGet<MySubscriptionResponse>("/api/subscriptions/mine");

export const mySubscriptionQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.mySubscription, queryFn: getMySubscription });

export const useMySubscription = (enabled = true) => useQuery({ ...mySubscriptionQueryOptions(), enabled });
