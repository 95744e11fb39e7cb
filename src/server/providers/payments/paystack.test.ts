import { createHmac } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeProviderServer, type RecordedRequest } from "./fake-provider-server";
import { createPaystackProvider, paystackChannels } from "./paystack";
import { isVerifiedPayment, type PaymentProvider, PaymentProviderError } from "./provider";

// Test-only credential for the fake server; never a real key.
const SECRET_KEY = "sk_test_not_a_real_key_0001";

type FakeTransaction = { id: number; reference: string; amount: number; currency: string; status: string };

/** Paystack as documented: initialize, verify by reference, refund; bearer auth required. */
function fakePaystack() {
  const transactions = new Map<string, FakeTransaction>();
  let nextId = 3_900_000;
  const fake = fakeProviderServer((request: RecordedRequest) => {
    if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
      return { status: 401, body: { status: false, message: "Invalid key" } };
    }
    const url = new URL(request.path, "http://fake");
    if (request.method === "POST" && url.pathname === "/transaction/initialize") {
      const body = request.body as { reference: string; amount: number; currency: string };
      transactions.set(body.reference, {
        id: nextId++,
        reference: body.reference,
        amount: body.amount,
        currency: body.currency,
        status: "abandoned",
      });
      return {
        status: 200,
        body: {
          status: true,
          message: "Authorization URL created",
          data: {
            authorization_url: `https://checkout.example.test/${body.reference}`,
            access_code: `access-${body.reference}`,
            reference: body.reference,
          },
        },
      };
    }
    const verify = url.pathname.match(/^\/transaction\/verify\/(.+)$/);
    if (request.method === "GET" && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1]!));
      return transaction
        ? { status: 200, body: { status: true, message: "Verification successful", data: transaction } }
        : { status: 400, body: { status: false, message: "Transaction reference not found" } };
    }
    if (request.method === "POST" && url.pathname === "/refund") {
      const { transaction, amount } = request.body as { transaction: string; amount: number };
      return {
        status: 200,
        body: {
          status: true,
          message: "Refund has been queued for processing",
          data: { id: 1_234_567, transaction: { id: Number(transaction) }, amount, currency: "NGN", status: "pending" },
        },
      };
    }
    return undefined;
  });
  return Object.assign(fake, { transactions });
}

const sign = (body: string | Buffer, key = SECRET_KEY) => createHmac("sha512", key).update(body).digest("hex");

describe("Paystack adapter", () => {
  const fake = fakePaystack();
  let provider: PaymentProvider;

  beforeAll(async () => {
    provider = createPaystackProvider({ secretKey: SECRET_KEY, baseUrl: await fake.start() });
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.reset();
    fake.transactions.clear();
  });

  const checkout = (reference: string, amountMinor: number, currency: "NGN" | "GHS" | "KES" | "ZAR" | "JPY") =>
    provider.createCheckout({
      reference,
      amountMinor,
      currency,
      customer: { email: "fan@example.test", name: "Ada Fan" },
      description: "Birthday video from Example Star",
      redirectUrl: "http://localhost:3000/payment/return",
    });

  it("tests the connection with Check Balance, and reports a refused key in Paystack's words", async () => {
    fake.use((request) =>
      request.method === "GET" &&
      request.path === "/balance" &&
      request.headers.authorization === `Bearer ${SECRET_KEY}`
        ? {
            status: 200,
            body: { status: true, message: "Balances retrieved", data: [{ currency: "NGN", balance: 0 }] },
          }
        : undefined,
    );
    expect(await provider.checkConnection()).toBe("Paystack accepted the secret key: Balances retrieved");
    expect(fake.last).toMatchObject({ method: "GET", path: "/balance" });

    fake.use(() => ({ status: 401, body: { status: false, message: "Invalid key" } }));
    const refused = await provider.checkConnection().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect((refused as Error).message).toBe("Paystack connection test failed: HTTP 401: Invalid key");
  });

  it("initializes a transaction with the amount in minor units, bearer auth and the currency's channels", async () => {
    const result = await checkout("SALAMU-1700000000000-1", 22_950_050, "NGN");
    expect(result).toEqual({
      checkoutUrl: "https://checkout.example.test/SALAMU-1700000000000-1",
      providerReference: "access-SALAMU-1700000000000-1",
    });
    const request = fake.last;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/transaction/initialize");
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.body).toEqual({
      email: "fan@example.test",
      amount: 22_950_050,
      currency: "NGN",
      reference: "SALAMU-1700000000000-1",
      callback_url: "http://localhost:3000/payment/return",
      channels: ["card", "bank_transfer", "ussd", "bank", "qr"],
      metadata: { customer_name: "Ada Fan", description: "Birthday video from Example Star" },
    });
    expect(paystackChannels("GHS")).toEqual(["card", "bank_transfer", "mobile_money"]);
    expect(paystackChannels("KES")).toEqual(["card", "bank_transfer", "mobile_money"]);
    expect(paystackChannels("ZAR")).toEqual(["card", "bank_transfer", "eft"]);
    expect(paystackChannels("XOF")).toEqual(["card", "mobile_money"]);
  });

  it("sends JPY in yen (no minor digits) and refuses bad amounts before calling", async () => {
    await checkout("SALAMU-1700000000000-2", 22_350, "JPY");
    expect(fake.last.body).toMatchObject({ amount: 22_350, currency: "JPY", channels: ["card"] });
    await expect(checkout("SALAMU-1700000000000-3", -5, "NGN")).rejects.toThrow(/positive integer/);
    expect(fake.requests).toHaveLength(1);
  });

  it("maps verification statuses: success, failed, reversed, abandoned and ongoing", async () => {
    const reference = "SALAMU-1700000000000-4";
    await checkout(reference, 1_350_000, "GHS");
    const transaction = fake.transactions.get(reference)!;
    const cases: Array<[string, string]> = [
      ["success", "succeeded"],
      ["failed", "failed"],
      ["reversed", "failed"],
      ["abandoned", "pending"],
      ["ongoing", "pending"],
      ["pending", "pending"],
    ];
    for (const [providerStatus, status] of cases) {
      transaction.status = providerStatus;
      const verification = await provider.verify({ reference });
      expect(verification).toEqual({
        status,
        reference,
        amountMinor: 1_350_000,
        currency: "GHS",
        providerTransactionId: String(transaction.id),
      });
    }
    expect(fake.last.method).toBe("GET");
    expect(fake.last.path).toBe(`/transaction/verify/${reference}`);
    expect(fake.last.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it("verifies only the exact amount, currency and reference", async () => {
    const reference = "SALAMU-1700000000000-5";
    await checkout(reference, 500_000, "NGN");
    const transaction = fake.transactions.get(reference)!;
    transaction.status = "success";
    const expected = { reference, amountMinor: 500_000, currency: "NGN" as const };
    expect(isVerifiedPayment(expected, await provider.verify({ reference }))).toBe(true);
    transaction.amount = 499_999;
    expect(isVerifiedPayment(expected, await provider.verify({ reference }))).toBe(false);
    transaction.amount = 500_000;
    transaction.currency = "GHS";
    expect(isVerifiedPayment(expected, await provider.verify({ reference }))).toBe(false);
  });

  it("accepts a correctly signed webhook (string or bytes) and extracts reference and id", () => {
    const rawBody = JSON.stringify({
      event: "charge.success",
      data: { id: 3_900_042, reference: "SALAMU-1700000000000-6", status: "success", amount: 100, currency: "NGN" },
    });
    const expected = { event: "charge.success", reference: "SALAMU-1700000000000-6", providerTransactionId: "3900042" };
    expect(provider.parseWebhook({ headers: { "x-paystack-signature": sign(rawBody) }, rawBody })).toMatchObject(
      expected,
    );
    expect(
      provider.parseWebhook({ headers: { "X-Paystack-Signature": sign(rawBody) }, rawBody: Buffer.from(rawBody) }),
    ).toMatchObject(expected);
    // Refund events name the refunded transaction.
    const refund = JSON.stringify({
      event: "refund.processed",
      data: { id: 9, transaction_reference: "SALAMU-1700000000000-6", transaction: 3_900_042, status: "processed" },
    });
    expect(provider.parseWebhook({ headers: { "x-paystack-signature": sign(refund) }, rawBody: refund })).toMatchObject(
      {
        event: "refund.processed",
        reference: "SALAMU-1700000000000-6",
        providerTransactionId: "3900042",
      },
    );
    // A signed event about something else: authentic, but no payment to look at.
    const other = JSON.stringify({ event: "subscription.create", data: { subscription_code: "SUB_x" } });
    expect(provider.parseWebhook({ headers: { "x-paystack-signature": sign(other) }, rawBody: other })).toMatchObject({
      event: "subscription.create",
      reference: null,
      providerTransactionId: null,
    });
  });

  it("rejects forged and tampered webhooks", () => {
    const rawBody = JSON.stringify({ event: "charge.success", data: { id: 1, reference: "SALAMU-1700000000000-7" } });
    const signature = sign(rawBody);
    // Missing or empty signature.
    expect(provider.parseWebhook({ headers: {}, rawBody })).toBeNull();
    expect(provider.parseWebhook({ headers: { "x-paystack-signature": "" }, rawBody })).toBeNull();
    // Signed with another key.
    expect(
      provider.parseWebhook({ headers: { "x-paystack-signature": sign(rawBody, "sk_test_other") }, rawBody }),
    ).toBeNull();
    // Body changed after signing (amount, reference, even whitespace).
    const tampered = rawBody.replace("SALAMU-1700000000000-7", "SALAMU-1700000000000-8");
    expect(provider.parseWebhook({ headers: { "x-paystack-signature": signature }, rawBody: tampered })).toBeNull();
    expect(
      provider.parseWebhook({ headers: { "x-paystack-signature": signature }, rawBody: `${rawBody} ` }),
    ).toBeNull();
    // Re-serialised JSON is not the signed body.
    const reordered = JSON.stringify({ data: { id: 1, reference: "SALAMU-1700000000000-7" }, event: "charge.success" });
    expect(provider.parseWebhook({ headers: { "x-paystack-signature": signature }, rawBody: reordered })).toBeNull();
    // A truncated signature, SHA-256 instead of SHA-512, the key itself, several headers.
    expect(provider.parseWebhook({ headers: { "x-paystack-signature": signature.slice(0, 64) }, rawBody })).toBeNull();
    const sha256 = createHmac("sha256", SECRET_KEY).update(rawBody).digest("hex");
    expect(provider.parseWebhook({ headers: { "x-paystack-signature": sha256 }, rawBody })).toBeNull();
    expect(provider.parseWebhook({ headers: { "x-paystack-signature": SECRET_KEY }, rawBody })).toBeNull();
    expect(provider.parseWebhook({ headers: { "x-paystack-signature": [signature, "forged"] }, rawBody })).toBeNull();
    // A correctly signed body that is not JSON.
    expect(provider.parseWebhook({ headers: { "x-paystack-signature": sign("nope") }, rawBody: "nope" })).toBeNull();
  });

  it("refunds in minor units and maps the refund status", async () => {
    const refund = await provider.refund({
      providerTransactionId: "3900042",
      amountMinor: 22_950_050,
      currency: "NGN",
    });
    expect(refund).toEqual({ status: "pending", refundId: "1234567" });
    expect(fake.last.method).toBe("POST");
    expect(fake.last.path).toBe("/refund");
    expect(fake.last.body).toEqual({ transaction: "3900042", amount: 22_950_050 });
    expect(fake.last.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);

    fake.use(() => ({ status: 200, body: { status: true, data: { id: 5, status: "processed" } } }));
    expect(await provider.refund({ providerTransactionId: "1", amountMinor: 100, currency: "NGN" })).toEqual({
      status: "succeeded",
      refundId: "5",
    });
    fake.use(() => ({ status: 200, body: { status: true, data: { id: 6, status: "failed" } } }));
    expect((await provider.refund({ providerTransactionId: "1", amountMinor: 100, currency: "NGN" })).status).toBe(
      "failed",
    );
  });

  it("asks a refund's status by id and finds a transaction's refunds, skipping failed ones", async () => {
    const refundsOf: Record<string, unknown[]> = {
      "3900042": [
        { id: 702, transaction: 3900042, amount: 100, status: "processing" },
        { id: 701, transaction: 3900042, amount: 100, status: "failed" },
      ],
      "3900043": [{ id: 703, transaction: { id: 3900043 }, amount: 100, status: "failed" }],
    };
    fake.use((request) => {
      const url = new URL(request.path, "http://fake");
      if (request.method !== "GET") return undefined;
      if (url.pathname === "/refund/701")
        return { status: 200, body: { status: true, data: { id: 701, status: "needs-attention" } } };
      if (url.pathname === "/refund/702")
        return { status: 200, body: { status: true, data: { id: 702, status: "processed" } } };
      if (url.pathname === "/refund") {
        const data = refundsOf[url.searchParams.get("transaction") ?? ""] ?? [];
        return { status: 200, body: { status: true, message: "Refunds retrieved", data } };
      }
      return undefined;
    });
    expect(await provider.refundStatus("702")).toEqual({ status: "succeeded", refundId: "702" });
    expect(fake.last.path).toBe("/refund/702");
    const attention = await provider.refundStatus("701");
    expect(attention).toMatchObject({ status: "pending", refundId: "701" });
    expect(attention.attention).toContain("bank details");
    expect(await provider.findRefund("3900042")).toEqual({ status: "pending", refundId: "702" });
    expect(fake.last.path).toBe("/refund?transaction=3900042");
    expect(await provider.findRefund("3900043")).toBeNull();
    expect(await provider.findRefund("3900044")).toBeNull();
    await expect(provider.refundStatus("999")).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("turns provider errors into a clear PaymentProviderError that never carries the secret key", async () => {
    fake.use((request) => ({
      status: 500,
      body: { status: false, message: `Server error (${String(request.headers.authorization)})` },
    }));
    for (const attempt of [
      () => checkout("SALAMU-1700000000000-9", 100_000, "NGN"),
      () => provider.verify({ reference: "SALAMU-1700000000000-9" }),
      () => provider.refund({ providerTransactionId: "1", amountMinor: 100, currency: "NGN" }),
    ]) {
      const error = await attempt().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PaymentProviderError);
      const providerError = error as PaymentProviderError;
      expect(providerError.message).toMatch(/^Paystack (checkout|verify|refund) failed: HTTP 500/);
      expect(providerError.message).not.toContain(SECRET_KEY);
      expect(String(providerError.stack)).not.toContain(SECRET_KEY);
      expect(providerError.statusCode).toBe(502);
      expect(providerError.code).toBe("PAYMENT_PROVIDER_ERROR");
    }
  });

  it("reports an unknown reference and an unreachable provider as errors", async () => {
    await expect(provider.verify({ reference: "SALAMU-1700000000000-10" })).rejects.toThrow(
      "Paystack verify failed: HTTP 400: Transaction reference not found",
    );
    const offline = createPaystackProvider({ secretKey: SECRET_KEY, baseUrl: "http://127.0.0.1:9", timeoutMs: 2_000 });
    await expect(offline.verify({ reference: "SALAMU-1-1" })).rejects.toThrow(
      "Paystack verify failed: provider unreachable",
    );
    expect(() => createPaystackProvider({ secretKey: "" })).toThrow(/secret key/);
  });
});
