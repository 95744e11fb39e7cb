import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { MINUTE_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import { payoutAccounts, payouts } from "../../db/schema/index";
import { JOBS, type JobQueue } from "../../jobs/queue";
import { PaymentProviderError, type WebhookEvent } from "../../providers/payments/provider";
import type { PayoutProvider, TransferResult } from "../../providers/payouts/provider";
import type { WebhookEventHandler } from "../payments/webhooks";
import type { PayoutAccountsService } from "../payout-accounts/payout-accounts.service";
import { type PayoutRow, postPayoutFailed, postPayoutReversed, postPayoutSucceeded } from "./payout-money";
import { payoutByReference } from "./payout-views";

/** The transfer providers by kind, with the credentials in force now (PaymentProviders.payoutsByKind). */
export type PayoutProviders = { payoutsByKind(kind: string): Promise<PayoutProvider | undefined> };

type Deps = {
  db: Database;
  providers: PayoutProviders;
  /** The payout-accounts module's reader: an account with the full number, only to hand to the provider. */
  accounts: Pick<PayoutAccountsService, "forSending">;
  jobs?: JobQueue;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  now?: () => Date;
};

/** A payout still sending or in transit this long is asked about by the reconciliation job. */
export const STALE_PAYOUT_MS = 30 * MINUTE_MS;
export const RECONCILE_PAYOUTS_CRON = "*/15 * * * *";

/** Why the money came back, in plain words for the star (the provider's words, if any, in brackets). */
function plainFailure(kind: "failed" | "reversed", providerReason: string | undefined): string {
  const what =
    kind === "failed"
      ? "Your bank or mobile-money provider did not accept the transfer"
      : "Your bank or mobile-money provider sent the transfer back";
  const detail = providerReason?.trim() ? ` (${providerReason.trim().slice(0, 200)})` : "";
  return `${what}${detail}. The money is back in your available balance: check your payout account details, then withdraw again.`;
}

const IN_FLIGHT = ["sending", "in_transit"];

const ACCOUNT_CHANGED =
  "Your payout account was changed before this payout was sent, so it was not sent. The money is back in your available balance: withdraw again to pay your current account.";

/**
 * Sending payouts and hearing back: the send-payout job, the webhook events of transfers and the
 * reconciliation of payouts left in transit all end in `applyTransfer`, which moves a payout once and posts
 * its money in the same transaction. Only the provider's own answer (transfer or verifyTransfer) counts.
 */
export function createPayoutSending({ db, providers, accounts, jobs, log, now = () => new Date() }: Deps) {
  async function providerOf(kind: string): Promise<PayoutProvider> {
    const provider = await providers.payoutsByKind(kind);
    if (!provider) throw new Error(`payout provider ${kind} has no credentials`);
    return provider;
  }

  async function notify(kind: "payout-failed" | "payout-paid", payoutId: string) {
    await jobs?.send(JOBS.payoutNotice, { kind, payoutId }, { singletonKey: `${kind}:${payoutId}` });
  }

  /**
   * Moves the payout as the provider says, once: pending or otp -> in transit; succeeded -> paid; failed ->
   * the money back to available; reversed after success -> the payment undone through fx. Answers whether
   * anything changed.
   */
  async function applyTransfer(payoutId: string, result: TransferResult, plainReason?: string): Promise<boolean> {
    const at = now();
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for("update");
      if (!row) return null;
      const transferCode = result.transferCode ?? row.transferCode;
      const update = async (patch: Partial<PayoutRow>) => {
        const [after] = await tx
          .update(payouts)
          .set({ ...patch, transferCode, providerStatus: result.status, updatedAt: at })
          .where(eq(payouts.id, row.id))
          .returning();
        return after!;
      };
      const inFlight = IN_FLIGHT.includes(row.status);
      if ((result.status === "pending" || result.status === "otp") && inFlight) {
        if (row.status === "in_transit" && row.providerStatus === result.status) return null;
        await update({ status: "in_transit", sentAt: row.sentAt ?? at });
        return null;
      }
      if (result.status === "succeeded" && inFlight) {
        const after = await update({ status: "succeeded", completedAt: at, sentAt: row.sentAt ?? at });
        await postPayoutSucceeded(tx, after, at);
        return "payout-paid" as const;
      }
      if ((result.status === "failed" || result.status === "reversed") && inFlight) {
        const after = await update({
          status: result.status,
          completedAt: at,
          failureReason: plainReason ?? plainFailure(result.status, result.reason),
        });
        await postPayoutFailed(tx, after, at);
        return "payout-failed" as const;
      }
      if (result.status === "reversed" && row.status === "succeeded") {
        const after = await update({ status: "reversed", failureReason: plainFailure("reversed", result.reason) });
        await postPayoutReversed(tx, after, at);
        return "payout-failed" as const;
      }
      return null;
    });
    if (outcome) {
      log.info({ payoutId, status: result.status }, "payout settled by the provider");
      await notify(outcome, payoutId);
    }
    return outcome !== null;
  }

  /** One go at the provider: what it already has under the reference, else a new transfer (null: not sent). */
  async function transferOnce(claimed: PayoutRow, at: Date): Promise<TransferResult | null> {
    const provider = await providerOf(claimed.provider);
    const known = claimed.attempts > 1 ? await provider.verifyTransfer(claimed.reference) : null;
    if (known) return known;
    const account = await accounts.forSending(claimed.payoutAccountId);
    if (account?.status !== "active") {
      // The star replaced or removed the account since asking: never send to one they walked away from.
      await applyTransfer(claimed.id, { status: "failed", transferCode: null }, ACCOUNT_CHANGED);
      return null;
    }
    const { destination } = account;
    if (!destination.recipientCode) {
      const { recipientCode: _none, ...details } = destination;
      const { recipientCode } = await provider.createRecipient(details);
      if (recipientCode) {
        // Remembered on the account, so later payouts to it skip creating it.
        await db.update(payoutAccounts).set({ recipientCode, updatedAt: at }).where(eq(payoutAccounts.id, account.id));
        destination.recipientCode = recipientCode;
      }
    }
    return provider.transfer({
      reference: claimed.reference,
      amountMinor: claimed.payoutAmountMinor,
      currency: claimed.payoutCurrency,
      destination,
      narration: "Salamu earnings",
    });
  }

  /**
   * The send-payout job. Claims the payout (only one in `sending`), then: after an earlier attempt whose answer
   * was lost, asks the provider first; otherwise registers the recipient if needed and starts the transfer
   * under the payout's reference (the provider refuses a second transfer with it).
   */
  async function sendPayout({ payoutId }: { payoutId: string }): Promise<void> {
    const at = now();
    const [claimed] = await db
      .update(payouts)
      .set({ attempts: sql`${payouts.attempts} + 1`, updatedAt: at })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, "sending")))
      .returning();
    if (!claimed) return;
    let result: TransferResult | null;
    try {
      result = await transferOnce(claimed, at);
    } catch (error) {
      // Staff see why it is stuck (the provider's words; they never carry a key); the job tries again,
      // asking the provider first.
      if (error instanceof PaymentProviderError) {
        await db
          .update(payouts)
          .set({ providerStatus: `error: ${error.message}`.slice(0, 300), updatedAt: now() })
          .where(and(eq(payouts.id, payoutId), eq(payouts.status, "sending")));
      }
      throw error;
    }
    if (!result) return;
    log.info({ payoutId, status: result.status }, "payout sent to the provider");
    await applyTransfer(payoutId, result);
  }

  /** Providers' transfer events: found by reference, confirmed with the provider, applied once. */
  const webhookHandler: WebhookEventHandler = {
    matches: (event: WebhookEvent) => event.event.startsWith("transfer."),
    async handle(kind, event) {
      const fromData = event.data?.reference;
      const reference = event.reference ?? (typeof fromData === "string" ? fromData : null);
      const payout = reference ? await payoutByReference(db, reference) : undefined;
      if (!payout || payout.provider !== kind) {
        log.warn({ provider: kind, event: event.event }, "transfer webhook for an unknown payout");
        return "ignored";
      }
      const result = await (await providerOf(kind)).verifyTransfer(payout.reference);
      if (!result) return "ignored";
      await applyTransfer(payout.id, result);
      return "applied";
    },
  };

  /**
   * Payouts sending or in transit for over STALE_PAYOUT_MS: asked about again. One the provider never heard
   * of and still `sending` goes back to the send job (its reference keeps a retry from paying twice).
   */
  async function reconcileStalePayouts(at: Date = now()): Promise<number> {
    const stale = await db
      .select()
      .from(payouts)
      .where(and(inArray(payouts.status, IN_FLIGHT), lt(payouts.updatedAt, new Date(at.getTime() - STALE_PAYOUT_MS))))
      .limit(200);
    let settled = 0;
    for (const payout of stale) {
      try {
        const result = await (await providerOf(payout.provider)).verifyTransfer(payout.reference);
        if (result) {
          if (await applyTransfer(payout.id, result)) settled += 1;
        } else if (payout.status === "sending") {
          await jobs?.send(JOBS.sendPayout, { payoutId: payout.id }, { singletonKey: payout.id });
        } else {
          log.warn({ payoutId: payout.id }, "payout in transit unknown to its provider");
        }
      } catch (error) {
        log.warn({ err: error, payoutId: payout.id }, "payout reconciliation failed; next run asks again");
      }
    }
    return settled;
  }

  return { sendPayout, applyTransfer, webhookHandler, reconcileStalePayouts };
}

export type PayoutSending = ReturnType<typeof createPayoutSending>;
