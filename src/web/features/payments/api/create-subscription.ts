import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { subscribeResponseSchema, subscribeSchema } from "@/shared/schemas/subscriptions";
import { apiPost } from "@/web/lib/api-client";

export type SubscribeInput = z.input<typeof subscribeSchema>;
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

/** POST /api/subscriptions: the server prices the plan in the payer's currency and opens a checkout. */
export const createSubscription = (input: SubscribeInput) => apiPost<SubscribeResponse>("/api/subscriptions", input);

export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });
