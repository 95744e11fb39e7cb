import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app";
import type { WebhookEvent } from "../payments/provider";
import { type FakeFlutterwave, startFakeFlutterwave } from "./fake-flutterwave";
import { type FakePaystack, startFakePaystack } from "./fake-paystack";
import { createSandboxPayoutProvider } from "./sandbox";

/**
 * Transfer webhooks through the app's webhook route: each provider's are authenticated like payment events and
 * handed, with Salamu's transfer reference and the signed data, to the handler a module registered.
 */
type Ctx = Awaited<ReturnType<typeof createTestApp>>;

async function appWithHandler(env: Record<string, string>) {
  const ctx = await createTestApp(env);
  const received: { kind: string; event: WebhookEvent }[] = [];
  ctx.app.modules.payments.services.payments.addWebhookEventHandler({
    matches: (event) => event.event.startsWith("transfer."),
    handle: async (kind, event) => {
      received.push({ kind, event });
      return "applied";
    },
  });
  return { ctx, received };
}

const deliver = (ctx: Ctx, provider: string, webhook: { headers: Record<string, string>; rawBody: string }) =>
  ctx.app.inject({
    method: "POST",
    url: `/api/payments/webhooks/${provider}`,
    headers: webhook.headers,
    payload: webhook.rawBody,
  });

describe("transfer webhooks through the app", () => {
  let paystack: FakePaystack;
  let flutterwave: FakeFlutterwave;
  beforeAll(async () => {
    paystack = await startFakePaystack();
    flutterwave = await startFakeFlutterwave();
  });
  afterAll(async () => {
    await paystack.close();
    await flutterwave.close();
  });

  it("hands Paystack's signed transfer events on once, and refuses forged ones", async () => {
    const { ctx, received } = await appWithHandler(paystack.env);
    try {
      const webhook = paystack.webhook("transfer.failed", {
        reference: "salamu-po-webhook-0001",
        id: 5,
        status: "failed",
      });
      const first = await deliver(ctx, "paystack", webhook);
      expect(first.json()).toEqual({ received: true, result: "applied" });
      expect((await deliver(ctx, "paystack", webhook)).json()).toEqual({ received: true, result: "duplicate" });
      expect(received).toEqual([
        {
          kind: "paystack",
          event: expect.objectContaining({ event: "transfer.failed", reference: "salamu-po-webhook-0001" }),
        },
      ]);
      const forged = { ...webhook, rawBody: webhook.rawBody.replace("failed", "success") };
      expect((await deliver(ctx, "paystack", forged)).statusCode).toBe(401);
      expect(received).toHaveLength(1);
    } finally {
      await ctx.close();
    }
  });

  it("hands Flutterwave's transfer.completed on with the transfer's reference", async () => {
    const { ctx, received } = await appWithHandler(flutterwave.env);
    try {
      const body = {
        event: "transfer.completed",
        data: { id: 9, reference: "salamu-po-webhook-0002", status: "SUCCESSFUL" },
      };
      expect((await deliver(ctx, "flutterwave", flutterwave.webhook(body))).json()).toMatchObject({
        result: "applied",
      });
      expect(received[0]?.event).toMatchObject({ reference: "salamu-po-webhook-0002", data: { status: "SUCCESSFUL" } });
      const forged = { ...flutterwave.webhook(body), headers: { "verif-hash": "guess" } };
      expect((await deliver(ctx, "flutterwave", forged)).statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });

  it("delivers the sandbox's transfer webhooks the same way, in order", async () => {
    const { ctx, received } = await appWithHandler({});
    try {
      const sandbox = createSandboxPayoutProvider({ db: ctx.database.db, appSecret: ctx.env.APP_SECRET });
      await sandbox.transfer({
        reference: "salamu-po-webhook-0003",
        amountMinor: 500_000,
        currency: "GHS",
        destination: {
          country: "GH",
          type: "mobile_money",
          currency: "GHS",
          bankCode: "MTN",
          accountNumber: "233241239999",
          accountName: "Kwame Mensah",
          recipientCode: null,
        },
        narration: "Salamu earnings",
      });
      const { webhooks } = await sandbox.settleTransfer("salamu-po-webhook-0003");
      for (const webhook of webhooks) {
        expect((await deliver(ctx, "sandbox", webhook)).json()).toMatchObject({ result: "applied" });
      }
      expect(received.map(({ kind, event }) => [kind, event.event, event.reference])).toEqual([
        ["sandbox", "transfer.success", "salamu-po-webhook-0003"],
        ["sandbox", "transfer.reversed", "salamu-po-webhook-0003"],
      ]);
    } finally {
      await ctx.close();
    }
  });
});
