import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { sandboxOutcomeResponseSchema, sandboxOutcomeSchema } from "@/shared/schemas/payments";
import { apiPost } from "@/web/lib/api-client";

export type SandboxOutcome = z.infer<typeof sandboxOutcomeSchema>["outcome"];
export type SandboxOutcomeResponse = z.infer<typeof sandboxOutcomeResponseSchema>;

/** POST /api/payments/sandbox/:reference/complete: settles the test payment; the answer says where to go. */
export const completeSandboxCheckout = ({ reference, outcome }: { reference: string; outcome: SandboxOutcome }) =>
  apiPost<SandboxOutcomeResponse>(`/api/payments/sandbox/${encodeURIComponent(reference)}/complete`, { outcome });

export const useCompleteSandboxCheckout = () => useMutation({ mutationFn: completeSandboxCheckout });
