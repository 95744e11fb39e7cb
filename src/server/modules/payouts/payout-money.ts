import { PLATFORM_OWNER } from "@/shared/ledger";
import type { payouts } from "../../db/schema/index";
import type { Transaction } from "../../db/transaction";
import { type LedgerLine, postLedger } from "../ledger/ledger";

/**
 * A payout's money (ADR 032), each posted in the transaction that moves the payout's status, once (the key).
 * Nothing is converted until the provider confirms the transfer: then the balance currency leaves through
 * `fx` and the account's currency arrives as what was paid plus the transfer fee, at the payout's rate.
 */

export type PayoutRow = typeof payouts.$inferSelect;

const cause = (payout: PayoutRow) => ({ type: "payout" as const, id: payout.id });

/** Withdraw now or the schedule: the available balance is reserved as in transit. */
export async function postPayoutRequested(tx: Transaction, payout: PayoutRow, at: Date): Promise<boolean> {
  const star = payout.celebrityId;
  return postLedger(tx, {
    key: `payout-requested:${payout.id}`,
    kind: "payout_requested",
    cause: cause(payout),
    at,
    lines: [
      { account: "star_available", ownerId: star, currency: payout.currency, amountMinor: -payout.amountMinor },
      { account: "star_in_transit", ownerId: star, currency: payout.currency, amountMinor: payout.amountMinor },
    ],
  });
}

/**
 * What the confirmed transfer moved: out of in transit, converted through fx when the account's currency
 * differs, into paid (what arrived) and the transfer fees (what the provider kept). `sign` -1 is its mirror.
 */
function settledLines(payout: PayoutRow, sign: 1 | -1): LedgerLine[] {
  const star = payout.celebrityId;
  const converted = payout.payoutAmountMinor + payout.feeMinor;
  const arrived: LedgerLine[] = [
    { account: "star_paid", ownerId: star, currency: payout.payoutCurrency, amountMinor: payout.payoutAmountMinor },
    {
      account: "transfer_fees",
      ownerId: PLATFORM_OWNER,
      currency: payout.payoutCurrency,
      amountMinor: payout.feeMinor,
    },
  ];
  const conversion: LedgerLine[] =
    payout.payoutCurrency === payout.currency
      ? []
      : [
          { account: "fx", ownerId: PLATFORM_OWNER, currency: payout.currency, amountMinor: payout.amountMinor },
          { account: "fx", ownerId: PLATFORM_OWNER, currency: payout.payoutCurrency, amountMinor: -converted },
        ];
  const lines: LedgerLine[] = [
    { account: "star_in_transit", ownerId: star, currency: payout.currency, amountMinor: -payout.amountMinor },
    ...conversion,
    ...arrived.map((line) => (line.currency === payout.currency ? line : { ...line, rate: payout.rate })),
  ];
  return lines.map((line) => ({ ...line, amountMinor: sign * line.amountMinor }));
}

/** The provider confirmed the transfer: the star was paid. */
export async function postPayoutSucceeded(tx: Transaction, payout: PayoutRow, at: Date): Promise<boolean> {
  return postLedger(tx, {
    key: `payout-succeeded:${payout.id}`,
    kind: "payout_succeeded",
    cause: cause(payout),
    at,
    lines: settledLines(payout, 1),
  });
}

/** The transfer failed before it was paid: the reserved amount is available again. */
export async function postPayoutFailed(tx: Transaction, payout: PayoutRow, at: Date): Promise<boolean> {
  const star = payout.celebrityId;
  return postLedger(tx, {
    key: `payout-failed:${payout.id}`,
    kind: "payout_failed",
    cause: cause(payout),
    at,
    lines: [
      { account: "star_in_transit", ownerId: star, currency: payout.currency, amountMinor: -payout.amountMinor },
      { account: "star_available", ownerId: star, currency: payout.currency, amountMinor: payout.amountMinor },
    ],
  });
}

/**
 * The bank sent a paid transfer back: the success is reversed line for line (through fx at the payout's
 * rate, the fee included) and the star's balance currency is available again.
 */
export async function postPayoutReversed(tx: Transaction, payout: PayoutRow, at: Date): Promise<boolean> {
  const undone = settledLines(payout, -1).map((line) =>
    line.account === "star_in_transit" ? { ...line, account: "star_available" as const } : line,
  );
  return postLedger(tx, {
    key: `payout-reversed:${payout.id}`,
    kind: "payout_reversed",
    cause: cause(payout),
    at,
    lines: undone,
  });
}
