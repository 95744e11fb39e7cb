import { useMutation } from "@tanstack/react-query";
import type { SandboxOutcomeInput, SandboxOutcomeResponse } from "@/shared/schemas/payments";
import { apiPost } from "@/web/lib/api-client";

export type SandboxOutcome = SandboxOutcomeInput["outcome"];

/** POST /api/payments/sandbox/:reference/complete: settles the test payment; the answer says where to go. */
export const completeSandboxCheckout = ({ reference, outcome }: { reference: string; outcome: SandboxOutcome }) =>
  apiPost<SandboxOutcomeResponse>(`/api/payments/sandbox/${encodeURIComponent(reference)}/complete`, { outcome });

export const useCompleteSandboxCheckout = () => useMutation({ mutationFn: completeSandboxCheckout });
