import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SandboxCheckout } from "@/shared/schemas/payments";
import { ApiError, apiGet } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

/** GET /api/payments/sandbox/:reference: the test transaction the payer is about to settle. */
export const getSandboxCheckout = (reference: string) =>
  apiGet<SandboxCheckout>(`/api/payments/sandbox/${encodeURIComponent(reference)}`);

export const sandboxCheckoutQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: privateKeys.payments.sandbox(reference),
    queryFn: () => getSandboxCheckout(reference),
    // 4xx (unknown reference, someone else's payment) is an answer: do not retry it.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });

export const useSandboxCheckout = (reference: string, enabled = true) =>
  useQuery({ ...sandboxCheckoutQueryOptions(reference), enabled: enabled && !!reference });
