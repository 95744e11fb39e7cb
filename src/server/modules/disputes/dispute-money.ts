import { eq } from "drizzle-orm";
import { PLATFORM_OWNER } from "@/shared/ledger";
import { type disputes, ledgerTransactions, type payments, type videoRequests } from "../../db/schema/index";
import type { Transaction } from "../../db/transaction";
import { type LedgerLine, lockedBalance, postLedger } from "../ledger/ledger";

/**
 * A dispute's money (ADR 032), each posted once (the key) in the transaction that changes the dispute's status.
 * Opening freezes the request's released earnings; winning releases them; losing sends the payer's money back
 * from where it sits, the star's share borne as `disputes.lossBorneBy` says, and records who bore it.
 */

type DisputeRow = typeof disputes.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type RequestRow = typeof videoRequests.$inferSelect;
export type LossBorneBy = "platform" | "star";

async function posted(tx: Transaction, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.key, key));
  return !!row;
}

/**
 * Freezes what the request earned the star, if it was released to their available balance, at most what is
 * available now (some may have been paid out). Unreleased earnings stay pending: the release job skips a
 * request with an open dispute. Answers the amount frozen.
 */
export async function postDisputeOpened(
  tx: Transaction,
  dispute: DisputeRow,
  request: RequestRow | null,
  at: Date,
): Promise<number> {
  if (!request || !(await posted(tx, `hold:${request.id}`))) return 0;
  const available = await lockedBalance(tx, "star_available", request.celebrityId, request.currency);
  const frozen = Math.max(0, Math.min(request.earningsMinor ?? 0, available));
  if (frozen === 0) return 0;
  await postLedger(tx, {
    key: `dispute-opened:${dispute.id}`,
    kind: "dispute_opened",
    cause: { type: "dispute", id: dispute.id },
    at,
    lines: [
      { account: "star_available", ownerId: request.celebrityId, currency: request.currency, amountMinor: -frozen },
      { account: "star_frozen", ownerId: request.celebrityId, currency: request.currency, amountMinor: frozen },
    ],
  });
  return frozen;
}

/** Won: what was frozen goes back to the star's available balance. */
export async function postDisputeWon(tx: Transaction, dispute: DisputeRow, at: Date): Promise<void> {
  if (!dispute.celebrityId || dispute.frozenMinor === 0) return;
  await postLedger(tx, {
    key: `dispute-won:${dispute.id}`,
    kind: "dispute_won",
    cause: { type: "dispute", id: dispute.id },
    at,
    lines: [
      {
        account: "star_frozen",
        ownerId: dispute.celebrityId,
        currency: dispute.currency,
        amountMinor: -dispute.frozenMinor,
      },
      {
        account: "star_available",
        ownerId: dispute.celebrityId,
        currency: dispute.currency,
        amountMinor: dispute.frozenMinor,
      },
    ],
  });
}

/**
 * Lost: the disputed amount goes back to the payer (`fan`) from where it sits. A plan's payment: from the
 * plans account. A request not yet delivered: from its escrow (anything escrow no longer holds, the platform
 * bears). A delivered request: the fee share from `platform_fees`, the star's share from `star_frozen` then
 * `star_available` (which may go negative: the recorded loss) when the star bears it, else from
 * `dispute_losses` and the frozen earnings are released. Answers who bore a cost (null: nobody did, the money
 * was still held).
 */
export async function postDisputeLost(
  tx: Transaction,
  input: { dispute: DisputeRow; payment: PaymentRow; request: RequestRow | null; lossBorneBy: LossBorneBy; at: Date },
): Promise<LossBorneBy | null> {
  const { dispute, payment, request, lossBorneBy, at } = input;
  const currency = dispute.currency;
  const amount = dispute.amountMinor;
  const platform = (
    account: "platform_fees" | "platform_plans" | "dispute_losses",
    amountMinor: number,
  ): LedgerLine => ({
    account,
    ownerId: PLATFORM_OWNER,
    currency,
    amountMinor,
  });
  const lines: LedgerLine[] = [{ account: "fan", ownerId: payment.userId, currency, amountMinor: amount }];
  let borneBy: LossBorneBy | null = null;

  if (payment.purpose === "subscription" || !request) {
    lines.push(platform(payment.purpose === "subscription" ? "platform_plans" : "dispute_losses", -amount));
    borneBy = "platform";
  } else if (!(await posted(tx, `delivery:${request.id}`))) {
    const held = Math.max(0, await lockedBalance(tx, "escrow", payment.id, currency));
    const fromEscrow = Math.min(amount, held);
    lines.push({ account: "escrow", ownerId: payment.id, currency, amountMinor: -fromEscrow });
    if (amount > fromEscrow) {
      lines.push(platform("dispute_losses", -(amount - fromEscrow)));
      borneBy = "platform";
    }
  } else {
    const fee = request.feeMinor ?? 0;
    const total = fee + (request.earningsMinor ?? 0);
    // A partial dispute splits like the payment did.
    const feeShare = total > 0 ? Math.round((amount * fee) / total) : 0;
    const starShare = amount - feeShare;
    const star = (account: "star_frozen" | "star_available", amountMinor: number): LedgerLine => ({
      account,
      ownerId: request.celebrityId,
      currency,
      amountMinor,
    });
    await lockedBalance(tx, "star_available", request.celebrityId, currency);
    lines.push(platform("platform_fees", -feeShare));
    if (lossBorneBy === "star") {
      const fromFrozen = Math.min(starShare, dispute.frozenMinor);
      // What was frozen beyond the share goes back to available; the share beyond it is taken from available.
      lines.push(star("star_frozen", -dispute.frozenMinor));
      lines.push(star("star_available", dispute.frozenMinor - fromFrozen - (starShare - fromFrozen)));
    } else {
      lines.push(platform("dispute_losses", -starShare));
      lines.push(star("star_frozen", -dispute.frozenMinor), star("star_available", dispute.frozenMinor));
    }
    borneBy = lossBorneBy;
  }

  await postLedger(tx, {
    key: `dispute-lost:${dispute.id}`,
    kind: "dispute_lost",
    cause: { type: "dispute", id: dispute.id },
    at,
    memo: borneBy ? `cost borne by the ${borneBy}` : "refunded from escrow",
    lines,
  });
  return borneBy;
}
