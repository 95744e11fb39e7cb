import { useMutation } from "@tanstack/react-query";
import type { SubscribeInput, SubscribeResponse } from "@/shared/schemas/subscriptions";
import { apiPost } from "@/web/lib/api-client";

/** POST /api/subscriptions: the server prices the plan in the payer's currency and opens a checkout. */
export const createSubscription = (input: SubscribeInput) => apiPost<SubscribeResponse>("/api/subscriptions", input);

export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });
