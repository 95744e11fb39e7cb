import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { paymentWebhookEvents } from "../../db/schema/index";
import { AppError, notFound } from "../../errors";
import type { JobQueue } from "../../jobs/queue";
import type { PaymentProviders } from "../../providers/payments/create-provider";
import type { PaymentProvider, WebhookEvent, WebhookInput } from "../../providers/payments/provider";
import type { PaymentRecords } from "./payment-records";
import { enqueueRefund } from "./refunds";
import type { PaymentSettlement } from "./settlement";

type Deps = {
  db: Database;
  providers: PaymentProviders;
  jobs?: JobQueue;
  log: FastifyBaseLogger;
  records: Pick<PaymentRecords, "byReference">;
  settlement: Pick<PaymentSettlement, "reconcile">;
};

/**
 * A module's handler of webhook events that are not about a payment (transfers, disputes): providers send
 * every event to one URL, so the payments module checks and deduplicates them and hands these on.
 */
export type WebhookEventHandler = {
  /** True for the events this handler takes (`transfer.success`, `charge.dispute.create` ...). */
  matches(event: WebhookEvent): boolean;
  handle(providerKind: string, event: WebhookEvent): Promise<"applied" | "ignored">;
};

/** Providers' webhook deliveries. */
export function createWebhooks({ db, providers, jobs, log, records, settlement }: Deps) {
  const { byReference } = records;
  const { reconcile } = settlement;
  const eventHandlers: WebhookEventHandler[] = [];

  /** Modules built after payments (payouts, disputes) register theirs while the app is assembled. */
  function addEventHandler(handler: WebhookEventHandler): void {
    eventHandlers.push(handler);
  }

  /**
   * A webhook delivery: authenticated by the provider adapter (else 401, nothing changes), deduplicated by
   * the hash of its raw body, then verified with the provider exactly like a redirect.
   */
  async function handleWebhook(kind: string, input: WebhookInput): Promise<"applied" | "duplicate" | "ignored"> {
    // Signed with the secret of the mode the payment was made in: a test payment confirmed after staff went
    // live is signed with the test secret. The mode whose secret checks the signature also verifies it.
    const candidates = await providers.allModes(kind);
    if (candidates.length === 0) throw notFound("Unknown payment provider");
    let signed: { provider: PaymentProvider; event: WebhookEvent } | undefined;
    for (const { provider } of candidates) {
      const parsed = provider.parseWebhook(input);
      if (parsed) {
        signed = { provider, event: parsed };
        break;
      }
    }
    if (!signed) throw new AppError(401, "INVALID_SIGNATURE", "Webhook signature is missing or invalid.");
    const { provider, event } = signed;
    const eventKey = createHash("sha256").update(input.rawBody).digest("hex");
    const [claimed] = await db
      .insert(paymentWebhookEvents)
      .values({ provider: kind, eventKey, reference: event.reference })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.id });
    if (!claimed) return "duplicate";
    try {
      const handler = eventHandlers.find((candidate) => candidate.matches(event));
      if (handler) return await handler.handle(kind, event);
      if (!event.reference) return "ignored";
      const payment = await byReference(event.reference);
      if (!payment || payment.provider !== kind) {
        log.warn({ provider: kind, reference: event.reference, event: event.event }, "webhook for an unknown payment");
        return "ignored";
      }
      if (event.event.startsWith("refund.")) {
        // The refund job asks the provider itself; the event only means "look again now".
        if (payment.refundStatus === "pending" && jobs) await enqueueRefund(jobs, payment.id);
        return "applied";
      }
      const verification = await provider.verify({
        reference: payment.reference,
        providerTransactionId: event.providerTransactionId ?? undefined,
      });
      await reconcile(payment, verification);
      return "applied";
    } catch (error) {
      // Forget the delivery so the provider's retry of it is processed, not dropped as a duplicate.
      await db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, claimed.id));
      throw error;
    }
  }

  return { handleWebhook, addEventHandler };
}

export type PaymentWebhooks = ReturnType<typeof createWebhooks>;
