import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeProviderServer } from "./fake-provider-server";
import { createFlutterwaveDisputes } from "./flutterwave-disputes";

// Test-only credential for the fake Flutterwave API on 127.0.0.1; never a real key.
const SECRET_KEY = "FLWSECK_TEST-disputes-0001";

/** A chargeback as Flutterwave's v3 "Get all chargebacks" answers it. */
const chargeback = (id: number, status: string) => ({
  id,
  amount: 150.5,
  flw_ref: "FLW-MOCK-ref-1",
  status,
  stage: "new",
  comment: "Product/service not received",
  meta: { uploaded_proof: null, history: [] },
  due_date: "2030-03-27T15:59:59.000Z",
  settlement_id: "N/A",
  created_at: "2030-03-26T12:12:12.000Z",
  transaction_id: 1554166,
  tx_ref: "SALAMU-1-1",
});

describe("Flutterwave chargebacks", () => {
  let status = "initiated";
  const fake = fakeProviderServer((request) => {
    if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
      return { status: 401, body: { status: "error", message: "Invalid authorization key", data: null } };
    }
    const url = new URL(request.path, "http://fake");
    if (request.method === "GET" && url.pathname === "/v3/chargebacks") {
      const data = [chargeback(2209, "declined"), chargeback(2221, status)];
      return { status: 200, body: { status: "success", message: "Chargebacks fetched", data } };
    }
    if (request.method === "PUT" && url.pathname === "/v3/chargebacks/2221") {
      return {
        status: 200,
        body: { status: "success", message: "Chargeback accepted", data: chargeback(2221, "accepted") },
      };
    }
    return undefined;
  });
  let disputes: ReturnType<typeof createFlutterwaveDisputes>;

  beforeAll(async () => {
    disputes = createFlutterwaveDisputes({ secretKey: SECRET_KEY, baseUrl: await fake.start() });
  });
  afterAll(() => fake.stop());

  it("reads one chargeback by its flw_ref, amounts in major units for the payment's currency to convert", async () => {
    expect(await disputes.fetch("2221", { providerReference: "FLW-MOCK-ref-1" })).toEqual({
      id: "2221",
      providerStatus: "initiated",
      outcome: "open",
      resolution: "new",
      reason: "Product/service not received",
      amountMinor: null,
      amountMajor: 150.5,
      currency: null,
      dueAt: new Date("2030-03-27T15:59:59.000Z"),
      paymentReference: "SALAMU-1-1",
    });
    expect(fake.last.path).toBe("/v3/chargebacks?flw_ref=FLW-MOCK-ref-1");
    status = "lost";
    expect((await disputes.fetch("2221")).outcome).toBe("lost");
    status = "won";
    expect((await disputes.fetch("2221")).outcome).toBe("won");
    await expect(disputes.fetch("9999")).rejects.toThrow("chargeback not found");
  });

  it("accepts or declines with a comment", async () => {
    const input = {
      message: "Delivered and watched",
      refundAmountMinor: 15_050,
      currency: "NGN",
      evidenceId: null,
      attachment: { name: "e.txt", contentType: "text/plain", body: "evidence" },
    };
    await disputes.resolve("2221", { ...input, decision: "contest" });
    expect(fake.last).toMatchObject({ method: "PUT", body: { action: "decline", comment: "Delivered and watched" } });
    await disputes.resolve("2221", { ...input, decision: "accept" });
    expect(fake.last.body).toEqual({ action: "accept", comment: "Delivered and watched" });
  });
});
