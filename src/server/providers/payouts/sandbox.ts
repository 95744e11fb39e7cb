import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { payoutCurrencyOf } from "../../../shared/payout-options";
import type { PayoutAccountType } from "../../../shared/payouts";
import type { Database } from "../../db/client";
import { sandboxTransfers } from "../../db/schema/index";
import { badRequest, invalidRequest, notFound } from "../../errors";
import { assertAmount } from "../payments/provider";
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from "../payments/sandbox";
import type { AccountQuery, Bank, PayoutProvider, TransferResult, TransferStatus } from "./provider";

/**
 * The sandbox payout provider (development, the demo, tests): it plays a provider's transfer API with its
 * own books (sandbox_transfers) and signs its webhooks with the sandbox payment provider's key, so they go
 * through the same webhook route and code as Paystack's and Flutterwave's.
 *
 * What a test or a demo can make happen, by the account number (bank account or wallet phone):
 * - any well-formed number resolves to a name derived from it (the same name every time);
 * - a number ending in 4040 is unknown: resolving it answers 400 ACCOUNT_NOT_RESOLVED;
 * - a transfer to a number ending in 0000 fails when settled;
 * - a transfer to a number ending in 9999 succeeds, then is reversed (both webhooks, in that order);
 * - any other transfer succeeds.
 * A transfer stays pending until `settleTransfer(reference)` is called (the payouts module does, as the
 * sandbox checkout page settles payments); `reverseTransfer` reverses a successful one later.
 */

export const SANDBOX_UNKNOWN_ACCOUNT_SUFFIX = "4040";
export const SANDBOX_FAILING_ACCOUNT_SUFFIX = "0000";
export const SANDBOX_REVERSED_ACCOUNT_SUFFIX = "9999";

export type SandboxTransfer = typeof sandboxTransfers.$inferSelect;
export type SandboxWebhook = { headers: Record<string, string>; rawBody: string };

export type SandboxPayoutProvider = PayoutProvider & {
  /**
   * Settles a pending transfer as its account number says and answers the signed webhooks the sandbox sends
   * about it, in order (hand each to the payments webhook handler). A settled transfer answers the webhooks
   * of where it stands again, as a provider retrying its delivery would. 404 for an unknown reference.
   */
  settleTransfer(reference: string): Promise<{ transfer: SandboxTransfer; webhooks: SandboxWebhook[] }>;
  /** Reverses a successful transfer (the bank sent it back) and answers the `transfer.reversed` webhook. */
  reverseTransfer(reference: string): Promise<{ transfer: SandboxTransfer; webhook: SandboxWebhook }>;
  findTransfer(reference: string): Promise<SandboxTransfer | undefined>;
};

type SandboxBanks = Partial<Record<string, Partial<Record<PayoutAccountType, readonly Bank[]>>>>;

/** A fixed list per country, with the codes Paystack uses where it pays the country. */
export const SANDBOX_BANKS: SandboxBanks = {
  NG: {
    bank: [
      { code: "044", name: "Access Bank" },
      { code: "011", name: "First Bank of Nigeria" },
      { code: "058", name: "Guaranty Trust Bank" },
      { code: "033", name: "United Bank For Africa" },
      { code: "057", name: "Zenith Bank" },
    ],
  },
  GH: {
    bank: [
      { code: "280100", name: "Access Bank Ghana" },
      { code: "040100", name: "GCB Bank" },
      { code: "300335", name: "Stanbic Bank Ghana" },
    ],
    mobile_money: [
      { code: "MTN", name: "MTN Mobile Money" },
      { code: "ATL", name: "AirtelTigo Money" },
      { code: "VOD", name: "Telecel Cash" },
    ],
  },
  KE: {
    bank: [
      { code: "01", name: "Kenya Commercial Bank" },
      { code: "68", name: "Equity Bank" },
      { code: "11", name: "Co-operative Bank of Kenya" },
    ],
    mobile_money: [{ code: "MPESA", name: "M-Pesa" }],
  },
  ZA: {
    bank: [
      { code: "632005", name: "Absa Bank" },
      { code: "470010", name: "Capitec Bank" },
      { code: "250655", name: "First National Bank" },
      { code: "051001", name: "Standard Bank" },
    ],
  },
  UG: {
    mobile_money: [
      { code: "MTN", name: "MTN Mobile Money" },
      { code: "AIRTEL", name: "Airtel Money" },
    ],
  },
  RW: {
    mobile_money: [
      { code: "MTN", name: "MTN Mobile Money" },
      { code: "AIRTEL", name: "Airtel Money" },
    ],
  },
  ZM: {
    mobile_money: [
      { code: "MTN", name: "MTN Mobile Money" },
      { code: "AIRTEL", name: "Airtel Money" },
    ],
  },
  TZ: {
    mobile_money: [
      { code: "VODACOM", name: "M-Pesa" },
      { code: "TIGO", name: "Tigo Pesa" },
      { code: "AIRTEL", name: "Airtel Money" },
      { code: "HALOPESA", name: "HaloPesa" },
    ],
  },
  SN: {
    mobile_money: [
      { code: "ORANGEMONEY", name: "Orange Money" },
      { code: "WAVE", name: "Wave" },
      { code: "FREEMONEY", name: "Free Money" },
    ],
  },
  CI: {
    mobile_money: [
      { code: "ORANGEMONEY", name: "Orange Money" },
      { code: "WAVE", name: "Wave" },
      { code: "MTN", name: "MTN Mobile Money" },
      { code: "MOOV", name: "Moov Money" },
    ],
  },
  // Flutterwave's operator codes (FLUTTERWAVE_MOBILE_MONEY), as for East and francophone West Africa above.
  CM: {
    mobile_money: [
      { code: "MTN", name: "MTN Mobile Money" },
      { code: "ORANGEMONEY", name: "Orange Money" },
    ],
  },
  ET: { mobile_money: [{ code: "AMOLEMONEY", name: "Amole" }] },
  MW: { mobile_money: [{ code: "AIRTELMW", name: "Airtel Money" }] },
};

const FIRST_NAMES = ["Amara", "Kwame", "Wanjiru", "Thabo", "Aisha", "Chidi", "Nana", "Zawadi", "Moussa", "Fatou"];
const LAST_NAMES = ["Okafor", "Mensah", "Kamau", "Ndlovu", "Diallo", "Mwangi", "Asante", "Nkosi", "Traore", "Uwase"];

function banksOf(country: string, type: PayoutAccountType): readonly Bank[] {
  return SANDBOX_BANKS[country]?.[type] ?? [];
}

/** The bank or operator of an account, or 400 UNKNOWN_BANK. */
function bankOf(query: Pick<AccountQuery, "country" | "type" | "bankCode">): Bank {
  const found = banksOf(query.country, query.type).find((bank) => bank.code === query.bankCode);
  if (!found) throw invalidRequest("UNKNOWN_BANK", "Choose a bank or operator from the list.");
  return found;
}

/** NUBAN is 10 digits; other bank accounts 6 to 20; a wallet is a phone number of 9 to 15 digits. */
function isWellFormed(query: Pick<AccountQuery, "country" | "type" | "accountNumber">): boolean {
  if (query.type === "mobile_money") return /^\d{9,15}$/.test(query.accountNumber);
  if (query.country === "NG") return /^\d{10}$/.test(query.accountNumber);
  return /^\d{6,20}$/.test(query.accountNumber);
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The holder's name the sandbox "knows" for an account: the same for the same bank and number. */
export function sandboxAccountName(bankCode: string, accountNumber: string): string {
  const hash = digest(`${bankCode}:${accountNumber}`);
  return `${FIRST_NAMES[hash.readUInt8(0) % FIRST_NAMES.length]} ${LAST_NAMES[hash.readUInt8(1) % LAST_NAMES.length]}`;
}

function outcomeOf(accountNumber: string): "success" | "fail" | "reverse" {
  if (accountNumber.endsWith(SANDBOX_FAILING_ACCOUNT_SUFFIX)) return "fail";
  if (accountNumber.endsWith(SANDBOX_REVERSED_ACCOUNT_SUFFIX)) return "reverse";
  return "success";
}

const STATUS: Record<string, TransferStatus> = {
  pending: "pending",
  success: "succeeded",
  failed: "failed",
  reversed: "reversed",
};

function resultOf(transfer: SandboxTransfer): TransferResult {
  return {
    status: STATUS[transfer.status] ?? "pending",
    transferCode: transfer.id,
    ...(transfer.reason ? { reason: transfer.reason } : {}),
  };
}

const FAILED_REASON = "The bank refused the transfer: the account is closed (sandbox account ending 0000).";
const REVERSED_REASON = "The bank sent the money back: the account could not be credited (sandbox reversal).";

export function createSandboxPayoutProvider(options: { db: Database; appSecret: string }): SandboxPayoutProvider {
  const { db } = options;

  async function findTransfer(reference: string) {
    const [row] = await db.select().from(sandboxTransfers).where(eq(sandboxTransfers.reference, reference));
    return row;
  }

  async function existingTransfer(reference: string) {
    const transfer = await findTransfer(reference);
    if (!transfer) throw notFound("Sandbox transfer not found");
    return transfer;
  }

  /** A Paystack-like `transfer.<status>` event about the transfer as it stood at `status`. */
  function webhookFor(transfer: SandboxTransfer, status: "success" | "failed" | "reversed"): SandboxWebhook {
    const rawBody = JSON.stringify({
      event: `transfer.${status}`,
      deliveryId: randomBytes(8).toString("hex"),
      data: {
        id: transfer.id,
        transfer_code: transfer.id,
        reference: transfer.reference,
        status,
        amountMinor: transfer.amountMinor,
        currency: transfer.currency,
        ...(status === "success" ? {} : { reason: transfer.reason }),
      },
    });
    return {
      rawBody,
      headers: {
        "content-type": "application/json",
        [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(options.appSecret, rawBody),
      },
    };
  }

  function webhooksOf(transfer: SandboxTransfer): SandboxWebhook[] {
    if (transfer.status === "success") return [webhookFor(transfer, "success")];
    if (transfer.status === "failed") return [webhookFor(transfer, "failed")];
    if (transfer.status === "reversed") return [webhookFor(transfer, "success"), webhookFor(transfer, "reversed")];
    return [];
  }

  /** Moves a transfer from one status to the next; undefined when it was not in `from` (someone else moved it). */
  async function move(reference: string, from: string, to: string, reason: string | null) {
    const [row] = await db
      .update(sandboxTransfers)
      .set({ status: to, reason, updatedAt: new Date() })
      .where(sql`${sandboxTransfers.reference} = ${reference} and ${sandboxTransfers.status} = ${from}`)
      .returning();
    return row;
  }

  return {
    kind: "sandbox",

    async listBanks({ country, type }) {
      return [...banksOf(country, type)];
    },

    async resolveAccount(query) {
      bankOf(query);
      if (!isWellFormed(query) || query.accountNumber.endsWith(SANDBOX_UNKNOWN_ACCOUNT_SUFFIX)) {
        throw invalidRequest(
          "ACCOUNT_NOT_RESOLVED",
          "This account number was not found at the bank or operator. Check the number and the bank.",
        );
      }
      return { accountName: sandboxAccountName(query.bankCode, query.accountNumber) };
    },

    async createRecipient(destination) {
      bankOf(destination);
      const code = digest(`${destination.bankCode}:${destination.accountNumber}`).toString("hex").slice(0, 16);
      return { recipientCode: `RCP_sbx_${code}` };
    },

    async transfer(input) {
      assertAmount(input.amountMinor);
      const { destination } = input;
      bankOf(destination);
      if (payoutCurrencyOf(destination.country) !== input.currency) {
        throw invalidRequest(
          "UNSUPPORTED_CURRENCY",
          `The sandbox pays ${destination.country} accounts in ${payoutCurrencyOf(destination.country) ?? "no currency"}.`,
        );
      }
      // The reference is the idempotency key: a retry of the same payout answers the transfer already made.
      await db
        .insert(sandboxTransfers)
        .values({
          id: `TRF_sbx_${randomBytes(10).toString("hex")}`,
          reference: input.reference,
          amountMinor: input.amountMinor,
          currency: input.currency,
          country: destination.country,
          type: destination.type,
          bankCode: destination.bankCode,
          accountNumberLast4: destination.accountNumber.slice(-4),
          accountName: destination.accountName,
          narration: input.narration,
          outcome: outcomeOf(destination.accountNumber),
        })
        .onConflictDoNothing();
      return resultOf(await existingTransfer(input.reference));
    },

    async verifyTransfer(reference) {
      const transfer = await findTransfer(reference);
      return transfer ? resultOf(transfer) : null;
    },

    findTransfer,

    async settleTransfer(reference) {
      const pending = await existingTransfer(reference);
      if (pending.status === "pending") {
        const to = pending.outcome === "fail" ? "failed" : pending.outcome === "reverse" ? "reversed" : "success";
        const reason = to === "failed" ? FAILED_REASON : to === "reversed" ? REVERSED_REASON : null;
        await move(reference, "pending", to, reason);
      }
      const transfer = await existingTransfer(reference);
      return { transfer, webhooks: webhooksOf(transfer) };
    },

    async reverseTransfer(reference) {
      const existing = await existingTransfer(reference);
      if (existing.status !== "success" && existing.status !== "reversed") {
        throw badRequest(`Only a successful transfer can be reversed (this one is ${existing.status}).`);
      }
      const transfer =
        (await move(reference, "success", "reversed", REVERSED_REASON)) ?? (await existingTransfer(reference));
      return { transfer, webhook: webhookFor(transfer, "reversed") };
    },
  };
}
