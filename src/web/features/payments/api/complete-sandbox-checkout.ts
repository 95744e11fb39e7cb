import { useMutation } from "@tanstack/react-query";
import type { SandboxOutcomeInput, SandboxOutcomeResponse } from "@/shared/schemas/payments";
import { apiPost } from "@/web/lib/api-client";

export type SandboxOutcome = SandboxOutcomeInput["outcome"];

/**
 * POST /api/payments/sandbox/:reference/complete: settles the test payment, or sends a mobile-money prompt
 * that the simulated phone answers later; the answer says where to go.
 */
export const completeSandboxCheckout = ({ reference, ...choice }: SandboxOutcomeInput & { reference: string }) =>
  apiPost<SandboxOutcomeResponse>(`/api/payments/sandbox/${encodeURIComponent(reference)}/complete`, choice);

export const useCompleteSandboxCheckout = () => useMutation({ mutationFn: completeSandboxCheckout });
