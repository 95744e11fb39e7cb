import { invalidRequest } from "../../errors";
import { PAYSTACK_BASE_URL, type PaystackOptions } from "../payments/paystack";
import { assertAmount, dataOf, joinUrl, PaymentProviderError, providerJson, stringField } from "../payments/provider";
import type {
  AccountQuery,
  Bank,
  PayoutProvider,
  TransferDestination,
  TransferResult,
  TransferStatus,
} from "./provider";

/**
 * Paystack Transfers (PaystackOSS/openapi): List Banks, Resolve Account Number, Create Transfer Recipient,
 * Initiate Transfer from the balance, Verify Transfer. Amounts are integers in the currency's subunit, as
 * Salamu stores them. Paystack pays Nigeria, Ghana, Kenya and South Africa.
 */

/** List Banks' `country` names. */
const PAYSTACK_COUNTRIES: Readonly<Record<string, string>> = {
  NG: "nigeria",
  GH: "ghana",
  KE: "kenya",
  ZA: "south africa",
};

/**
 * The recipient (and bank list) `type` of an account: NUBAN in Nigeria, GhIPSS in Ghana, KEPSS in Kenya,
 * BASA in South Africa; wallets (Ghana's MTN, AirtelTigo and Telecel, Kenya's M-Pesa) are `mobile_money`.
 */
export function paystackRecipientType(country: string, type: AccountQuery["type"]): string {
  if (!PAYSTACK_COUNTRIES[country]) {
    throw invalidRequest("UNKNOWN_BANK", "Paystack does not pay accounts in this country.");
  }
  if (type === "mobile_money") {
    if (country !== "GH" && country !== "KE") {
      throw invalidRequest("UNKNOWN_BANK", "Paystack pays mobile money only in Ghana and Kenya.");
    }
    return "mobile_money";
  }
  return { NG: "nuban", GH: "ghipss", KE: "kepss", ZA: "basa" }[country] ?? "nuban";
}

/**
 * Paystack's transfer statuses in Salamu's words: `received` and `queued` are still on their way; `otp`
 * waits for the OTP the Paystack account still asks for; abandoned, blocked and rejected transfers never left.
 */
export function paystackTransferStatus(status: unknown): TransferStatus {
  switch (status) {
    case "success":
      return "succeeded";
    case "otp":
      return "otp";
    case "reversed":
      return "reversed";
    case "failed":
    case "abandoned":
    case "blocked":
    case "rejected":
      return "failed";
    default:
      return "pending";
  }
}

const PAGE_SIZE = 100;
/** Nigeria lists a few hundred banks; more pages than this means something is wrong, not more banks. */
const MAX_PAGES = 10;

/** 4xx answers of a lookup that mean "no such account" (not a refused key, not an outage). */
const isNotFoundAnswer = (error: unknown) =>
  error instanceof PaymentProviderError &&
  (error.providerStatus === 400 || error.providerStatus === 404 || error.providerStatus === 422);

export function createPaystackPayouts(options: PaystackOptions): PayoutProvider {
  if (!options.secretKey) throw new Error("Paystack needs a secret key");
  const baseUrl = options.baseUrl ?? PAYSTACK_BASE_URL;
  const call = (operation: string, method: "GET" | "POST", path: string, body?: unknown) =>
    providerJson({
      provider: "Paystack",
      operation,
      method,
      url: joinUrl(baseUrl, path),
      secretKey: options.secretKey,
      body,
      fetch: options.fetch ?? fetch,
      timeoutMs: options.timeoutMs ?? 15_000,
    });

  function transferResult(data: Record<string, unknown>): TransferResult {
    const status = paystackTransferStatus(data.status);
    const reason =
      status === "failed" || status === "reversed"
        ? (stringField(data.gateway_response) ?? `Paystack reports the transfer ${String(data.status)}`)
        : undefined;
    return { status, transferCode: stringField(data.transfer_code) ?? null, ...(reason ? { reason } : {}) };
  }

  async function verifyTransfer(reference: string): Promise<TransferResult | null> {
    let body: Record<string, unknown>;
    try {
      body = await call("transfer verification", "GET", `/transfer/verify/${encodeURIComponent(reference)}`);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.providerStatus === 404) return null;
      throw error;
    }
    const data = dataOf(body, "Paystack", "transfer verification");
    if (stringField(data.reference) !== reference) {
      throw new PaymentProviderError("Paystack transfer verification failed: another transfer in response");
    }
    return transferResult(data);
  }

  async function createRecipient(destination: Omit<TransferDestination, "recipientCode">) {
    const body = await call("recipient creation", "POST", "/transferrecipient", {
      type: paystackRecipientType(destination.country, destination.type),
      name: destination.accountName,
      account_number: destination.accountNumber,
      bank_code: destination.bankCode,
      currency: destination.currency,
    });
    const recipientCode = stringField(dataOf(body, "Paystack", "recipient creation").recipient_code);
    if (!recipientCode) throw new PaymentProviderError("Paystack recipient creation failed: no recipient_code");
    return { recipientCode };
  }

  return {
    kind: "paystack",

    async listBanks({ country, type, currency }) {
      const recipientType = paystackRecipientType(country, type);
      const banks: Bank[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const query = new URLSearchParams({
          country: PAYSTACK_COUNTRIES[country] ?? "",
          currency,
          type: recipientType,
          perPage: String(PAGE_SIZE),
          page: String(page),
        });
        const body = await call("bank list", "GET", `/bank?${query}`);
        const list = Array.isArray(body.data) ? (body.data as unknown[]) : [];
        for (const item of list) {
          if (!item || typeof item !== "object") continue;
          const bank = item as Record<string, unknown>;
          const code = stringField(bank.code);
          const name = stringField(bank.name);
          // The filter is Paystack's; a bank of another type, inactive or deleted is still left out here.
          if (!code || !name || bank.active === false || bank.is_deleted === true) continue;
          if (typeof bank.type === "string" && bank.type !== recipientType) continue;
          banks.push({ code, name });
        }
        if (list.length < PAGE_SIZE) break;
      }
      return banks;
    },

    async resolveAccount({ accountNumber, bankCode }) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      let body: Record<string, unknown>;
      try {
        body = await call("account resolution", "GET", `/bank/resolve?${query}`);
      } catch (error) {
        if (isNotFoundAnswer(error)) {
          throw invalidRequest(
            "ACCOUNT_NOT_RESOLVED",
            "The bank or operator could not find this account number. Check the number and the bank, then try again.",
          );
        }
        throw error;
      }
      const accountName = stringField(dataOf(body, "Paystack", "account resolution").account_name);
      if (!accountName) throw new PaymentProviderError("Paystack account resolution failed: no account_name");
      return { accountName };
    },

    createRecipient,

    async transfer(input) {
      assertAmount(input.amountMinor);
      const recipient = input.destination.recipientCode ?? (await createRecipient(input.destination)).recipientCode;
      let body: Record<string, unknown>;
      try {
        body = await call("transfer", "POST", "/transfer", {
          source: "balance",
          amount: input.amountMinor,
          recipient,
          reference: input.reference,
          reason: input.narration,
          currency: input.currency,
        });
      } catch (error) {
        // A reference Paystack already has (a retry after a lost answer): that transfer is the answer.
        if (error instanceof PaymentProviderError && error.providerStatus !== undefined && error.providerStatus < 500) {
          const existing = await verifyTransfer(input.reference).catch(() => null);
          if (existing) return existing;
        }
        throw error;
      }
      return transferResult(dataOf(body, "Paystack", "transfer"));
    },

    verifyTransfer,
  };
}
