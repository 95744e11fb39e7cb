import { useMutation } from "@tanstack/react-query";
import type { PayoutQuote, PayoutQuoteInput } from "@/shared/schemas/payouts";
import { apiPost } from "@/web/lib/api-client";

/**
 * POST /api/celebrity/payouts/quote: exactly what "Withdraw now" would send (amount in the account's currency,
 * fee, rate). A mutation, not a cached query: every withdrawal asks for a fresh quote.
 */
export const getPayoutQuote = (input: PayoutQuoteInput) => apiPost<PayoutQuote>("/api/celebrity/payouts/quote", input);

export const usePayoutQuote = () => useMutation({ mutationFn: getPayoutQuote });
