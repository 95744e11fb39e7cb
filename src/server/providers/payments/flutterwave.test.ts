import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeProviderServer, type RecordedRequest } from "./fake-provider-server";
import { createFlutterwaveProvider, flutterwavePaymentOptions } from "./flutterwave";
import { isVerifiedPayment, type PaymentProvider, PaymentProviderError } from "./provider";

// Test-only credentials for the fake server; never real keys.
const SECRET_KEY = "FLWSECK_TEST-not-a-real-key-0001";
const SECRET_HASH = "test-webhook-hash-not-real";

type FakeTransaction = { id: number; tx_ref: string; amount: number; currency: string; status: string };

/** Flutterwave v3 as documented: payments, verify by id or tx_ref, refunds; bearer auth required. */
function fakeFlutterwave() {
  const transactions = new Map<string, FakeTransaction>();
  let nextId = 4_100_000;
  const fake = fakeProviderServer((request: RecordedRequest) => {
    if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
      return { status: 401, body: { status: "error", message: "Invalid authorization key", data: null } };
    }
    const url = new URL(request.path, "http://fake");
    if (request.method === "POST" && url.pathname === "/v3/payments") {
      const body = request.body as { tx_ref: string; amount: number; currency: string };
      transactions.set(body.tx_ref, {
        id: nextId++,
        tx_ref: body.tx_ref,
        amount: body.amount,
        currency: body.currency,
        status: "pending",
      });
      return {
        status: 200,
        body: {
          status: "success",
          message: "Hosted Link",
          data: { link: `https://checkout.example.test/v3/hosted/pay/${encodeURIComponent(body.tx_ref)}` },
        },
      };
    }
    const found = (transaction: FakeTransaction | undefined) =>
      transaction
        ? { status: 200, body: { status: "success", message: "Transaction fetched successfully", data: transaction } }
        : { status: 400, body: { status: "error", message: "No transaction was found for this id", data: null } };
    if (request.method === "GET" && url.pathname === "/v3/transactions/verify_by_reference") {
      return found(transactions.get(url.searchParams.get("tx_ref") ?? ""));
    }
    const byId = url.pathname.match(/^\/v3\/transactions\/(\d+)\/(verify|refund)$/);
    if (byId) {
      const transaction = [...transactions.values()].find((candidate) => String(candidate.id) === byId[1]);
      if (byId[2] === "verify" && request.method === "GET") return found(transaction);
      if (byId[2] === "refund" && request.method === "POST" && transaction) {
        const { amount } = request.body as { amount: number };
        return {
          status: 200,
          body: {
            status: "success",
            message: "Transaction refund initiated",
            data: { id: 75923, tx_id: transaction.id, amount_refunded: amount, status: "completed" },
          },
        };
      }
    }
    return undefined;
  });
  return Object.assign(fake, { transactions });
}

describe("Flutterwave adapter", () => {
  const fake = fakeFlutterwave();
  let provider: PaymentProvider;
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await fake.start();
    provider = createFlutterwaveProvider({ secretKey: SECRET_KEY, secretHash: SECRET_HASH, baseUrl: `${baseUrl}/` });
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.reset();
    fake.transactions.clear();
  });

  const checkout = (reference: string, amountMinor: number, currency: "NGN" | "JPY" | "GHS" | "INR" | "ZAR") =>
    provider.createCheckout({
      reference,
      amountMinor,
      currency,
      customer: { email: "fan@example.test", name: "Ada Fan" },
      description: "Birthday video from Example Star",
      redirectUrl: "http://localhost:3000/payment/return",
    });

  it("tests the connection with Get all banks, and reports a refused key in Flutterwave's words", async () => {
    fake.use((request) =>
      request.method === "GET" &&
      request.path === "/v3/banks/NG" &&
      request.headers.authorization === `Bearer ${SECRET_KEY}`
        ? { status: 200, body: { status: "success", message: "Banks fetched successfully", data: [] } }
        : undefined,
    );
    expect(await provider.checkConnection()).toBe("Flutterwave accepted the secret key: Banks fetched successfully");
    expect(fake.last).toMatchObject({ method: "GET", path: "/v3/banks/NG" });

    fake.use(() => ({ status: 401, body: { status: "error", message: "Invalid authorization key", data: null } }));
    const refused = await provider.checkConnection().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect((refused as Error).message).toBe("Flutterwave connection test failed: HTTP 401: Invalid authorization key");
  });

  it("creates a hosted checkout with the amount in major units, bearer auth and the currency's options", async () => {
    const result = await checkout("SALAMU-1700000000000-42", 22_950_050, "NGN");
    expect(result.checkoutUrl).toBe("https://checkout.example.test/v3/hosted/pay/SALAMU-1700000000000-42");
    const request = fake.last;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v3/payments");
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.body).toEqual({
      tx_ref: "SALAMU-1700000000000-42",
      amount: 229_500.5,
      currency: "NGN",
      redirect_url: "http://localhost:3000/payment/return",
      customer: { email: "fan@example.test", name: "Ada Fan" },
      customizations: { title: "Salamu", description: "Birthday video from Example Star" },
      payment_options: "card, banktransfer, ussd, account, qr",
    });
  });

  it("sends JPY as is (no minor digits) and drops methods Flutterwave does not know", async () => {
    await checkout("SALAMU-1700000000000-43", 22_350, "JPY");
    expect(fake.last.body).toMatchObject({ amount: 22_350, currency: "JPY", payment_options: "card" });
    await checkout("SALAMU-1700000000000-44", 1_245_000, "INR");
    expect(fake.last.body).toMatchObject({ amount: 12_450, currency: "INR", payment_options: "card" });
    expect(flutterwavePaymentOptions("ZAR")).toBe("card, banktransfer");
    expect(flutterwavePaymentOptions("GHS")).toBe("card, banktransfer, mobilemoneyghana");
    expect(flutterwavePaymentOptions("KES")).toBe("card, banktransfer, mpesa");
    expect(flutterwavePaymentOptions("TZS")).toBe("card, banktransfer, mobilemoneytanzania");
    // Francophone mobile money in both CFA zones; MTN and Airtel in Uganda, Rwanda and Zambia.
    expect(flutterwavePaymentOptions("XOF")).toBe("card, mobilemoneyfranco");
    expect(flutterwavePaymentOptions("XAF")).toBe("card, mobilemoneyfranco");
    expect(flutterwavePaymentOptions("UGX")).toBe("card, mobilemoneyuganda");
    expect(flutterwavePaymentOptions("RWF")).toBe("card, mobilemoneyrwanda");
    expect(flutterwavePaymentOptions("ZMW")).toBe("card, mobilemoneyzambia");
  });

  it("refuses a non-positive or fractional amount before calling the provider", async () => {
    await expect(checkout("SALAMU-1700000000000-45", 0, "NGN")).rejects.toThrow(/positive integer/);
    await expect(checkout("SALAMU-1700000000000-45", 10.5, "NGN")).rejects.toThrow(/positive integer/);
    expect(fake.requests).toHaveLength(0);
  });

  it("maps verification: successful, failed, cancelled and pending, by reference and by id", async () => {
    const reference = "SALAMU-1700000000000-46";
    await checkout(reference, 1_350_000, "GHS");
    const transaction = fake.transactions.get(reference)!;

    let verification = await provider.verify({ reference });
    expect(fake.last.path).toBe(`/v3/transactions/verify_by_reference?tx_ref=${reference}`);
    expect(verification).toEqual({
      status: "pending",
      reference,
      amountMinor: 1_350_000,
      currency: "GHS",
      providerTransactionId: String(transaction.id),
    });

    transaction.status = "successful";
    verification = await provider.verify({ reference, providerTransactionId: String(transaction.id) });
    expect(fake.last.path).toBe(`/v3/transactions/${transaction.id}/verify`);
    expect(fake.last.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(verification.status).toBe("succeeded");
    expect(isVerifiedPayment({ reference, amountMinor: 1_350_000, currency: "GHS" }, verification)).toBe(true);

    transaction.status = "failed";
    expect((await provider.verify({ reference })).status).toBe("failed");
    transaction.status = "cancelled";
    expect((await provider.verify({ reference })).status).toBe("failed");
  });

  it("converts the verified major amount back to minor units exactly (JPY and fractional NGN)", async () => {
    await checkout("SALAMU-1700000000000-47", 22_350, "JPY");
    fake.transactions.get("SALAMU-1700000000000-47")!.status = "successful";
    expect(await provider.verify({ reference: "SALAMU-1700000000000-47" })).toMatchObject({
      amountMinor: 22_350,
      currency: "JPY",
    });
    await checkout("SALAMU-1700000000000-48", 1_530_033, "NGN");
    expect((await provider.verify({ reference: "SALAMU-1700000000000-48" })).amountMinor).toBe(1_530_033);
  });

  it("a successful payment of another amount, currency or reference is not verified", async () => {
    const reference = "SALAMU-1700000000000-49";
    await checkout(reference, 1_000_000, "NGN");
    const transaction = fake.transactions.get(reference)!;
    transaction.status = "successful";
    transaction.amount = 9_999;
    const expected = { reference, amountMinor: 1_000_000, currency: "NGN" as const };
    expect(isVerifiedPayment(expected, await provider.verify({ reference }))).toBe(false);
    transaction.amount = 10_000;
    transaction.currency = "USD";
    expect(isVerifiedPayment(expected, await provider.verify({ reference }))).toBe(false);
    transaction.currency = "NGN";
    expect(isVerifiedPayment(expected, await provider.verify({ reference }))).toBe(true);
    // The id of somebody else's successful transaction does not pay for this reference.
    const verification = await provider.verify({ reference, providerTransactionId: String(transaction.id) });
    expect(isVerifiedPayment({ ...expected, reference: "SALAMU-1700000000000-50" }, verification)).toBe(false);
  });

  it("accepts a webhook carrying the configured verif-hash and extracts reference and id", () => {
    const rawBody = JSON.stringify({
      event: "charge.completed",
      data: { id: 4_100_123, tx_ref: "SALAMU-1700000000000-51", status: "successful", amount: 100, currency: "GHS" },
    });
    expect(provider.parseWebhook({ headers: { "verif-hash": SECRET_HASH }, rawBody })).toMatchObject({
      event: "charge.completed",
      reference: "SALAMU-1700000000000-51",
      providerTransactionId: "4100123",
    });
    expect(
      provider.parseWebhook({ headers: { "Verif-Hash": SECRET_HASH }, rawBody: Buffer.from(rawBody) }),
    ).toMatchObject({
      event: "charge.completed",
      reference: "SALAMU-1700000000000-51",
      providerTransactionId: "4100123",
    });
    // The older webhook format (event.type, txRef at the top level).
    const legacy = JSON.stringify({ "event.type": "CARD_TRANSACTION", id: 77, txRef: "SALAMU-1700000000000-52" });
    expect(provider.parseWebhook({ headers: { "verif-hash": SECRET_HASH }, rawBody: legacy })).toMatchObject({
      event: "CARD_TRANSACTION",
      reference: "SALAMU-1700000000000-52",
      providerTransactionId: "77",
    });
  });

  it("rejects webhooks with a missing, wrong, repeated or prefix hash, and unreadable bodies", () => {
    const rawBody = JSON.stringify({ event: "charge.completed", data: { id: 1, tx_ref: "SALAMU-1-1" } });
    expect(provider.parseWebhook({ headers: {}, rawBody })).toBeNull();
    expect(provider.parseWebhook({ headers: { "verif-hash": "" }, rawBody })).toBeNull();
    expect(provider.parseWebhook({ headers: { "verif-hash": "wrong-hash" }, rawBody })).toBeNull();
    expect(provider.parseWebhook({ headers: { "verif-hash": SECRET_HASH.slice(0, -1) }, rawBody })).toBeNull();
    expect(provider.parseWebhook({ headers: { "verif-hash": `${SECRET_HASH}x` }, rawBody })).toBeNull();
    expect(provider.parseWebhook({ headers: { "verif-hash": SECRET_KEY }, rawBody })).toBeNull();
    expect(provider.parseWebhook({ headers: { "verif-hash": [SECRET_HASH, "other"] }, rawBody })).toBeNull();
    expect(provider.parseWebhook({ headers: { "verif-hash": SECRET_HASH }, rawBody: "{not json" })).toBeNull();
    expect(provider.parseWebhook({ headers: { "verif-hash": SECRET_HASH }, rawBody: "[1,2]" })).toBeNull();
  });

  it("refunds in major units and maps the refund status", async () => {
    const reference = "SALAMU-1700000000000-53";
    await checkout(reference, 1_350_050, "GHS");
    const { id } = fake.transactions.get(reference)!;
    const refund = await provider.refund({
      providerTransactionId: String(id),
      amountMinor: 1_350_050,
      currency: "GHS",
    });
    expect(refund).toEqual({ status: "succeeded", refundId: "75923" });
    expect(fake.last.method).toBe("POST");
    expect(fake.last.path).toBe(`/v3/transactions/${id}/refund`);
    expect(fake.last.body).toEqual({ amount: 13_500.5 });
    expect(fake.last.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it("asks a refund's status by id and finds a transaction's refunds, skipping failed ones", async () => {
    const refund = (id: number, txId: number, status: string) => ({ id, tx_id: txId, amount_refunded: 10, status });
    fake.use((request) => {
      const url = new URL(request.path, "http://fake");
      if (request.method !== "GET") return undefined;
      const byId = url.pathname.match(/^\/v3\/refunds\/(\d+)$/);
      if (byId?.[1] === "801")
        return { status: 200, body: { status: "success", data: refund(801, 41, "completed-mpgs") } };
      if (byId?.[1] === "802")
        return { status: 200, body: { status: "success", data: refund(802, 41, "pending-momo") } };
      if (url.pathname === "/v3/refunds") {
        // Another transaction's refund in the answer is ignored.
        const data =
          url.searchParams.get("id") === "41"
            ? [refund(803, 41, "failed"), refund(802, 41, "pending-momo"), refund(9, 42, "completed")]
            : [];
        return { status: 200, body: { status: "success", message: "Refunds fetched", data } };
      }
      return undefined;
    });
    expect(await provider.refundStatus("801")).toEqual({ status: "succeeded", refundId: "801" });
    expect(fake.last.path).toBe("/v3/refunds/801");
    expect(await provider.refundStatus("802")).toEqual({ status: "pending", refundId: "802" });
    expect(await provider.findRefund("41")).toEqual({ status: "pending", refundId: "802" });
    expect(fake.last.path).toBe("/v3/refunds?id=41");
    expect(await provider.findRefund("43")).toBeNull();
    await expect(provider.refundStatus("999")).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("turns provider errors into a clear PaymentProviderError that never carries the secret key", async () => {
    fake.use(() => ({ status: 500, body: { status: "error", message: `Internal error for key ${SECRET_KEY}` } }));
    const error = await checkout("SALAMU-1700000000000-54", 100_000, "NGN").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    const providerError = error as PaymentProviderError;
    expect(providerError.message).toMatch(/^Flutterwave checkout failed: HTTP 500/);
    expect(providerError.message).not.toContain(SECRET_KEY);
    expect(providerError.providerStatus).toBe(500);
    expect(providerError.statusCode).toBe(502);
    expect(JSON.stringify(providerError)).not.toContain(SECRET_KEY);

    fake.use(() => ({ status: 500, body: "<html>oops</html>" }));
    await expect(provider.verify({ reference: "SALAMU-1700000000000-54" })).rejects.toThrow(
      "Flutterwave verify failed: HTTP 500",
    );
    fake.use(() => ({ status: 200, body: { status: "success", data: null } }));
    await expect(provider.verify({ reference: "SALAMU-1700000000000-54" })).rejects.toThrow(/response without data/);
    fake.use(() => ({ status: 200, body: { status: "success", data: {} } }));
    await expect(checkout("SALAMU-1700000000000-54", 100_000, "NGN")).rejects.toThrow(/without a payment link/);
  });

  it("reports an unknown transaction and an unreachable provider as errors", async () => {
    await expect(provider.verify({ reference: "SALAMU-1700000000000-55" })).rejects.toThrow(
      "Flutterwave verify failed: HTTP 400: No transaction was found for this id",
    );
    const offline = createFlutterwaveProvider({
      secretKey: SECRET_KEY,
      secretHash: SECRET_HASH,
      baseUrl: "http://127.0.0.1:9",
      timeoutMs: 2_000,
    });
    const error = await offline.verify({ reference: "SALAMU-1-1" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toBe("Flutterwave verify failed: provider unreachable");
  });

  it("needs its credentials", () => {
    expect(() => createFlutterwaveProvider({ secretKey: "", secretHash: SECRET_HASH })).toThrow(/secret key/);
    expect(() => createFlutterwaveProvider({ secretKey: SECRET_KEY, secretHash: "" })).toThrow(/secret hash/);
  });
});
