import { useMutation } from "@tanstack/react-query";
import type { ResolvedPayoutAccount, ResolvePayoutAccountInput } from "@/shared/schemas/payouts";
import { apiPost } from "@/web/lib/api-client";

/** POST /api/celebrity/payout-account/resolve: the holder's name at the bank or operator, before saving. */
export const resolvePayoutAccount = (input: ResolvePayoutAccountInput) =>
  apiPost<ResolvedPayoutAccount>("/api/celebrity/payout-account/resolve", input);

export const useResolvePayoutAccount = () => useMutation({ mutationFn: resolvePayoutAccount });
