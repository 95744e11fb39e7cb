import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPaystackProvider } from "../payments/paystack";
import { PaymentProviderError } from "../payments/provider";
import { type FakePaystack, startFakePaystack } from "./fake-paystack";
import { createPaystackPayouts, paystackTransferStatus } from "./paystack";
import type { PayoutProvider, TransferDestination } from "./provider";

let paystack: FakePaystack;
let payouts: PayoutProvider;

beforeAll(async () => {
  paystack = await startFakePaystack();
  payouts = createPaystackPayouts({ secretKey: paystack.secretKey, baseUrl: paystack.url });
});
afterAll(() => paystack.close());
beforeEach(() => {
  paystack.down(false);
  paystack.requests.length = 0;
});

const nuban: TransferDestination = {
  country: "NG",
  type: "bank",
  currency: "NGN",
  bankCode: "058",
  accountNumber: "0123456789",
  accountName: "AMARA OKAFOR",
  recipientCode: null,
};
const mpesa: TransferDestination = {
  country: "KE",
  type: "mobile_money",
  currency: "KES",
  bankCode: "MPESA",
  accountNumber: "0712345678",
  accountName: "WANJIRU KAMAU",
  recipientCode: null,
};

const lastQuery = () => Object.fromEntries(new URL(paystack.requests.at(-1)?.path ?? "", "http://x").searchParams);

describe("Paystack payouts", () => {
  it("lists banks and operators by country, currency and recipient type", async () => {
    expect(await payouts.listBanks({ country: "NG", type: "bank", currency: "NGN" })).toContainEqual({
      code: "058",
      name: "Guaranty Trust Bank",
    });
    expect(lastQuery()).toMatchObject({ country: "nigeria", currency: "NGN", type: "nuban" });
    const ghana = await payouts.listBanks({ country: "GH", type: "mobile_money", currency: "GHS" });
    expect(ghana.map((bank) => bank.code)).toEqual(["MTN", "ATL", "VOD"]);
    expect(lastQuery()).toMatchObject({ country: "ghana", type: "mobile_money" });
    expect(
      (await payouts.listBanks({ country: "GH", type: "bank", currency: "GHS" })).map((bank) => bank.code),
    ).toEqual(["280100", "040100"]);
    expect(await payouts.listBanks({ country: "KE", type: "mobile_money", currency: "KES" })).toEqual([
      { code: "MPESA", name: "M-PESA" },
    ]);
    expect(lastQuery()).toMatchObject({ country: "kenya" });
    await payouts.listBanks({ country: "KE", type: "bank", currency: "KES" });
    expect(lastQuery()).toMatchObject({ type: "kepss" });
    await payouts.listBanks({ country: "ZA", type: "bank", currency: "ZAR" });
    expect(lastQuery()).toMatchObject({ country: "south africa", type: "basa" });
    await expect(payouts.listBanks({ country: "UG", type: "mobile_money", currency: "UGX" })).rejects.toMatchObject({
      statusCode: 400,
      code: "UNKNOWN_BANK",
    });
  });

  it("resolves the holder's name, and says plainly when the bank does not know the account", async () => {
    expect(await payouts.resolveAccount(nuban)).toEqual({ accountName: "AMARA OKAFOR" });
    expect(lastQuery()).toEqual({ account_number: "0123456789", bank_code: "058" });
    expect(await payouts.resolveAccount(mpesa)).toEqual({ accountName: "WANJIRU KAMAU" });
    const unknown = payouts.resolveAccount({ ...nuban, accountNumber: "0000000001" });
    await expect(unknown).rejects.toMatchObject({
      statusCode: 400,
      code: "ACCOUNT_NOT_RESOLVED",
      message: expect.stringMatching(/could not find this account number/),
    });
    await expect(payouts.resolveAccount({ ...nuban, bankCode: "999" })).rejects.toMatchObject({
      code: "ACCOUNT_NOT_RESOLVED",
    });
  });

  it("registers a recipient once per account, with the documented fields", async () => {
    const first = await payouts.createRecipient(mpesa);
    expect(first.recipientCode).toMatch(/^RCP_/);
    expect(paystack.requests.at(-1)?.body).toEqual({
      type: "mobile_money",
      name: "WANJIRU KAMAU",
      account_number: "0712345678",
      bank_code: "MPESA",
      currency: "KES",
    });
    expect(await payouts.createRecipient(mpesa)).toEqual(first);
    const ghana = { ...nuban, country: "GH", currency: "GHS", bankCode: "040100" };
    await payouts.createRecipient(ghana);
    expect(paystack.requests.at(-1)?.body).toMatchObject({ type: "ghipss", currency: "GHS" });
  });

  it("transfers integer subunits from the balance, once per reference, and verifies by reference", async () => {
    const { recipientCode } = await payouts.createRecipient(nuban);
    const input = {
      reference: "salamu-po-transfer-0001",
      amountMinor: 1_530_000,
      currency: "NGN",
      destination: { ...nuban, recipientCode },
      narration: "Salamu earnings",
    };
    const started = await payouts.transfer(input);
    expect(started).toEqual({ status: "pending", transferCode: expect.stringMatching(/^TRF_/) });
    expect(paystack.requests.at(-1)?.body).toEqual({
      source: "balance",
      amount: 1_530_000,
      recipient: recipientCode,
      reference: "salamu-po-transfer-0001",
      reason: "Salamu earnings",
      currency: "NGN",
    });
    // A retry after a lost answer: Paystack refuses the duplicate reference, the adapter answers that transfer.
    expect(await payouts.transfer(input)).toEqual(started);
    expect(paystack.transfers.size).toBe(1);

    paystack.completeTransfer("salamu-po-transfer-0001", "success");
    expect(await payouts.verifyTransfer("salamu-po-transfer-0001")).toEqual({
      status: "succeeded",
      transferCode: started.transferCode,
    });
    paystack.completeTransfer("salamu-po-transfer-0001", "reversed", "Beneficiary account closed");
    expect(await payouts.verifyTransfer("salamu-po-transfer-0001")).toMatchObject({
      status: "reversed",
      reason: "Beneficiary account closed",
    });
    expect(await payouts.verifyTransfer("salamu-po-never-sent-01")).toBeNull();
  });

  it("registers the recipient itself when none is saved, and surfaces otp and failures", async () => {
    paystack.nextTransferStatus("otp");
    const otp = await payouts.transfer({
      reference: "salamu-po-transfer-0002",
      amountMinor: 250_000,
      currency: "KES",
      destination: mpesa,
      narration: "Salamu earnings",
    });
    expect(otp.status).toBe("otp");
    expect(paystack.requests.map((request) => request.path)).toEqual(["/transferrecipient", "/transfer"]);

    paystack.completeTransfer("salamu-po-transfer-0002", "failed", "Could not credit the wallet");
    expect(await payouts.verifyTransfer("salamu-po-transfer-0002")).toMatchObject({
      status: "failed",
      reason: "Could not credit the wallet",
    });

    paystack.setBalance("ZAR", 100);
    const za = { ...nuban, country: "ZA", currency: "ZAR", bankCode: "632005", accountNumber: "4071234567" };
    const refused = payouts.transfer({
      reference: "salamu-po-transfer-0003",
      amountMinor: 5_000,
      currency: "ZAR",
      destination: za,
      narration: "Salamu earnings",
    });
    await expect(refused).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 502,
      message: expect.stringMatching(/balance is not enough/),
    });
  });

  it("answers 502 without the key when Paystack is down or unreachable", async () => {
    paystack.down(true);
    const down = payouts.resolveAccount(nuban);
    await expect(down).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(down).rejects.toMatchObject({
      statusCode: 502,
      message: "Paystack account resolution failed: HTTP 503: Service Unavailable",
    });
    await expect(payouts.verifyTransfer("salamu-po-transfer-0001")).rejects.toMatchObject({ statusCode: 502 });
    paystack.down(false);

    const unreachable = createPaystackPayouts({ secretKey: paystack.secretKey, baseUrl: "http://127.0.0.1:9" });
    const error = await unreachable
      .listBanks({ country: "NG", type: "bank", currency: "NGN" })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.message).toBe("Paystack bank list failed: provider unreachable");
    expect(error.message).not.toContain(paystack.secretKey);

    const wrongKey = createPaystackPayouts({ secretKey: "sk_test_wrong_key_0000000", baseUrl: paystack.url });
    await expect(wrongKey.resolveAccount(nuban)).rejects.toMatchObject({ statusCode: 502 });
  });

  it("maps every documented transfer status", () => {
    expect(
      ["success", "otp", "pending", "received", "queued", "failed", "reversed", "abandoned", "blocked", "rejected"].map(
        paystackTransferStatus,
      ),
    ).toEqual([
      "succeeded",
      "otp",
      "pending",
      "pending",
      "pending",
      "failed",
      "reversed",
      "failed",
      "failed",
      "failed",
    ]);
  });

  it("authenticates transfer and dispute webhooks and names their reference", () => {
    const provider = createPaystackProvider({ secretKey: paystack.secretKey, baseUrl: paystack.url });
    const transfer = paystack.webhook("transfer.success", {
      reference: "salamu-po-transfer-0001",
      id: 77,
      status: "success",
    });
    expect(provider.parseWebhook(transfer)).toEqual({
      event: "transfer.success",
      reference: "salamu-po-transfer-0001",
      providerTransactionId: "77",
      data: { reference: "salamu-po-transfer-0001", id: 77, status: "success" },
    });
    expect(provider.parseWebhook({ ...transfer, rawBody: transfer.rawBody.replace("77", "78") })).toBeNull();
    const dispute = paystack.webhook("charge.dispute.create", {
      id: 5,
      status: "awaiting-merchant-feedback",
      transaction: { id: 901, reference: "SALAMU-1700000000000-9" },
    });
    expect(provider.parseWebhook(dispute)).toMatchObject({
      event: "charge.dispute.create",
      reference: "SALAMU-1700000000000-9",
      providerTransactionId: "901",
      data: { id: 5 },
    });
  });
});
