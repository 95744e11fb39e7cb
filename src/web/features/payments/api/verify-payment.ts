import { queryOptions, useQuery } from "@tanstack/react-query";
import type { VerifyPaymentInput, VerifyPaymentResponse } from "@/shared/schemas/payments";
import { apiPost } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** How often, and how many times, a pending payment (mobile money) is checked again on the callback page. */
export const PENDING_POLL_MS = 5000;
export const PENDING_POLL_LIMIT = 12;

/** POST /api/payments/verify: the server asks the provider; idempotent, so it may be repeated. */
export const verifyPayment = (input: VerifyPaymentInput) =>
  apiPost<VerifyPaymentResponse>("/api/payments/verify", input);

export const verifyPaymentQueryOptions = (input: VerifyPaymentInput) =>
  queryOptions({
    queryKey: privateKeys.payments.verify(input.reference, input.transactionId),
    queryFn: () => verifyPayment(input),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    // A pending payment finishes when the provider confirms it: ask again a few times, then stop.
    refetchInterval: (query) =>
      query.state.data?.status === "pending" && query.state.dataUpdateCount < PENDING_POLL_LIMIT
        ? PENDING_POLL_MS
        : false,
  });

export const useVerifyPayment = (input: VerifyPaymentInput) =>
  useQuery({ ...verifyPaymentQueryOptions(input), enabled: !!input.reference });
