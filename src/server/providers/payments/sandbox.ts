import { createHmac, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { SANDBOX_CHECKOUT_PATH } from "../../../shared/payments";
import type { SandboxCheckout } from "../../../shared/schemas/payments";
import type { Database } from "../../db/client";
import { sandboxTransactions } from "../../db/schema/index";
import { notFound } from "../../errors";
import {
  assertAmount,
  headerValue,
  type PaymentProvider,
  type PaymentStatus,
  parseJsonObject,
  safeEqual,
  stringField,
} from "./provider";

export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

/** A sandbox refund is named after its transaction: one full refund per transaction. */
const REFUND_ID_PREFIX = "sbx_rf_";
const sandboxRefundId = (transactionId: string) => `${REFUND_ID_PREFIX}${transactionId}`;

/** How a payment ends: at the checkout (success, failure, cancel), or on the phone a prompt went to. */
export type SandboxOutcome = "success" | "failure" | "cancel" | "approve" | "decline";
export type SandboxTransactionStatus = SandboxCheckout["status"];
export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;

/** What each outcome settles, and from where: a prompt is answered only on the phone it went to. */
export const SANDBOX_OUTCOMES: Record<
  SandboxOutcome,
  { from: SandboxTransactionStatus; to: SandboxTransactionStatus }
> = {
  success: { from: "initialized", to: "succeeded" },
  failure: { from: "initialized", to: "failed" },
  cancel: { from: "initialized", to: "cancelled" },
  approve: { from: "awaiting_approval", to: "succeeded" },
  decline: { from: "awaiting_approval", to: "failed" },
};

/** The key that signs sandbox webhooks: derived from APP_SECRET so no extra secret has to be configured. */
export function sandboxWebhookKey(appSecret: string): Buffer {
  return createHmac("sha256", appSecret).update("salamu sandbox webhook signing key v1").digest();
}

export function signSandboxWebhook(appSecret: string, rawBody: string | Buffer): string {
  return createHmac("sha256", sandboxWebhookKey(appSecret)).update(rawBody).digest("hex");
}

export type SandboxProvider = PaymentProvider & {
  /** The transaction the sandbox checkout page shows. */
  findTransaction(reference: string): Promise<SandboxTransaction | undefined>;
  /**
   * Settles an initialized transaction as the payer chose, and answers the signed webhook the sandbox
   * "sends" about it. Settling twice with the same outcome answers the same transaction (a double click);
   * another outcome afterwards is refused by the caller.
   */
  settle(
    reference: string,
    outcome: SandboxOutcome,
  ): Promise<{ transaction: SandboxTransaction; webhook: { headers: Record<string, string>; rawBody: string } }>;
  /**
   * Sends a mobile-money prompt to a wallet: the transaction waits for the phone's answer (pending to
   * verify). Answers the transaction, or undefined when it had already left the checkout.
   */
  promptWallet(reference: string, wallet: { network: string; phone: string }): Promise<SandboxTransaction | undefined>;
};

/**
 * The sandbox provider: it plays a real payment provider on the embedded default, with its own books
 * (sandbox_transactions), its own checkout page (/payment/sandbox, served by the web app), signed webhooks
 * and refunds. Salamu talks to it through the same PaymentProvider interface and the same verify and
 * webhook code as Flutterwave and Paystack.
 */
export function createSandboxProvider(options: { db: Database; appSecret: string }): SandboxProvider {
  const { db } = options;

  async function findTransaction(reference: string) {
    const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
    return row;
  }

  function webhookFor(transaction: SandboxTransaction) {
    const rawBody = JSON.stringify({
      event: "charge.completed",
      // A delivery id makes every delivery distinct, as real providers do; replays of one delivery are not.
      deliveryId: randomBytes(8).toString("hex"),
      data: {
        id: transaction.id,
        reference: transaction.reference,
        status: transaction.status,
        amountMinor: transaction.amountMinor,
        currency: transaction.currency,
      },
    });
    return { rawBody, headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: sign(rawBody) } };
  }

  const sign = (rawBody: string | Buffer) => signSandboxWebhook(options.appSecret, rawBody);

  /** The transaction when the sandbox has refunded it (refunds are full and immediate), else undefined. */
  async function refundedTransaction(transactionId: string) {
    if (!transactionId) return undefined;
    const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, transactionId));
    return row && row.refundedMinor > 0 ? row : undefined;
  }

  return {
    kind: "sandbox",

    async createCheckout(input) {
      assertAmount(input.amountMinor);
      const id = `sbx_${randomBytes(12).toString("hex")}`;
      await db.insert(sandboxTransactions).values({
        id,
        reference: input.reference,
        amountMinor: input.amountMinor,
        currency: input.currency,
        customerEmail: input.customer.email,
        customerName: input.customer.name,
        description: input.description,
        redirectUrl: input.redirectUrl,
      });
      // On this site, so relative: the payer stays on the host they browse (and signed in there), whatever
      // APP_URL says (e.g. localhost vs 127.0.0.1 in development).
      const query = new URLSearchParams({ reference: input.reference });
      return { checkoutUrl: `${SANDBOX_CHECKOUT_PATH}?${query}`, providerReference: id };
    },

    async verify({ reference }) {
      const transaction = await findTransaction(reference);
      if (!transaction) throw notFound("Sandbox transaction not found");
      const waiting = transaction.status === "initialized" || transaction.status === "awaiting_approval";
      const status: PaymentStatus = transaction.status === "succeeded" ? "succeeded" : waiting ? "pending" : "failed";
      return {
        status,
        reference: transaction.reference,
        amountMinor: transaction.amountMinor,
        currency: transaction.currency,
        providerTransactionId: transaction.id,
        ...(transaction.status === "cancelled" ? { cancelled: true } : {}),
      };
    },

    parseWebhook({ headers, rawBody }) {
      const signature = headerValue(headers, SANDBOX_SIGNATURE_HEADER);
      if (!signature || !safeEqual(signature.toLowerCase(), sign(rawBody))) return null;
      const payload = parseJsonObject(rawBody);
      if (!payload) return null;
      const data =
        payload.data && typeof payload.data === "object" ? (payload.data as Record<string, unknown>) : undefined;
      return {
        event: stringField(payload.event) ?? "unknown",
        reference: stringField(data?.reference) ?? null,
        providerTransactionId: stringField(data?.id) ?? null,
        data: data ?? null,
      };
    },

    async refund({ providerTransactionId, amountMinor }) {
      assertAmount(amountMinor);
      // Refunds never exceed what was paid; repeating a full refund answers the same refund (a retry after a
      // lost answer must not fail).
      const [row] = await db
        .update(sandboxTransactions)
        .set({
          refundedMinor: sql`least(${sandboxTransactions.amountMinor}, ${sandboxTransactions.refundedMinor} + ${amountMinor})`,
          updatedAt: new Date(),
        })
        .where(
          sql`${sandboxTransactions.id} = ${providerTransactionId} and ${sandboxTransactions.status} = 'succeeded'`,
        )
        .returning({ id: sandboxTransactions.id });
      if (!row) return { status: "failed", refundId: "" };
      return { status: "succeeded", refundId: sandboxRefundId(row.id) };
    },

    async refundStatus(refundId) {
      const transactionId = refundId.startsWith(REFUND_ID_PREFIX) ? refundId.slice(REFUND_ID_PREFIX.length) : "";
      const refunded = await refundedTransaction(transactionId);
      return { status: refunded ? "succeeded" : "failed", refundId };
    },

    async findRefund(providerTransactionId) {
      const refunded = await refundedTransaction(providerTransactionId);
      return refunded ? { status: "succeeded", refundId: sandboxRefundId(refunded.id) } : null;
    },

    async checkConnection() {
      return "The sandbox needs no keys: checkouts open this app's own test page and no money moves.";
    },

    findTransaction,

    async settle(reference, outcome) {
      const { from, to } = SANDBOX_OUTCOMES[outcome];
      const [updated] = await db
        .update(sandboxTransactions)
        .set({ status: to, updatedAt: new Date() })
        .where(sql`${sandboxTransactions.reference} = ${reference} and ${sandboxTransactions.status} = ${from}`)
        .returning();
      const transaction = updated ?? (await findTransaction(reference));
      if (!transaction) throw notFound("Sandbox transaction not found");
      return { transaction, webhook: webhookFor(transaction) };
    },

    async promptWallet(reference, wallet) {
      const [updated] = await db
        .update(sandboxTransactions)
        .set({
          status: "awaiting_approval",
          walletNetwork: wallet.network,
          walletPhone: wallet.phone,
          updatedAt: new Date(),
        })
        .where(sql`${sandboxTransactions.reference} = ${reference} and ${sandboxTransactions.status} = 'initialized'`)
        .returning();
      return updated;
    },
  };
}
