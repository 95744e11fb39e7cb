import { z } from "zod";
import { COUNTRY_INVALID } from "../catalogue";
import { LEDGER_ACCOUNTS, LEDGER_CAUSES, LEDGER_KINDS } from "../ledger";
import { isPayoutCountry } from "../payout-options";
import { PAYOUT_ACCOUNT_TYPES, PAYOUT_STATUSES } from "../payouts";

/**
 * The star's side of getting paid (issue 19): payout accounts, balances, the statement and payouts.
 * Routes (all for the signed-in celebrity, their own data only):
 *   GET  /api/celebrity/payout-options?country=KE           what they can be paid to in a country ([] where
 *                                                           Salamu cannot pay yet; a non-African code is a 400)
 *   GET  /api/celebrity/payout-banks?country=NG&type=bank   banks / operators at the provider
 *   POST /api/celebrity/payout-account/resolve              the holder's name, before saving
 *   POST /api/celebrity/payout-account                      save (asks for the password again)
 *   GET  /api/celebrity/payout-account                      the current account (masked)
 *   GET  /api/celebrity/balance                             balances, next payout, account
 *   GET  /api/celebrity/statement?before=<id>&limit=50      ledger lines, newest first
 *   GET  /api/celebrity/statement.csv                       the whole statement as CSV
 *   POST /api/celebrity/payouts/quote                       what "Withdraw now" would send
 *   POST /api/celebrity/payouts                             Withdraw now (the quote's currency)
 *   GET  /api/celebrity/payouts                             their payouts, newest first
 */

const digits = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^\d+$/, { error: `${label} must contain only digits` })
    .min(min, { error: `${label} must be at least ${min} digits` })
    .max(max, { error: `${label} must be at most ${max} digits` });

/** A country of the form's list: any of Africa's 54 by ISO code ("KE"), whether Salamu pays there yet or not. */
export const payoutCountrySchema = z
  .string({ error: "Choose a country" })
  .trim()
  .min(1, { error: "Choose a country", abort: true })
  .refine(isPayoutCountry, { error: COUNTRY_INVALID });
const country = payoutCountrySchema;

/** One way to be paid in a country: a bank transfer or a mobile-money wallet, in the country's currency. */
export const payoutOptionSchema = z.object({
  type: z.enum(PAYOUT_ACCOUNT_TYPES),
  country: z.string(),
  currency: z.string(),
  provider: z.string(),
  /** "Bank account", "M-Pesa", "MTN Mobile Money" ... */
  label: z.string(),
});
export type PayoutOption = z.infer<typeof payoutOptionSchema>;
export const payoutOptionsResponseSchema = z.object({ options: z.array(payoutOptionSchema) });
export type PayoutOptionsResponse = z.infer<typeof payoutOptionsResponseSchema>;

export const payoutBanksQuerySchema = z.object({ country, type: z.enum(PAYOUT_ACCOUNT_TYPES) });
export const payoutBankSchema = z.object({ code: z.string(), name: z.string() });
export type PayoutBank = z.infer<typeof payoutBankSchema>;
export const payoutBanksResponseSchema = z.object({ banks: z.array(payoutBankSchema) });
export type PayoutBanksResponse = z.infer<typeof payoutBanksResponseSchema>;

/** The account to resolve: a bank account number (NUBAN is 10 digits) or a wallet's phone number. */
export const resolvePayoutAccountSchema = z.object({
  type: z.enum(PAYOUT_ACCOUNT_TYPES, { error: "Choose bank account or mobile money" }),
  country,
  bankCode: z
    .string({ error: "Choose a bank or operator" })
    .trim()
    .min(1, { error: "Choose a bank or operator" })
    .max(32),
  accountNumber: digits("The account number", 6, 20),
});
export type ResolvePayoutAccountInput = z.infer<typeof resolvePayoutAccountSchema>;
/**
 * The account found: with the holder's name as the provider has it, or, where the provider documents no name
 * check (Flutterwave's mobile money and its banks outside Nigeria), `accountName: null` with
 * `nameCheck: "unavailable"`, and the star types the name registered with the operator before saving.
 */
export const resolvedPayoutAccountSchema = z.union([
  z.object({ accountName: z.string(), accountNumberLast4: z.string(), bankName: z.string() }),
  z.object({
    accountName: z.null(),
    nameCheck: z.literal("unavailable"),
    accountNumberLast4: z.string(),
    bankName: z.string(),
  }),
]);
export type ResolvedPayoutAccount = z.infer<typeof resolvedPayoutAccountSchema>;

/**
 * Saving: the resolved account, the name the star confirmed (or, when the provider cannot check names, the
 * name they declare as registered with the operator), and their password again.
 */
export const savePayoutAccountSchema = resolvePayoutAccountSchema.extend({
  confirmedAccountName: z
    .string({ error: "Confirm the account name" })
    .trim()
    .min(1, { error: "Confirm the account name" })
    .max(200),
  password: z.string({ error: "Enter your password" }).min(1, { error: "Enter your password" }).max(200),
});
export type SavePayoutAccountInput = z.infer<typeof savePayoutAccountSchema>;

export const payoutAccountSchema = z.object({
  id: z.string(),
  type: z.enum(PAYOUT_ACCOUNT_TYPES),
  country: z.string(),
  currency: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /**
   * False when the star declared `accountName` because the provider cannot check it (shown as "name not
   * checked by <operator>"); absent from answers made before the flag existed.
   */
  nameCheckedByProvider: z.boolean().optional(),
  /** Only ever the last four digits. */
  accountNumberLast4: z.string(),
  /** Nothing is paid to it before this (ISO time). */
  usableFrom: z.string(),
  createdAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export const payoutAccountResponseSchema = z.object({ account: payoutAccountSchema.nullable() });
export type PayoutAccountResponse = z.infer<typeof payoutAccountResponseSchema>;

export const moneySchema = z.object({ currency: z.string(), amountMinor: z.number().int() });
export type Money = z.infer<typeof moneySchema>;

/** One currency's balances (minor units). */
export const starBalanceSchema = z.object({
  currency: z.string(),
  pending: z.number().int(),
  available: z.number().int(),
  frozen: z.number().int(),
  inTransit: z.number().int(),
  paid: z.number().int(),
});
export type StarBalance = z.infer<typeof starBalanceSchema>;

export const pendingEarningSchema = z.object({
  requestId: z.string(),
  currency: z.string(),
  amountMinor: z.number().int(),
  /** ISO date it becomes available; null while a dispute holds it. */
  availableOn: z.string().nullable(),
});

export const balanceResponseSchema = z.object({
  balances: z.array(starBalanceSchema),
  /** Delivered videos still in the hold period, soonest first. */
  pendingEarnings: z.array(pendingEarningSchema),
  /** The next automatic payout (ISO), or null when the schedule is off. */
  nextPayoutAt: z.string().nullable(),
  schedule: z.enum(["daily", "weekly", "monthly", "off"]),
  holdDays: z.number().int(),
  account: payoutAccountSchema.nullable(),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

export const statementQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const statementLineSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(LEDGER_KINDS),
  account: z.enum(LEDGER_ACCOUNTS),
  currency: z.string(),
  amountMinor: z.number().int(),
  rate: z.number().nullable(),
  cause: z.object({ type: z.enum(LEDGER_CAUSES), id: z.string() }),
});
export type StatementLine = z.infer<typeof statementLineSchema>;
export const statementResponseSchema = z.object({
  lines: z.array(statementLineSchema),
  /** Pass as `before` for the next page; null on the last one. */
  nextBefore: z.number().int().nullable(),
});
export type StatementResponse = z.infer<typeof statementResponseSchema>;

export const payoutQuoteInputSchema = z.object({
  currency: z
    .string({ error: "Choose a balance to withdraw" })
    .trim()
    .regex(/^[A-Z]{3}$/, { error: "Choose a balance to withdraw" }),
});
export type PayoutQuoteInput = z.infer<typeof payoutQuoteInputSchema>;

/** Exactly what a payout would do, shown before the star confirms. */
export const payoutQuoteSchema = z.object({
  currency: z.string(),
  amountMinor: z.number().int(),
  payoutCurrency: z.string(),
  /** Converted at `rate`, before the fee. */
  convertedMinor: z.number().int(),
  feeMinor: z.number().int(),
  /** What arrives in the account. */
  payoutAmountMinor: z.number().int(),
  rate: z.number(),
  minimumMinor: z.number().int(),
  needsApproval: z.boolean(),
  account: payoutAccountSchema,
});
export type PayoutQuote = z.infer<typeof payoutQuoteSchema>;

/** Withdraw now: the quote the star saw; refused if the balance or rate moved since (a new quote is needed). */
export const withdrawInputSchema = payoutQuoteInputSchema.extend({
  amountMinor: z
    .number({ error: "The amount must be a number" })
    .int({ error: "The amount must be a whole number of minor units" })
    .positive({ error: "There is nothing to withdraw: the amount must be more than zero" }),
  rate: z.number().positive(),
});
export type WithdrawInput = z.infer<typeof withdrawInputSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  trigger: z.enum(["manual", "scheduled"]),
  currency: z.string(),
  amountMinor: z.number().int(),
  payoutCurrency: z.string(),
  payoutAmountMinor: z.number().int(),
  feeMinor: z.number().int(),
  rate: z.number(),
  account: z.object({
    bankName: z.string(),
    accountNumberLast4: z.string(),
    accountName: z.string(),
    /** False when the star declared the name because the provider cannot check it (staff see it in the queue). */
    nameCheckedByProvider: z.boolean().optional(),
  }),
  /** Why it failed, was reversed or is held, in plain words. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutResponseSchema = z.object({ payout: payoutSchema });
export const payoutsResponseSchema = z.object({ payouts: z.array(payoutSchema) });
export type PayoutsResponse = z.infer<typeof payoutsResponseSchema>;
