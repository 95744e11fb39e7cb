import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Payout, PayoutQuote, WithdrawInput } from "@/shared/schemas/payouts";
import type { Database } from "../../db/client";
import { celebrityProfiles, ledgerBalances, payouts } from "../../db/schema/index";
import type { Transaction } from "../../db/transaction";
import { AppError, conflict, invalidRequest, notFound } from "../../errors";
import { JOBS, type JobQueue } from "../../jobs/queue";
import { lockedBalance } from "../ledger/ledger";
import type { PayoutAccountForSending, PayoutAccountsService } from "../payout-accounts/payout-accounts.service";
import type { SettingsReader } from "../settings/settings.service";
import { type PayoutRow, postPayoutRequested } from "./payout-money";
import {
  convertMinor,
  isPayoutDay,
  minimumMinorOf,
  moneyText,
  type RatesPerUsd,
  rateBetween,
  transferFeeMinor,
  usdCentsOf,
} from "./payout-terms";
import { payoutsOfStar, toPayout } from "./payout-views";

type Deps = {
  db: Database;
  /** The payout-accounts module's reader: the star's active account (masked, or with its destination). */
  accounts: Pick<PayoutAccountsService, "activeForSending" | "current">;
  settings: SettingsReader;
  jobs?: JobQueue;
  /** Units per US dollar of every currency a balance or an account may be in. */
  rates: () => Promise<RatesPerUsd>;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  now?: () => Date;
};

/** "Monday 30 November 2026": when a new account starts receiving, as the star reads it. */
const dayOf = (at: Date) =>
  `${new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(at)} UTC`;

/** The payout reference the provider gets: one per payout, so a retry is the same transfer (Paystack takes lowercase only). */
const payoutReference = () => `salamu-po-${randomUUID()}`;

/** Sending starts after the commit that made the payout `sending` (never a job inside a transaction). */
export async function queueSend(jobs: JobQueue | undefined, payout: PayoutRow) {
  if (payout.status !== "sending") return;
  await jobs?.send(JOBS.sendPayout, { payoutId: payout.id }, { singletonKey: payout.id });
}

/** The signed-in celebrity's approved profile id; a celebrity without one gets a 404. */
export async function starIdOf(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: celebrityProfiles.id })
    .from(celebrityProfiles)
    .where(and(eq(celebrityProfiles.userId, userId), eq(celebrityProfiles.approved, true)))
    .limit(1);
  if (!row) throw notFound("You don't have a celebrity profile yet.");
  return row.id;
}

/** What a payout of `amountMinor` of `currency` to `account` sends, at today's rates. */
function termsOf(
  account: PayoutAccountForSending,
  currency: string,
  amountMinor: number,
  rates: RatesPerUsd,
  minimums: Partial<Record<string, number>>,
  approvalThresholdUsdCents: number,
) {
  const rate = rateBetween(rates, currency, account.currency);
  if (rate === null) {
    throw invalidRequest(
      "UNSUPPORTED_CURRENCY",
      `A ${currency} balance cannot be paid to a ${account.currency} account yet.`,
    );
  }
  const convertedMinor = convertMinor(amountMinor, currency, account.currency, rate);
  const feeMinor = transferFeeMinor(account.provider, account.currency, convertedMinor);
  const approvalReasons = [
    account.firstPayoutApprovedAt ? null : "First payout to this account",
    usdCentsOf(rates, amountMinor, currency) > approvalThresholdUsdCents ? "Above the approval threshold" : null,
  ].filter((reason) => reason !== null);
  return {
    rate,
    convertedMinor,
    feeMinor,
    payoutAmountMinor: Math.max(0, convertedMinor - feeMinor),
    minimumMinor: minimumMinorOf(minimums, rates, currency),
    approvalReason: approvalReasons.length > 0 ? approvalReasons.join("; ") : null,
  };
}

/**
 * Withdraw now, the schedule's payouts and the star's list (staff's decisions: payout-decisions.ts). Money is reserved in
 * the transaction that creates the payout (lockedBalance: two withdrawals of one balance run one after the
 * other) and sending starts only after it commits.
 */
export function createPayoutsService({ db, accounts, settings, jobs, rates, log, now = () => new Date() }: Deps) {
  async function limits() {
    const [minimums, threshold] = await Promise.all([
      settings.get("payouts.minimumsMinor"),
      settings.get("payouts.approvalThresholdUsdCents"),
    ]);
    return { minimums: minimums as Partial<Record<string, number>>, threshold };
  }

  function requireUsable(account: PayoutAccountForSending | null, at: Date): PayoutAccountForSending {
    if (!account) throw conflict("NO_PAYOUT_ACCOUNT", "Add a payout account before withdrawing.");
    if (account.usableFrom > at) {
      throw conflict(
        "NO_PAYOUT_ACCOUNT",
        `Payouts to this account start on ${dayOf(account.usableFrom)}: a new account receives nothing for its first 48 hours.`,
      );
    }
    return account;
  }

  /** What "Withdraw now" would send from the available balance of `currency`. */
  async function quote(celebrityId: string, currency: string): Promise<PayoutQuote> {
    const [account, shown] = await Promise.all([accounts.activeForSending(celebrityId), accounts.current(celebrityId)]);
    if (!account || !shown) throw conflict("NO_PAYOUT_ACCOUNT", "Add a payout account before withdrawing.");
    const [balance] = await db
      .select({ balanceMinor: ledgerBalances.balanceMinor })
      .from(ledgerBalances)
      .where(
        and(
          eq(ledgerBalances.account, "star_available"),
          eq(ledgerBalances.ownerId, celebrityId),
          eq(ledgerBalances.currency, currency),
        ),
      );
    const amountMinor = Math.max(0, balance?.balanceMinor ?? 0);
    const { minimums, threshold } = await limits();
    const terms = termsOf(account, currency, amountMinor, await rates(), minimums, threshold);
    return {
      currency,
      amountMinor,
      payoutCurrency: account.currency,
      convertedMinor: terms.convertedMinor,
      feeMinor: terms.feeMinor,
      payoutAmountMinor: terms.payoutAmountMinor,
      rate: terms.rate,
      minimumMinor: terms.minimumMinor,
      needsApproval: terms.approvalReason !== null,
      account: shown,
    };
  }

  type Request = {
    celebrityId: string;
    currency: string;
    trigger: "manual" | "scheduled";
    /** The quote the star confirmed; the schedule pays the whole balance at today's rate. */
    confirmed?: { amountMinor: number; rate: number };
  };

  /** Reserves the balance and records the payout, in one transaction; answers it with its account. */
  async function reserve(
    tx: Transaction,
    request: Request,
    context: Awaited<ReturnType<typeof limits>> & {
      rates: RatesPerUsd;
      at: Date;
      account: PayoutAccountForSending | null;
    },
  ) {
    const { celebrityId, currency, confirmed } = request;
    const account = requireUsable(context.account, context.at);
    const available = await lockedBalance(tx, "star_available", celebrityId, currency);
    const amountMinor = confirmed?.amountMinor ?? available;
    const terms = termsOf(account, currency, amountMinor, context.rates, context.minimums, context.threshold);
    if (amountMinor < terms.minimumMinor || terms.payoutAmountMinor <= 0) {
      throw invalidRequest(
        "BELOW_PAYOUT_MINIMUM",
        `The smallest payout is ${moneyText(terms.minimumMinor, currency)}; this one would be ${moneyText(amountMinor, currency)}.`,
        { minimumMinor: terms.minimumMinor },
      );
    }
    if (amountMinor > available) {
      throw conflict(
        "INSUFFICIENT_BALANCE",
        "Your available balance is lower than this payout (another payout may have just taken it). Refresh and try again.",
      );
    }
    if (confirmed && confirmed.rate !== terms.rate) {
      throw conflict(
        "QUOTE_CHANGED",
        "The exchange rate changed since your quote. Look at the new figures and confirm again.",
      );
    }
    const [payout] = await tx
      .insert(payouts)
      .values({
        celebrityId,
        payoutAccountId: account.id,
        reference: payoutReference(),
        provider: account.provider,
        currency,
        amountMinor,
        payoutCurrency: account.currency,
        payoutAmountMinor: terms.payoutAmountMinor,
        feeMinor: terms.feeMinor,
        rate: terms.rate,
        trigger: request.trigger,
        status: terms.approvalReason ? "awaiting_approval" : "sending",
        approvalReason: terms.approvalReason,
        createdAt: context.at,
        updatedAt: context.at,
      })
      .returning();
    await postPayoutRequested(tx, payout!, context.at);
    return { payout: payout!, account };
  }

  async function create(request: Request): Promise<Payout> {
    const active = await accounts.activeForSending(request.celebrityId);
    const context = { ...(await limits()), rates: await rates(), at: now(), account: active };
    const { payout, account } = await db.transaction((tx) => reserve(tx, request, context));
    log.info(
      { payoutId: payout.id, status: payout.status, trigger: payout.trigger, currency: payout.currency },
      "payout requested",
    );
    await queueSend(jobs, payout);
    return toPayout(payout, { ...account, accountName: account.destination.accountName });
  }

  /** Withdraw now: exactly the quote the star confirmed, or a clear refusal that changes nothing. */
  async function withdraw(celebrityId: string, input: WithdrawInput): Promise<Payout> {
    return create({
      celebrityId,
      currency: input.currency,
      trigger: "manual",
      confirmed: { amountMinor: input.amountMinor, rate: input.rate },
    });
  }

  /**
   * The automatic run (payouts.schedule): on a payout day, each star's available balance of each currency,
   * when it reaches the minimum and the star has a usable account. Answers how many payouts it made.
   */
  async function runSchedule(at: Date = now()): Promise<number> {
    const schedule = await settings.get("payouts.schedule");
    if (!isPayoutDay(schedule, at)) return 0;
    const due = await db
      .select({ celebrityId: ledgerBalances.ownerId, currency: ledgerBalances.currency })
      .from(ledgerBalances)
      .where(and(eq(ledgerBalances.account, "star_available"), gt(ledgerBalances.balanceMinor, 0)));
    let made = 0;
    for (const { celebrityId, currency } of due) {
      try {
        await create({ celebrityId, currency, trigger: "scheduled" });
        made += 1;
      } catch (error) {
        // Below the minimum, no usable account yet: this balance waits for the next run.
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      }
    }
    return made;
  }

  return {
    quote,
    withdraw,
    runSchedule,
    listOfStar: (celebrityId: string) => payoutsOfStar(db, celebrityId),
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
