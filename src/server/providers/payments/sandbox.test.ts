import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../test/database";
import { isVerifiedPayment } from "./provider";
import { createSandboxProvider, SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from "./sandbox";

const SECRET = "sandbox-test-secret-sandbox-test-secret";
let database: DatabaseHandle;
let sandbox: ReturnType<typeof createSandboxProvider>;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = createSandboxProvider({ db: database.db, appSecret: SECRET });
});
afterAll(async () => {
  await database.close();
});

const checkout = (reference: string, amountMinor = 15_300_000) =>
  sandbox.createCheckout({
    reference,
    amountMinor,
    currency: "NGN",
    customer: { email: "fan@example.com", name: "Ada Fan" },
    description: "Personalised video from Star",
    redirectUrl: "https://salamu.example/payment/return",
  });

describe("sandbox provider", () => {
  it("opens a checkout on the app's sandbox page and keeps its own books", async () => {
    const result = await checkout("SALAMU-1700000000000-1");
    expect(result.checkoutUrl).toBe("/payment/sandbox?reference=SALAMU-1700000000000-1");
    expect(result.providerReference).toMatch(/^sbx_[0-9a-f]{24}$/);
    const pending = await sandbox.verify({ reference: "SALAMU-1700000000000-1" });
    expect(pending).toMatchObject({ status: "pending", amountMinor: 15_300_000, currency: "NGN" });
    await expect(checkout("SALAMU-1700000000000-1b", 0)).rejects.toThrow(/positive integer/);
    await expect(sandbox.verify({ reference: "SALAMU-0-0" })).rejects.toMatchObject({ statusCode: 404 });
  });

  it("settles once, signs its webhook, and verifies what it settled", async () => {
    await checkout("SALAMU-1700000000000-2");
    const { transaction, webhook } = await sandbox.settle("SALAMU-1700000000000-2", "success");
    expect(transaction.status).toBe("succeeded");
    expect(webhook.headers[SANDBOX_SIGNATURE_HEADER]).toBe(signSandboxWebhook(SECRET, webhook.rawBody));
    expect(sandbox.parseWebhook(webhook)).toMatchObject({
      event: "charge.completed",
      reference: "SALAMU-1700000000000-2",
      providerTransactionId: transaction.id,
    });
    expect(sandbox.parseWebhook({ ...webhook, rawBody: `${webhook.rawBody} ` })).toBeNull();
    expect(sandbox.parseWebhook({ headers: {}, rawBody: webhook.rawBody })).toBeNull();
    // A second settlement (a double click) does not change the outcome.
    expect((await sandbox.settle("SALAMU-1700000000000-2", "failure")).transaction.status).toBe("succeeded");
    const verification = await sandbox.verify({ reference: "SALAMU-1700000000000-2" });
    expect(
      isVerifiedPayment(
        { reference: "SALAMU-1700000000000-2", amountMinor: 15_300_000, currency: "NGN" },
        verification,
      ),
    ).toBe(true);

    await checkout("SALAMU-1700000000000-3");
    await sandbox.settle("SALAMU-1700000000000-3", "cancel");
    expect(await sandbox.verify({ reference: "SALAMU-1700000000000-3" })).toMatchObject({
      status: "failed",
      cancelled: true,
    });
  });

  it("refunds only what a succeeded transaction took", async () => {
    await checkout("SALAMU-1700000000000-4");
    const { transaction } = await sandbox.settle("SALAMU-1700000000000-4", "success");
    const refund = await sandbox.refund({
      providerTransactionId: transaction.id,
      amountMinor: 15_300_000,
      currency: "NGN",
    });
    expect(refund.status).toBe("succeeded");
    expect(
      await sandbox.refund({ providerTransactionId: transaction.id, amountMinor: 15_300_000, currency: "NGN" }),
    ).toEqual(refund);
    expect((await sandbox.findTransaction("SALAMU-1700000000000-4"))?.refundedMinor).toBe(15_300_000);
    expect(await sandbox.refundStatus(refund.refundId)).toEqual(refund);
    expect(await sandbox.findRefund(transaction.id)).toEqual(refund);

    await checkout("SALAMU-1700000000000-5");
    const { transaction: failed } = await sandbox.settle("SALAMU-1700000000000-5", "failure");
    expect((await sandbox.refund({ providerTransactionId: failed.id, amountMinor: 1, currency: "NGN" })).status).toBe(
      "failed",
    );
    expect(await sandbox.findRefund(failed.id)).toBeNull();
    expect((await sandbox.refundStatus("sbx_rf_unknown")).status).toBe("failed");
  });
});
