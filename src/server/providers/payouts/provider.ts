import type { PayoutAccountType } from "../../../shared/payouts";
import type { PaymentProviderKind } from "../payments/provider";

/**
 * Sending money to stars (issue 19): a provider's transfer API. Each payment adapter (Paystack, Flutterwave,
 * the sandbox) also implements this with the same credentials, resolved per use like payments are
 * (`PaymentProviders.payoutsByKind`). Amounts are integer minor units; an adapter converts for its API.
 */

/** Paystack's rule for a transfer reference (Initiate Transfer), which the other providers accept too. */
export const TRANSFER_REFERENCE_PATTERN = /^[a-z0-9_-]{16,50}$/;

export type BankQuery = { country: string; type: PayoutAccountType; currency: string };
export type Bank = { code: string; name: string };

export type AccountQuery = {
  country: string;
  type: PayoutAccountType;
  currency: string;
  bankCode: string;
  /** A bank account number, or a wallet's phone number (digits). */
  accountNumber: string;
};

/** Where a transfer goes: the account as saved, with the provider's recipient when it has one. */
export type TransferDestination = AccountQuery & { accountName: string; recipientCode: string | null };

/**
 * The holder's name as the provider has it, or `unavailable` when the provider documents no name check for
 * this kind of account (Flutterwave's mobile money, its banks outside Nigeria): the star then declares the
 * name registered with the operator, and the account is saved marked as not checked.
 */
export type AccountNameCheck = { accountName: string } | { accountName: null; nameCheck: "unavailable" };

export type TransferInput = {
  /**
   * Salamu's payout reference: the provider refuses a second transfer with it, so a retry never pays twice
   * (the adapters then answer the existing transfer). Paystack takes only lowercase letters, digits, - and _,
   * at least 16 characters (TRANSFER_REFERENCE_PATTERN), so every payout reference is made that way.
   */
  reference: string;
  amountMinor: number;
  currency: string;
  destination: TransferDestination;
  /** Shown on the star's statement at their bank. */
  narration: string;
};

/**
 * Where a transfer stands. `otp`: the Paystack account still requires an OTP for transfers, so it waits on
 * staff. `reason` is the provider's words for a failure or reversal.
 */
export type TransferStatus = "pending" | "otp" | "succeeded" | "failed" | "reversed";
export type TransferResult = { status: TransferStatus; transferCode: string | null; reason?: string };

export interface PayoutProvider {
  readonly kind: PaymentProviderKind;
  /** Banks or mobile-money operators the provider can pay in a country. */
  listBanks(query: BankQuery): Promise<Bank[]>;
  /**
   * The holder's name as the bank or operator has it (Paystack GET /bank/resolve; Flutterwave POST
   * /v3/accounts/resolve), or `nameCheck: "unavailable"` for an account kind the provider cannot name. Throws
   * a 400 ACCOUNT_NOT_RESOLVED AppError when the provider does not know the account, and
   * PaymentProviderError (502) when it cannot be reached.
   */
  resolveAccount(query: AccountQuery): Promise<AccountNameCheck>;
  /** Registers the account as a transfer recipient (Paystack POST /transferrecipient); null when not needed. */
  createRecipient(destination: Omit<TransferDestination, "recipientCode">): Promise<{ recipientCode: string | null }>;
  /** Starts a transfer (Paystack POST /transfer; Flutterwave POST /v3/transfers). */
  transfer(input: TransferInput): Promise<TransferResult>;
  /** Where a transfer stands by Salamu's reference (Paystack GET /transfer/verify/:reference); null if unknown. */
  verifyTransfer(reference: string): Promise<TransferResult | null>;
}
