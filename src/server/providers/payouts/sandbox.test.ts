import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYOUT_OPTIONS } from "../../../shared/payout-options";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../test/database";
import { createSandboxProvider, SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from "../payments/sandbox";
import type { TransferDestination } from "./provider";
import { createSandboxPayoutProvider, sandboxAccountName } from "./sandbox";

const SECRET = "sandbox-payout-secret-sandbox-payout-secret";
let database: DatabaseHandle;
let payouts: ReturnType<typeof createSandboxPayoutProvider>;
let payments: ReturnType<typeof createSandboxProvider>;

beforeAll(async () => {
  database = await createTestDatabase();
  payouts = createSandboxPayoutProvider({ db: database.db, appSecret: SECRET });
  payments = createSandboxProvider({ db: database.db, appSecret: SECRET });
});
afterAll(async () => {
  await database.close();
});

const mpesa = (accountNumber: string): TransferDestination => ({
  country: "KE",
  type: "mobile_money",
  currency: "KES",
  bankCode: "MPESA",
  accountNumber,
  accountName: sandboxAccountName("MPESA", accountNumber),
  recipientCode: null,
});

const send = (reference: string, accountNumber: string, amountMinor = 250_000) =>
  payouts.transfer({ reference, amountMinor, currency: "KES", destination: mpesa(accountNumber), narration: "Salamu" });

/** The events the webhooks carry, as the app's webhook route would parse them. */
const eventsOf = (webhooks: { headers: Record<string, string>; rawBody: string }[]) =>
  webhooks.map((webhook) => {
    expect(webhook.headers[SANDBOX_SIGNATURE_HEADER]).toBe(signSandboxWebhook(SECRET, webhook.rawBody));
    const event = payments.parseWebhook(webhook);
    return { event: event?.event, reference: event?.reference, status: event?.data?.status };
  });

describe("sandbox payout provider", () => {
  it("lists banks and operators per country and type", async () => {
    const ghana = await payouts.listBanks({ country: "GH", type: "mobile_money", currency: "GHS" });
    expect(ghana.map((bank) => bank.code)).toEqual(["MTN", "ATL", "VOD"]);
    expect(await payouts.listBanks({ country: "NG", type: "bank", currency: "NGN" })).toContainEqual({
      code: "058",
      name: "Guaranty Trust Bank",
    });
    expect(await payouts.listBanks({ country: "FR", type: "bank", currency: "EUR" })).toEqual([]);
    // Every payout option can be chosen in the sandbox: its country lists banks or operators of its type.
    for (const option of PAYOUT_OPTIONS) {
      const banks = await payouts.listBanks({ country: option.country, type: option.type, currency: option.currency });
      expect(banks.length, `${option.country} ${option.label}`).toBeGreaterThan(0);
    }
  });

  it("resolves well-formed numbers to the same name, and refuses unknown ones with a clear 400", async () => {
    const query = {
      country: "NG",
      type: "bank" as const,
      currency: "NGN",
      bankCode: "058",
      accountNumber: "0123456789",
    };
    const first = await payouts.resolveAccount(query);
    expect(first.accountName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(await payouts.resolveAccount(query)).toEqual(first);
    await expect(payouts.resolveAccount({ ...query, accountNumber: "012345678" })).rejects.toMatchObject({
      statusCode: 400,
      code: "ACCOUNT_NOT_RESOLVED",
    });
    await expect(payouts.resolveAccount({ ...query, accountNumber: "0123454040" })).rejects.toMatchObject({
      code: "ACCOUNT_NOT_RESOLVED",
      message: expect.stringMatching(/not found/),
    });
    await expect(payouts.resolveAccount({ ...query, bankCode: "999" })).rejects.toMatchObject({
      statusCode: 400,
      code: "UNKNOWN_BANK",
    });
    expect((await payouts.createRecipient(mpesa("254712345678"))).recipientCode).toMatch(/^RCP_sbx_[0-9a-f]{16}$/);
  });

  it("keeps a transfer pending until settled, once per reference, and signs its webhook", async () => {
    const started = await send("PAYOUT-sbx-1", "254712345678");
    expect(started).toMatchObject({ status: "pending", transferCode: expect.stringMatching(/^TRF_sbx_/) });
    // A retry with the same reference is the same transfer, not a second one.
    expect(await send("PAYOUT-sbx-1", "254712345678")).toEqual(started);
    expect(await payouts.verifyTransfer("PAYOUT-sbx-1")).toEqual(started);

    const { transfer, webhooks } = await payouts.settleTransfer("PAYOUT-sbx-1");
    expect(transfer).toMatchObject({ status: "success", amountMinor: 250_000, accountNumberLast4: "5678" });
    expect(eventsOf(webhooks)).toEqual([{ event: "transfer.success", reference: "PAYOUT-sbx-1", status: "success" }]);
    expect(await payouts.verifyTransfer("PAYOUT-sbx-1")).toMatchObject({ status: "succeeded" });
    // Settling again changes nothing and delivers the same news again.
    expect((await payouts.settleTransfer("PAYOUT-sbx-1")).transfer.status).toBe("success");
    expect(await payouts.verifyTransfer("PAYOUT-unknown")).toBeNull();
    await expect(payouts.settleTransfer("PAYOUT-unknown")).rejects.toMatchObject({ statusCode: 404 });
  });

  it("fails transfers to numbers ending 0000 and reverses those ending 9999, saying why", async () => {
    await send("PAYOUT-sbx-2", "254712340000");
    const failed = await payouts.settleTransfer("PAYOUT-sbx-2");
    expect(eventsOf(failed.webhooks)).toEqual([
      { event: "transfer.failed", reference: "PAYOUT-sbx-2", status: "failed" },
    ]);
    expect(await payouts.verifyTransfer("PAYOUT-sbx-2")).toMatchObject({
      status: "failed",
      reason: expect.stringMatching(/refused/),
    });

    await send("PAYOUT-sbx-3", "254712349999");
    const reversed = await payouts.settleTransfer("PAYOUT-sbx-3");
    expect(eventsOf(reversed.webhooks).map((event) => event.event)).toEqual(["transfer.success", "transfer.reversed"]);
    expect(await payouts.verifyTransfer("PAYOUT-sbx-3")).toMatchObject({ status: "reversed" });

    await send("PAYOUT-sbx-4", "254712345678");
    await expect(payouts.reverseTransfer("PAYOUT-sbx-4")).rejects.toMatchObject({ statusCode: 400 });
    await payouts.settleTransfer("PAYOUT-sbx-4");
    const later = await payouts.reverseTransfer("PAYOUT-sbx-4");
    expect(eventsOf([later.webhook])).toEqual([
      { event: "transfer.reversed", reference: "PAYOUT-sbx-4", status: "reversed" },
    ]);
  });

  it("refuses a bad amount, an unknown operator or another currency than the country's", async () => {
    await expect(send("PAYOUT-sbx-5", "254712345678", 0)).rejects.toMatchObject({ code: "BAD_AMOUNT" });
    await expect(
      payouts.transfer({
        reference: "PAYOUT-sbx-6",
        amountMinor: 100,
        currency: "NGN",
        destination: mpesa("254712345678"),
        narration: "Salamu",
      }),
    ).rejects.toMatchObject({ code: "UNSUPPORTED_CURRENCY" });
    await expect(
      payouts.transfer({
        reference: "PAYOUT-sbx-7",
        amountMinor: 100,
        currency: "KES",
        destination: { ...mpesa("254712345678"), bankCode: "AIRTEL" },
        narration: "Salamu",
      }),
    ).rejects.toMatchObject({ code: "UNKNOWN_BANK" });
    expect(await payouts.findTransfer("PAYOUT-sbx-6")).toBeUndefined();
  });
});
