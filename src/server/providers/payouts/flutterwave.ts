import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { invalidRequest } from "../../errors";
import { FLUTTERWAVE_BASE_URL } from "../payments/flutterwave";
import {
  assertAmount,
  dataOf,
  joinUrl,
  minorToMajorUnits,
  PaymentProviderError,
  providerJson,
  stringField,
} from "../payments/provider";
import type { Bank, PayoutProvider, TransferResult, TransferStatus } from "./provider";

/**
 * Flutterwave v3 Transfers: Get all banks (GET /v3/banks/:country), Resolve account details (POST
 * /v3/accounts/resolve, Nigerian banks only: elsewhere the name check is "unavailable" and the star declares
 * the name), Create a transfer (POST /v3/transfers, amounts in major units) and the transfer list filtered by
 * reference. Flutterwave has no recipients to register.
 *
 * Mobile money has no list endpoint: the operators' `account_bank` codes are the ones Flutterwave's
 * "Mobile Money Transfer" guide documents per country, listed here.
 */

export type FlutterwavePayoutOptions = {
  secretKey: string;
  baseUrl?: string;
  /** M-Pesa transfers name their sender (Flutterwave's `meta.sender`, `meta.sender_country`, `meta.mobile_number`). */
  senderName?: string;
  senderCountry?: string;
  senderMobileNumber?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/**
 * The mobile-money operators Flutterwave's "Mobile Money Transfer" guide documents, by country, with the
 * `account_bank` code each takes (its "Supported Networks" table; Zambia has the one code MPS for every wallet).
 * Names match the payout options' labels (src/shared/payout-options.ts) so the form can pick the operator the
 * star chose.
 */
export const FLUTTERWAVE_MOBILE_MONEY: Readonly<Record<string, readonly Bank[]>> = {
  GH: [
    { code: "MTN", name: "MTN Mobile Money" },
    { code: "AIRTELTIGO", name: "AirtelTigo Money" },
    { code: "VODAFONE", name: "Telecel Cash" },
  ],
  KE: [{ code: "MPS", name: "M-Pesa" }],
  UG: [
    { code: "MTN", name: "MTN Mobile Money" },
    { code: "AIRTEL", name: "Airtel Money" },
  ],
  RW: [
    { code: "MTN", name: "MTN Mobile Money" },
    { code: "AIRTEL", name: "Airtel Money" },
  ],
  ZM: [{ code: "MPS", name: "MTN / Airtel Mobile Money" }],
  TZ: [
    { code: "VODACOM", name: "M-Pesa" },
    { code: "TIGO", name: "Tigo Pesa" },
    { code: "AIRTEL", name: "Airtel Money" },
    { code: "HALOPESA", name: "HaloPesa" },
  ],
  SN: [
    { code: "ORANGEMONEY", name: "Orange Money" },
    { code: "WAVE", name: "Wave" },
    { code: "FREEMONEY", name: "Free Money" },
  ],
  CI: [
    { code: "ORANGEMONEY", name: "Orange Money" },
    { code: "WAVE", name: "Wave" },
    { code: "MTN", name: "MTN Mobile Money" },
    { code: "MOOV", name: "Moov Money" },
  ],
  // Cameroon (XAF): "MTN, ORANGEMONEY" (the guide's Supported Networks,
  // developer.flutterwave.com/docs/payout-outflow/mobile-money-transfer and /v3.0/docs/mobile-money).
  CM: [
    { code: "MTN", name: "MTN Mobile Money" },
    { code: "ORANGEMONEY", name: "Orange Money" },
  ],
  // Ethiopia (ETB): "AMOLEMONEY" (/v3.0/docs/mobile-money; /docs/making-payments/transfers/mobile-money/).
  ET: [{ code: "AMOLEMONEY", name: "Amole" }],
  // Malawi (MWK): "AIRTELMW" (developer.flutterwave.com/docs/making-payments/transfers/mobile-money/).
  MW: [{ code: "AIRTELMW", name: "Airtel Money" }],
};

/**
 * A wallet's number as Flutterwave wants it, with the country code and no "+" ("256703766009"): the star may
 * have typed it locally ("0703766009"). A number that parses neither way is sent as typed, for Flutterwave to refuse.
 */
export function internationalWalletNumber(accountNumber: string, country: string): string {
  const asInternational = parsePhoneNumberFromString(`+${accountNumber}`);
  if (asInternational?.isValid() && asInternational.country === country) return accountNumber;
  const asLocal = parsePhoneNumberFromString(accountNumber, { defaultCountry: country as CountryCode });
  return asLocal?.isValid() ? asLocal.number.slice(1) : accountNumber;
}

/** NEW and PENDING are on their way; only SUCCESSFUL and FAILED are final. */
export function flutterwaveTransferStatus(status: unknown): TransferStatus {
  const upper = typeof status === "string" ? status.toUpperCase() : "";
  if (upper === "SUCCESSFUL" || upper === "SUCCESS") return "succeeded";
  if (upper === "FAILED") return "failed";
  return "pending";
}

export function createFlutterwavePayouts(options: FlutterwavePayoutOptions): PayoutProvider {
  if (!options.secretKey) throw new Error("Flutterwave needs a secret key");
  const baseUrl = options.baseUrl ?? FLUTTERWAVE_BASE_URL;
  const call = (operation: string, method: "GET" | "POST", path: string, body?: unknown) =>
    providerJson({
      provider: "Flutterwave",
      operation,
      method,
      url: joinUrl(baseUrl, path),
      secretKey: options.secretKey,
      body,
      fetch: options.fetch ?? fetch,
      timeoutMs: options.timeoutMs ?? 15_000,
    });

  function transferResult(data: Record<string, unknown>): TransferResult {
    const status = flutterwaveTransferStatus(data.status);
    const reason =
      status === "failed"
        ? (stringField(data.complete_message) ?? "Flutterwave reports the transfer failed")
        : undefined;
    return { status, transferCode: stringField(data.id) ?? null, ...(reason ? { reason } : {}) };
  }

  async function verifyTransfer(reference: string): Promise<TransferResult | null> {
    const body = await call("transfer lookup", "GET", `/v3/transfers?reference=${encodeURIComponent(reference)}`);
    const list = Array.isArray(body.data) ? (body.data as unknown[]) : [];
    // The filter is Flutterwave's; only a transfer with exactly this reference is ours.
    const found = list
      .filter((item): item is Record<string, unknown> => !!item && typeof item === "object")
      .find((item) => stringField(item.reference) === reference);
    return found ? transferResult(found) : null;
  }

  return {
    kind: "flutterwave",

    async listBanks({ country, type }) {
      if (type === "mobile_money") return [...(FLUTTERWAVE_MOBILE_MONEY[country] ?? [])];
      const body = await call("bank list", "GET", `/v3/banks/${encodeURIComponent(country)}`);
      const list = Array.isArray(body.data) ? (body.data as unknown[]) : [];
      return list.flatMap((item) => {
        if (!item || typeof item !== "object") return [];
        const bank = item as Record<string, unknown>;
        const code = stringField(bank.code);
        const name = stringField(bank.name);
        return code && name ? [{ code, name }] : [];
      });
    },

    async resolveAccount({ country, type, accountNumber, bankCode }) {
      // Flutterwave documents a name check for Nigerian bank accounts only: for the rest the star declares
      // the holder's name, and staff approve the first payout to the account.
      if (type !== "bank" || country !== "NG") return { accountName: null, nameCheck: "unavailable" };
      let body: Record<string, unknown>;
      try {
        body = await call("account resolution", "POST", "/v3/accounts/resolve", {
          account_number: accountNumber,
          account_bank: bankCode,
        });
      } catch (error) {
        if (error instanceof PaymentProviderError && error.providerStatus === 400) {
          throw invalidRequest(
            "ACCOUNT_NOT_RESOLVED",
            "The bank could not find this account number. Check the number and the bank, then try again.",
          );
        }
        throw error;
      }
      const accountName = stringField(dataOf(body, "Flutterwave", "account resolution").account_name);
      if (!accountName) throw new PaymentProviderError("Flutterwave account resolution failed: no account_name");
      return { accountName };
    },

    async createRecipient() {
      return { recipientCode: null };
    },

    async transfer(input) {
      assertAmount(input.amountMinor);
      const { destination } = input;
      const wallet = destination.type === "mobile_money";
      // Kenya's M-Pesa is the one network whose transfers must name the sender in `meta`.
      const isMpesa = wallet && destination.bankCode === "MPS" && input.currency === "KES";
      const sender = {
        sender: options.senderName ?? "Salamu",
        sender_country: options.senderCountry ?? "NG",
        ...(options.senderMobileNumber ? { mobile_number: options.senderMobileNumber } : {}),
      };
      let body: Record<string, unknown>;
      try {
        body = await call("transfer", "POST", "/v3/transfers", {
          account_bank: destination.bankCode,
          account_number: wallet
            ? internationalWalletNumber(destination.accountNumber, destination.country)
            : destination.accountNumber,
          amount: minorToMajorUnits(input.amountMinor, input.currency),
          currency: input.currency,
          narration: input.narration,
          reference: input.reference,
          beneficiary_name: destination.accountName,
          ...(isMpesa ? { meta: sender } : {}),
        });
      } catch (error) {
        // A reference Flutterwave already has (a retry after a lost answer): that transfer is the answer.
        if (error instanceof PaymentProviderError && error.providerStatus !== undefined && error.providerStatus < 500) {
          const existing = await verifyTransfer(input.reference).catch(() => null);
          if (existing) return existing;
        }
        throw error;
      }
      return transferResult(dataOf(body, "Flutterwave", "transfer"));
    },

    verifyTransfer,
  };
}
