import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakePaystackDisputes } from "./fake-paystack-disputes";
import { createPaystackDisputes } from "./paystack-disputes";

// Test-only credential for the fake Paystack API on 127.0.0.1; never a real key.
const SECRET_KEY = "sk_test_paystack_disputes_0001";

describe("Paystack disputes", () => {
  const fake = fakePaystackDisputes(SECRET_KEY);
  let disputes: ReturnType<typeof createPaystackDisputes>;
  let baseUrl = "";
  const dispute = fake.open({
    id: 1801929,
    refundAmount: 50_000,
    currency: "NGN",
    category: "fraud",
    dueAt: "2030-01-02T10:00:00.000Z",
    transaction: { id: 42, reference: "SALAMU-7-7", amount: 80_000, currency: "NGN", channel: "card" },
    customer: { email: "fan@example.com", first_name: "Ada", last_name: "Fan", phone: "" },
  });

  beforeAll(async () => {
    baseUrl = await fake.start();
    disputes = createPaystackDisputes({ secretKey: SECRET_KEY, baseUrl });
  });
  afterAll(() => fake.stop());

  it("reads a dispute: the disputed amount in subunits, and the outcome from the status and resolution", async () => {
    expect(await disputes.fetch("1801929")).toEqual({
      id: "1801929",
      providerStatus: "awaiting-merchant-feedback",
      outcome: "open",
      resolution: null,
      reason: "fraud",
      amountMinor: 50_000,
      currency: "NGN",
      dueAt: new Date("2030-01-02T10:00:00.000Z"),
      paymentReference: "SALAMU-7-7",
    });
    dispute.status = "resolved";
    for (const [resolution, outcome] of [
      ["merchant-accepted", "lost"],
      ["auto-accepted", "lost"],
      ["declined", "won"],
    ] as const) {
      dispute.resolution = resolution;
      expect((await disputes.fetch("1801929")).outcome).toBe(outcome);
    }
    await expect(disputes.fetch("404")).rejects.toThrow("HTTP 404");
    const wrongKey = createPaystackDisputes({ secretKey: "sk_test_wrong", baseUrl });
    await expect(wrongKey.fetch("1801929")).rejects.toThrow("Paystack dispute fetch failed: HTTP 401: Invalid key");
  });

  it("uploads the attachment to the signed URL without the key, then resolves citing the file", async () => {
    dispute.status = "awaiting-merchant-feedback";
    dispute.resolution = null;
    await disputes.resolve("1801929", {
      decision: "accept",
      message: "Refund the payer",
      refundAmountMinor: 50_000,
      currency: "NGN",
      evidenceId: null,
      attachment: { name: "pack.txt", contentType: "text/plain", body: "the evidence pack" },
    });
    const upload = fake.requests.find((request) => request.path.startsWith("/fake-upload/"));
    expect(upload?.headers.authorization).toBeUndefined();
    expect([...fake.uploads.values()]).toEqual(["the evidence pack"]);
    expect(fake.requests.at(-1)).toMatchObject({
      method: "PUT",
      path: "/dispute/1801929/resolve",
      body: {
        resolution: "merchant-accepted",
        message: "Refund the payer",
        refund_amount: 50_000,
        uploaded_filename: [...fake.uploads.keys()][0],
      },
    });
    expect((await disputes.fetch("1801929")).outcome).toBe("lost");
  });
});
