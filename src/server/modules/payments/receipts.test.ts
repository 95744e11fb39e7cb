import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, payments } from "../../db/schema/index";
import { createTestApp } from "../../test/app";
import { api, bookingWorld, eventually, referenceOf } from "../requests/test-factories";

let context: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof bookingWorld>>;
let call: ReturnType<typeof api>;
const db = () => context.database.db;

beforeAll(async () => {
  context = await createTestApp();
  call = api(context.app);
  world = await bookingWorld(context.app, db());
}, 60_000);
afterAll(async () => {
  await context.close();
});

const mailsAbout = (email: string, subject: string, reference: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, `%${subject}%`), like(outbox.subject, `%${reference}%`)));

describe("receipt e-mails", () => {
  it("the fan gets one receipt for a sandbox payment and one for its refund, whatever repeats", async () => {
    const created = await call.requestVideo(world.fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      occasion: "Birthdays",
      recipientName: "Ada",
      currency: "NGN",
    });
    expect(created.statusCode, created.body).toBe(201);
    const requestId = created.json().request.id as string;
    const reference = referenceOf(created.json().checkoutUrl);
    const completed = await call.sandboxComplete(world.fan.cookie, reference, "success");
    expect(completed.statusCode, completed.body).toBe(200);

    const [receipt] = await eventually(async () => {
      const found = await mailsAbout(world.fan.email, "receipt", reference);
      expect(found).toHaveLength(1);
      return found;
    });
    // 100 USD at the built-in 1530: whole naira, the local symbol.
    expect(receipt!.subject).toBe(`Your Salamu receipt: ₦153,000 (${reference})`);
    expect(receipt!.text).toContain("Amount: ₦153,000");
    expect(receipt!.text).toContain("Currency: NGN (Nigerian Naira)");
    expect(receipt!.text).toContain("Paid with: Salamu test checkout (sandbox, no money moved)");
    expect(receipt!.text).toContain(`Reference: ${reference}`);
    expect(receipt!.text).toContain(
      `For: A personalised video from ${world.celebrity.profile.fullName} (Birthdays, for Ada)`,
    );
    expect(receipt!.html).toContain("₦153,000");

    // The payer comes back to the return page again, and the job runs again: still one receipt.
    expect((await call.verify(world.fan.cookie, reference)).statusCode).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
    expect(payment!.receiptMailedAt).not.toBeNull();
    await context.app.modules.payments.services.receipts.sendReceipt({ paymentId: payment!.id, kind: "payment" });
    // Nothing refunded yet: no refund receipt, even if its job ran.
    await context.app.modules.payments.services.receipts.sendReceipt({ paymentId: payment!.id, kind: "refund" });
    expect(await mailsAbout(world.fan.email, "receipt", reference)).toHaveLength(1);
    expect(await mailsAbout(world.fan.email, "refund", reference)).toHaveLength(0);

    // Declined: the refund goes back through the sandbox and the fan gets its receipt, once.
    const declined = await call.action(world.celebrity.cookie, requestId, "decline", { reason: "" });
    expect(declined.statusCode, declined.body).toBe(200);
    const [refundMail] = await eventually(async () => {
      const found = await mailsAbout(world.fan.email, "refund", reference);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(refundMail!.subject).toBe(`Your Salamu refund: ₦153,000 (${reference})`);
    expect(refundMail!.text).toContain("Amount refunded: ₦153,000");
    expect(refundMail!.text).toContain(`Payment reference: ${reference}`);
    await context.app.modules.payments.services.receipts.sendReceipt({ paymentId: payment!.id, kind: "refund" });
    expect(await mailsAbout(world.fan.email, "refund", reference)).toHaveLength(1);
    expect(await mailsAbout(world.fan.email, "receipt", reference)).toHaveLength(1);
  }, 90_000);
});
