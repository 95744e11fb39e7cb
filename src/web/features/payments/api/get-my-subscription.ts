import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { mySubscriptionResponseSchema } from "@/shared/schemas/subscriptions";
import { apiGet } from "@/web/lib/api-client";
import { privateQueryKey } from "@/web/lib/session";

export type MySubscriptionResponse = z.infer<typeof mySubscriptionResponseSchema>;
export type Subscription = NonNullable<MySubscriptionResponse["subscription"]>;

/** GET /api/subscriptions/mine: the signed-in user's current plan, or null. */
export const getMySubscription = () => apiGet<MySubscriptionResponse>("/api/subscriptions/mine");

export const mySubscriptionQueryOptions = () =>
  queryOptions({ queryKey: privateQueryKey("subscriptions", "mine"), queryFn: getMySubscription });

export const useMySubscription = (enabled = true) => useQuery({ ...mySubscriptionQueryOptions(), enabled });
