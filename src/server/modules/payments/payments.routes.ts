import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "@/shared/schemas/errors";
import {
  sandboxCheckoutSchema,
  sandboxOutcomeResponseSchema,
  sandboxOutcomeSchema,
  verifyPaymentResponseSchema,
  verifyPaymentSchema,
} from "@/shared/schemas/payments";
import type { Guards } from "../accounts/auth-guards";
import type { PaymentsService } from "./payments.service";

// Guards run as preValidation: a signed-out caller gets 401 before any report on what it sent.
const tags = ["payments"];

const referenceParams = z.object({ reference: z.string().trim().min(1).max(64) });
const webhookResponseSchema = z.object({
  received: z.literal(true),
  result: z.enum(["applied", "duplicate", "ignored"]),
});

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService; guards: Guards }> = async (
  app,
  { payments, guards },
) => {
  app.post(
    "/payments/verify",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "Verify the signed-in payer's payment with its provider after checkout (idempotent)",
        body: verifyPaymentSchema,
        response: {
          200: verifyPaymentResponseSchema,
          ...errorResponses(400, 401, 404, 502),
        },
      },
    },
    async (request) => payments.verifyForPayer(guards.userOf(request).id, request.body),
  );

  app.get(
    "/payments/sandbox/:reference",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The sandbox provider's checkout: what the payer is about to pay (payer only)",
        params: referenceParams,
        response: { 200: sandboxCheckoutSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => payments.sandboxCheckout(guards.userOf(request).id, request.params.reference),
  );

  app.post(
    "/payments/sandbox/:reference/complete",
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary:
          "Settle a sandbox checkout (success, failure, cancel), or send a mobile-money prompt (prompt) that the simulated phone approves or declines; settling sends the sandbox's signed webhook",
        params: referenceParams,
        body: sandboxOutcomeSchema,
        response: {
          200: sandboxOutcomeResponseSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) => payments.completeSandbox(guards.userOf(request).id, request.params.reference, request.body),
  );

  // Webhook signatures cover the exact bytes sent: this scope keeps the body raw instead of parsing JSON
  // (the parsers of every other route are untouched).
  const webhooks: FastifyPluginAsyncZod = async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    raw.post(
      "/payments/webhooks/:provider",
      {
        schema: {
          tags,
          summary: "Payment provider webhooks (sandbox, flutterwave, paystack): authenticated, deduplicated, verified",
          params: z.object({ provider: z.string().max(32) }),
          response: {
            200: webhookResponseSchema,
            ...errorResponses(401, 404, 502),
          },
        },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const result = await payments.handleWebhook(request.params.provider, { headers: request.headers, rawBody });
        if (result === "duplicate") request.log.info({ provider: request.params.provider }, "webhook replay ignored");
        return { received: true as const, result };
      },
    );
  };
  await app.register(webhooks);
};
