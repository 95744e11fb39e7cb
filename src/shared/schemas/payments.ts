import { z } from "zod";
import { CURRENCY_CODES } from "../currencies";
import { MOBILE_MONEY_METHODS, MOBILE_MONEY_NETWORKS, PAYMENT_METHODS } from "../payments";
import { PLAN_IDS } from "../plans";

/** POST /api/payments/verify: the payer is back from checkout; the server asks the provider. */
export const verifyPaymentSchema = z.object({
  reference: z.string().trim().min(1, { error: "Missing payment reference" }).max(64),
  /** Flutterwave appends transaction_id to the redirect; Paystack and the sandbox need only the reference. */
  transactionId: z.string().trim().max(64).optional(),
  /**
   * The status the provider put on the redirect. Never trusted for success; "cancelled" only closes a
   * checkout the provider has no transaction for (a payer who cancelled before paying).
   */
  redirectStatus: z.string().trim().max(32).optional(),
});
export type VerifyPaymentInput = z.input<typeof verifyPaymentSchema>;

export const PAYMENT_OUTCOMES = ["succeeded", "failed", "pending", "cancelled"] as const;

export const verifyPaymentResponseSchema = z.object({
  status: z.enum(PAYMENT_OUTCOMES),
  purpose: z.enum(["request", "subscription"]),
  requestId: z.string().nullable(),
  plan: z.enum(PLAN_IDS).nullable(),
  celebrityName: z.string().nullable(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** The sandbox provider's checkout page reads the transaction it is about to settle. */
export const SANDBOX_STATUSES = ["initialized", "awaiting_approval", "succeeded", "failed", "cancelled"] as const;

export const sandboxCheckoutSchema = z.object({
  reference: z.string(),
  amountMinor: z.number().int(),
  currency: z.enum(CURRENCY_CODES),
  description: z.string(),
  customerEmail: z.string(),
  /** awaiting_approval: a mobile-money prompt is on the payer's phone (the page plays that phone). */
  status: z.enum(SANDBOX_STATUSES),
  paymentOptions: z.array(z.enum(PAYMENT_METHODS)),
  /** Where a mobile-money number is read from when typed without its country code. */
  phoneCountry: z.string(),
  /** The wallet the prompt went to, its number masked. */
  wallet: z.object({ network: z.string(), phone: z.string() }).nullable(),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

export const SANDBOX_TEXTS = {
  outcomeInvalid: "Outcome must be success, failure, cancel, prompt, approve or decline",
  networkInvalid: "Choose your mobile money provider.",
  phoneRequired: "Enter the mobile money number that will approve the payment.",
} as const;

/**
 * The payer's choice on the sandbox checkout: end the payment at once (success, failure, cancel); or, for
 * mobile money, send a prompt to a wallet (the payment then stays pending) that the simulated phone later
 * approves or declines, as the provider's webhook would tell.
 */
export const sandboxOutcomeSchema = z.discriminatedUnion(
  "outcome",
  [
    z.object({ outcome: z.enum(["success", "failure", "cancel", "approve", "decline"]) }),
    z
      .object({
        outcome: z.literal("prompt"),
        method: z.enum(MOBILE_MONEY_METHODS as [string, ...string[]], { error: SANDBOX_TEXTS.networkInvalid }),
        network: z.string().trim().max(40),
        phone: z.string().trim().min(1, { error: SANDBOX_TEXTS.phoneRequired }).max(32),
      })
      .refine(
        ({ method, network }) =>
          (MOBILE_MONEY_NETWORKS[method as keyof typeof MOBILE_MONEY_NETWORKS] as readonly string[]).includes(network),
        { path: ["network"], error: SANDBOX_TEXTS.networkInvalid },
      ),
  ],
  { error: SANDBOX_TEXTS.outcomeInvalid },
);
export type SandboxOutcomeInput = z.infer<typeof sandboxOutcomeSchema>;

export const sandboxOutcomeResponseSchema = z.object({ redirectUrl: z.string() });
export type SandboxOutcomeResponse = z.infer<typeof sandboxOutcomeResponseSchema>;

// --- Refunds that need staff ----------------------------------------------------------------------

export const refundAttentionSchema = z.object({
  paymentId: z.string(),
  reference: z.string(),
  provider: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  refundStatus: z.string(),
  refundError: z.string().nullable(),
  refundFailures: z.number().int(),
  payer: z.object({ name: z.string(), email: z.string() }),
  requestId: z.string().nullable(),
  updatedAt: z.string(),
});
export type RefundAttention = z.infer<typeof refundAttentionSchema>;
export const refundAttentionListSchema = z.object({ items: z.array(refundAttentionSchema) });
export type RefundAttentionList = z.infer<typeof refundAttentionListSchema>;
/** The payment's refund after staff acted on it (re-queued, or marked refunded by hand). */
export const refundAttentionResponseSchema = z.object({ refund: refundAttentionSchema });
export type RefundAttentionResponse = z.infer<typeof refundAttentionResponseSchema>;
export const paymentIdParamsSchema = z.object({ paymentId: z.uuid({ error: "Unknown payment" }) });
export const manualRefundSchema = z.object({
  note: z
    .string({ error: "Write a note: how and when the payer was refunded" })
    .trim()
    .min(1, { error: "Write a note: how and when the payer was refunded" })
    .max(1000, { error: "The note must be at most 1000 characters" }),
});
export type ManualRefundInput = z.infer<typeof manualRefundSchema>;
