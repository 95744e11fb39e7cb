import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMinor } from "@/shared/money";
import { outbox, payments } from "../../db/schema/index";
import { signUp } from "../../test/accounts";
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

  /** A fan who signed up on a page in `acceptLanguage` pays for a video; answers the receipt and the payment. */
  async function paidReceipt(acceptLanguage: string, currency: string, subjectWord: string) {
    const fan = await signUp(context.app, { name: "Awa Diop", acceptLanguage });
    const created = await call.requestVideo(fan.cookie, {
      celebrityId: world.celebrity.profile.id,
      occasion: "Birthdays",
      recipientName: "Ada",
      currency,
    });
    expect(created.statusCode, created.body).toBe(201);
    const reference = referenceOf(created.json().checkoutUrl);
    const completed = await call.sandboxComplete(fan.cookie, reference, "success");
    expect(completed.statusCode, completed.body).toBe(200);
    const [receipt] = await eventually(async () => {
      const found = await mailsAbout(fan.email, subjectWord, reference);
      expect(found).toHaveLength(1);
      return found;
    });
    const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
    return { receipt: receipt!, payment: payment!, reference, fan };
  }

  it("a French fan's receipt is in French: words, amount, currency name, what it paid for and links", async () => {
    const { receipt, payment, reference } = await paidReceipt("fr-SN,fr;q=0.9", "XOF", "reçu");
    const amount = formatMinor(payment.amountMinor, "XOF", "fr");
    expect(amount).toMatch(/FCFA$/);
    expect(receipt.subject).toBe(`Votre reçu Salamu\u00a0: ${amount} (${reference})`);
    expect(receipt.text).toContain("Bonjour Awa Diop,");
    expect(receipt.text).toContain("Merci pour votre paiement. Voici votre reçu.");
    expect(receipt.text).toContain(`Montant\u00a0: ${amount}`);
    expect(receipt.text).toContain("Devise\u00a0: XOF (franc CFA (BCEAO))");
    expect(receipt.text).toContain("Payé avec\u00a0: Paiement test Salamu (sandbox, aucun argent débité)");
    expect(receipt.text).toContain(`Référence\u00a0: ${reference}`);
    expect(receipt.text).toContain(
      `Objet\u00a0: Une vidéo personnalisée de ${world.celebrity.profile.fullName} (Anniversaires, pour Ada)`,
    );
    expect(receipt.text).toContain(`Voir mes demandes\u00a0: ${context.env.APP_URL}/fr/dashboard`);
    expect(receipt.text).toContain("- L’équipe Salamu");
    expect(receipt.text).not.toMatch(/Amount|Thank you|mail\./);
    expect(receipt.html).toContain('<div lang="fr" style=');
    expect(receipt.html).not.toContain('dir="rtl"');
  }, 60_000);

  it("an Arabic fan's receipt is in Arabic, right to left, with Arabic digits", async () => {
    const { receipt, payment, reference } = await paidReceipt("ar-EG,ar;q=0.9", "EGP", "إيصالك");
    const amount = formatMinor(payment.amountMinor, "EGP", "ar");
    expect(amount).toMatch(/[\u0660-\u0669]/);
    expect(receipt.subject).toContain("إيصالك من");
    expect(receipt.subject).toContain(amount);
    expect(receipt.subject).toContain(reference);
    expect(receipt.text).toContain("شكرًا لك على الدفع. هذا إيصالك.");
    expect(receipt.text).toContain("المبلغ: ");
    expect(receipt.text).toContain(amount);
    expect(receipt.text).toContain("العملة: ");
    expect(receipt.text).toContain("فيديو مخصص من");
    expect(receipt.text).toContain("أعياد الميلاد");
    expect(receipt.text).toContain(`${context.env.APP_URL}/ar/dashboard`);
    expect(receipt.text).toContain("- فريق ");
    expect(receipt.text).not.toMatch(/Amount|Thank you|mail\./);
    expect(receipt.html).toMatch(/^<div lang="ar" dir="rtl" style=/);
    expect(receipt.html).toContain(amount);
  }, 60_000);
});
