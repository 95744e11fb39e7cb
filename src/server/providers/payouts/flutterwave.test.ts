import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PAYOUT_OPTIONS } from "../../../shared/payout-options";
import { createFlutterwaveProvider } from "../payments/flutterwave";
import { PaymentProviderError } from "../payments/provider";
import { type FakeFlutterwave, startFakeFlutterwave } from "./fake-flutterwave";
import {
  createFlutterwavePayouts,
  FLUTTERWAVE_MOBILE_MONEY,
  flutterwaveTransferStatus,
  internationalWalletNumber,
} from "./flutterwave";
import type { PayoutProvider, TransferDestination } from "./provider";

let flutterwave: FakeFlutterwave;
let payouts: PayoutProvider;

beforeAll(async () => {
  flutterwave = await startFakeFlutterwave();
  payouts = createFlutterwavePayouts({ secretKey: flutterwave.secretKey, baseUrl: flutterwave.url });
});
afterAll(() => flutterwave.close());
beforeEach(() => {
  flutterwave.down(false);
  flutterwave.requests.length = 0;
});

const nuban: TransferDestination = {
  country: "NG",
  type: "bank",
  currency: "NGN",
  bankCode: "044",
  accountNumber: "0690000032",
  accountName: "Pastor Bright",
  recipientCode: null,
};
const wallet = (country: string, currency: string, bankCode: string, accountNumber: string): TransferDestination => ({
  country,
  type: "mobile_money",
  currency,
  bankCode,
  accountNumber,
  accountName: "Zawadi Uwase",
  recipientCode: null,
});

describe("Flutterwave payouts", () => {
  it("lists a country's banks from the API and its mobile-money operators from the documented codes", async () => {
    expect(await payouts.listBanks({ country: "NG", type: "bank", currency: "NGN" })).toContainEqual({
      code: "044",
      name: "Access Bank",
    });
    expect(flutterwave.requests.at(-1)?.path).toBe("/v3/banks/NG");
    flutterwave.requests.length = 0;
    expect(
      (await payouts.listBanks({ country: "UG", type: "mobile_money", currency: "UGX" })).map((b) => b.code),
    ).toEqual(["MTN", "AIRTEL"]);
    expect(
      (await payouts.listBanks({ country: "KE", type: "mobile_money", currency: "KES" })).map((b) => b.code),
    ).toEqual(["MPS"]);
    expect(
      (await payouts.listBanks({ country: "SN", type: "mobile_money", currency: "XOF" })).map((b) => b.name),
    ).toEqual(["Orange Money", "Wave", "Free Money"]);
    expect(
      (await payouts.listBanks({ country: "TZ", type: "mobile_money", currency: "TZS" })).map((b) => b.code),
    ).toEqual(["VODACOM", "TIGO", "AIRTEL", "HALOPESA"]);
    // Central Africa, Ethiopia and Malawi, with the guide's codes.
    expect(
      (await payouts.listBanks({ country: "CM", type: "mobile_money", currency: "XAF" })).map((b) => b.code),
    ).toEqual(["MTN", "ORANGEMONEY"]);
    expect(await payouts.listBanks({ country: "ET", type: "mobile_money", currency: "ETB" })).toEqual([
      { code: "AMOLEMONEY", name: "Amole" },
    ]);
    expect(await payouts.listBanks({ country: "MW", type: "mobile_money", currency: "MWK" })).toEqual([
      { code: "AIRTELMW", name: "Airtel Money" },
    ]);
    expect(await payouts.listBanks({ country: "DZ", type: "mobile_money", currency: "DZD" })).toEqual([]);
    expect(flutterwave.requests).toHaveLength(0);
  });

  it("has operators for every option Flutterwave pays, one the form can pick by its label", () => {
    for (const option of PAYOUT_OPTIONS.filter((candidate) => candidate.providers.includes("flutterwave"))) {
      if (option.type !== "mobile_money") continue;
      const operators = FLUTTERWAVE_MOBILE_MONEY[option.country] ?? [];
      const where = `${option.country} ${option.label}`;
      expect(operators.length, where).toBeGreaterThan(0);
      // A country of one code for every wallet (Zambia's MPS) is picked as the only one.
      if (operators.length > 1)
        expect(
          operators.map((operator) => operator.name),
          where,
        ).toContain(option.label);
    }
  });

  it("resolves Nigerian bank accounts, and says plainly when it has no name check for an account", async () => {
    expect(await payouts.resolveAccount(nuban)).toEqual({ accountName: "Pastor Bright" });
    expect(flutterwave.requests.at(-1)?.body).toEqual({ account_number: "0690000032", account_bank: "044" });
    await expect(payouts.resolveAccount({ ...nuban, accountNumber: "0690000099" })).rejects.toMatchObject({
      statusCode: 400,
      code: "ACCOUNT_NOT_RESOLVED",
      message: expect.stringMatching(/could not find this account number/),
    });
    flutterwave.requests.length = 0;
    // Flutterwave documents no name check for wallets or for banks outside Nigeria: nothing is asked.
    expect(await payouts.resolveAccount(wallet("UG", "UGX", "MTN", "256703766009"))).toEqual({
      accountName: null,
      nameCheck: "unavailable",
    });
    expect(await payouts.resolveAccount({ ...nuban, country: "GH", currency: "GHS", bankCode: "GH280100" })).toEqual({
      accountName: null,
      nameCheck: "unavailable",
    });
    expect(flutterwave.requests).toHaveLength(0);
    expect(await payouts.createRecipient(nuban)).toEqual({ recipientCode: null });
  });

  it("transfers major units with the documented fields, once per reference, and looks it up by reference", async () => {
    const input = {
      reference: "salamu-po-flw-00000001",
      amountMinor: 250_050,
      currency: "KES",
      destination: wallet("KE", "KES", "MPS", "254712345678"),
      narration: "Salamu earnings",
    };
    const started = await payouts.transfer(input);
    expect(started).toEqual({ status: "pending", transferCode: expect.any(String) });
    expect(flutterwave.requests.at(-1)?.body).toEqual({
      account_bank: "MPS",
      account_number: "254712345678",
      amount: 2500.5,
      currency: "KES",
      narration: "Salamu earnings",
      reference: "salamu-po-flw-00000001",
      beneficiary_name: "Zawadi Uwase",
      meta: { sender: "Salamu", sender_country: "NG" },
    });
    expect(await payouts.transfer(input)).toEqual(started);
    expect(flutterwave.transfers.size).toBe(1);
    expect(await payouts.verifyTransfer("salamu-po-flw-00000001")).toEqual(started);

    flutterwave.completeTransfer("salamu-po-flw-00000001", "SUCCESSFUL");
    expect(await payouts.verifyTransfer("salamu-po-flw-00000001")).toMatchObject({ status: "succeeded" });
    expect(await payouts.verifyTransfer("salamu-po-flw-unknown1")).toBeNull();

    // Currencies without a minor unit go as they are: 5,000 CFA francs, 20,000 Ugandan shillings.
    await payouts.transfer({
      ...input,
      reference: "salamu-po-flw-00000002",
      amountMinor: 5_000,
      currency: "XOF",
      destination: wallet("SN", "XOF", "WAVE", "221771234567"),
    });
    expect(flutterwave.requests.at(-1)?.body).toMatchObject({ amount: 5_000, currency: "XOF", account_bank: "WAVE" });
    await payouts.transfer({
      ...input,
      reference: "salamu-po-flw-00000003",
      amountMinor: 20_000,
      currency: "UGX",
      destination: wallet("UG", "UGX", "MTN", "256703766009"),
    });
    expect(flutterwave.requests.at(-1)?.body).toMatchObject({ amount: 20_000, currency: "UGX" });
    expect(flutterwave.requests.at(-1)?.body).not.toHaveProperty("meta");
    // A wallet saved in its local form goes with its country code, as the guide asks.
    await payouts.transfer({
      ...input,
      reference: "salamu-po-flw-00000004",
      amountMinor: 15_000,
      currency: "UGX",
      destination: wallet("UG", "UGX", "AIRTEL", "0703766009"),
    });
    expect(flutterwave.requests.at(-1)?.body).toMatchObject({
      account_bank: "AIRTEL",
      account_number: "256703766009",
      beneficiary_name: "Zawadi Uwase",
    });
    expect(flutterwave.transfers.get("salamu-po-flw-00000004")?.status).toBe("NEW");
    // Cameroon's wallets take whole CFA francs (XAF) and the number with 237.
    await payouts.transfer({
      ...input,
      reference: "salamu-po-flw-00000005",
      amountMinor: 12_500,
      currency: "XAF",
      destination: wallet("CM", "XAF", "ORANGEMONEY", "677123456"),
    });
    expect(flutterwave.requests.at(-1)?.body).toMatchObject({
      account_bank: "ORANGEMONEY",
      account_number: "237677123456",
      amount: 12_500,
      currency: "XAF",
    });
    expect(flutterwave.transfers.get("salamu-po-flw-00000005")?.status).toBe("NEW");

    const failed = flutterwave.completeTransfer("salamu-po-flw-00000003", "FAILED", "Wallet limit exceeded");
    expect(await payouts.verifyTransfer("salamu-po-flw-00000003")).toEqual({
      status: "failed",
      transferCode: expect.any(String),
      reason: "Wallet limit exceeded",
    });
    const provider = createFlutterwaveProvider({
      secretKey: flutterwave.secretKey,
      secretHash: flutterwave.secretHash,
      baseUrl: flutterwave.url,
    });
    expect(provider.parseWebhook(failed)).toMatchObject({
      event: "transfer.completed",
      reference: "salamu-po-flw-00000003",
      data: { status: "FAILED", reference: "salamu-po-flw-00000003" },
    });
    expect(provider.parseWebhook({ ...failed, headers: { "verif-hash": "forged" } })).toBeNull();
    // The older shape: "event.type": "Transfer" with the transfer under `transfer`.
    const legacy = flutterwave.webhook({
      "event.type": "Transfer",
      transfer: { id: 1, reference: "salamu-po-flw-00000001", status: "SUCCESSFUL" },
    });
    expect(provider.parseWebhook(legacy)).toMatchObject({
      event: "transfer.completed",
      reference: "salamu-po-flw-00000001",
    });
  });

  it("answers 502 without the key when Flutterwave is down or unreachable", async () => {
    flutterwave.down(true);
    const down = payouts.transfer({
      reference: "salamu-po-flw-00000009",
      amountMinor: 100_000,
      currency: "NGN",
      destination: nuban,
      narration: "Salamu earnings",
    });
    await expect(down).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(down).rejects.toMatchObject({
      statusCode: 502,
      message: "Flutterwave transfer failed: HTTP 503: Service Unavailable",
    });
    await expect(payouts.resolveAccount(nuban)).rejects.toMatchObject({ statusCode: 502 });
    flutterwave.down(false);
    const unreachable = createFlutterwavePayouts({ secretKey: flutterwave.secretKey, baseUrl: "http://127.0.0.1:9" });
    const error = await unreachable.verifyTransfer("salamu-po-flw-00000001").catch((caught) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.message).toBe("Flutterwave transfer lookup failed: provider unreachable");
    expect(error.message).not.toContain(flutterwave.secretKey);
  });

  it("writes wallet numbers with their country code, whichever way the star typed them", () => {
    expect(internationalWalletNumber("0703766009", "UG")).toBe("256703766009");
    expect(internationalWalletNumber("256703766009", "UG")).toBe("256703766009");
    expect(internationalWalletNumber("0788123456", "RW")).toBe("250788123456");
    expect(internationalWalletNumber("0712345678", "KE")).toBe("254712345678");
    expect(internationalWalletNumber("771234567", "SN")).toBe("221771234567");
    expect(internationalWalletNumber("677123456", "CM")).toBe("237677123456");
    expect(internationalWalletNumber("0911234567", "ET")).toBe("251911234567");
    expect(internationalWalletNumber("0991234567", "MW")).toBe("265991234567");
    // A Kenyan number saved for Uganda is not silently "fixed": Flutterwave refuses it.
    expect(internationalWalletNumber("254712345678", "UG")).toBe("254712345678");
  });

  it("maps transfer statuses", () => {
    expect(["NEW", "PENDING", "SUCCESSFUL", "FAILED"].map(flutterwaveTransferStatus)).toEqual([
      "pending",
      "pending",
      "succeeded",
      "failed",
    ]);
  });
});
