import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { RUSH_DELIVERY_HOURS } from "@/shared/booking";
import { findCurrency, isCurrencyCode } from "@/shared/currencies";
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from "@/shared/locales";
import type { MessageKey } from "@/shared/messages/keys";
import { formatMinor } from "@/shared/money";
import { isPlanId, PLAN_PERIOD_DAYS, PLANS } from "@/shared/plans";
import type { Database } from "../../db/client";
import {
  celebrityProfiles,
  paymentRefunds,
  payments,
  subscriptions,
  users,
  videoRequests,
} from "../../db/schema/index";
import { JOBS, type JobPayloads, type JobQueue } from "../../jobs/queue";
import { localeOrDefault } from "../../lib/messages";
import type { Mailer } from "../../providers/mail/mailer";
import { mailTemplates, mailTranslator, occasionLabel, type ReceiptMailDetails } from "../../providers/mail/templates";
import { refundTotals } from "./staff-refund-totals";

/** One receipt e-mail: for a payment that succeeded, or for its refund. */
export type ReceiptJob = JobPayloads["receipt-mail"];

/** How the payer paid, as the receipt says it (the provider's checkout; the channel stays with the provider). */
const METHOD_KEYS: Record<string, MessageKey> = {
  sandbox: "mail.receipt.method.sandbox",
  flutterwave: "mail.receipt.method.flutterwave",
  paystack: "mail.receipt.method.paystack",
};

/** "NGN (Nigerian Naira)": the code, and the currency's name in the payer's language (English: the table's). */
function currencyText(currency: string, locale: Locale): string {
  if (!isCurrencyCode(currency)) return currency;
  const name =
    locale === DEFAULT_LOCALE
      ? findCurrency(currency).name
      : (new Intl.DisplayNames([INTL_LOCALES[locale]], { type: "currency" }).of(currency) ??
        findCurrency(currency).name);
  return `${currency} (${name})`;
}

/**
 * Queues the receipt of a payment or a refund. Producers call it right after the one conditional update
 * that settled the payment or confirmed the refund, so a webhook delivered twice queues nothing more; the
 * singleton key and the mailed-at claim in sendReceipt cover a job run twice.
 */
export async function enqueueReceipt(jobs: JobQueue | undefined, job: ReceiptJob, log?: FastifyBaseLogger) {
  if (!jobs) return;
  try {
    await jobs.send(JOBS.receiptMail, job, {
      singletonKey: `receipt:${job.kind}:${job.kind === "part_refund" ? job.refundId : job.paymentId}`,
      retryLimit: 5,
      retryDelaySeconds: 60,
    });
  } catch (error) {
    // The money moved either way: a receipt that could not be queued is logged, never a failed payment.
    log?.error({ err: error, ...job }, "receipt e-mail could not be queued");
  }
}

export function createReceipts({ db, mailer, appUrl }: { db: Database; mailer: Mailer; appUrl: string }) {
  /** What the payment was for, in the payer's language (names and plan names as they are). */
  async function paysFor(payment: typeof payments.$inferSelect, locale: Locale): Promise<string> {
    const t = mailTranslator(locale);
    if (payment.purpose === "request" && payment.requestId) {
      const [row] = await db
        .select({
          celebrityName: celebrityProfiles.fullName,
          occasion: videoRequests.occasion,
          recipientName: videoRequests.recipientName,
          rush: videoRequests.rush,
        })
        .from(videoRequests)
        .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
        .where(eq(videoRequests.id, payment.requestId));
      if (row) {
        const values = {
          celebrity: row.celebrityName,
          occasion: row.occasion ? occasionLabel(locale, row.occasion) : "",
          recipient: row.recipientName ?? "",
        };
        const key: MessageKey =
          row.occasion && row.recipientName
            ? "mail.receipt.paysFor.videoOccasionRecipient"
            : row.occasion
              ? "mail.receipt.paysFor.videoOccasion"
              : row.recipientName
                ? "mail.receipt.paysFor.videoRecipient"
                : "mail.receipt.paysFor.video";
        const video = t(key, values);
        // Rush delivery (ADR 059) is part of what was paid for.
        return row.rush ? t("mail.receipt.paysFor.rush", { video, hours: RUSH_DELIVERY_HOURS }) : video;
      }
      return t("mail.receipt.paysFor.videoUnknown");
    }
    if (payment.purpose === "subscription" && payment.subscriptionId) {
      const [row] = await db
        .select({ plan: subscriptions.plan })
        .from(subscriptions)
        .where(eq(subscriptions.id, payment.subscriptionId));
      if (row && isPlanId(row.plan)) {
        return t("mail.receipt.paysFor.plan", { plan: PLANS[row.plan].name, days: PLAN_PERIOD_DAYS });
      }
      return t("mail.receipt.paysFor.planUnknown");
    }
    return "Salamu";
  }

  /**
   * Claims the receipt: the payment's (or, for a staff refund, the refund row's) mailed-at column is set
   * first, so of two runs only one sends. Answers what the receipt says, or null when it is not due (not
   * paid or refunded yet, sent already, or nothing was given back).
   */
  async function claim(job: ReceiptJob) {
    if (job.kind === "part_refund") {
      const [refund] = await db
        .update(paymentRefunds)
        .set({ receiptMailedAt: new Date() })
        .where(
          and(
            eq(paymentRefunds.id, job.refundId),
            isNull(paymentRefunds.receiptMailedAt),
            eq(paymentRefunds.status, "succeeded"),
          ),
        )
        .returning();
      if (!refund) return null;
      const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
      if (!payment) return null;
      const release = () =>
        db.update(paymentRefunds).set({ receiptMailedAt: null }).where(eq(paymentRefunds.id, refund.id));
      return {
        payment,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        when: refund.refundedAt,
        paidMinor: payment.amountMinor,
        release,
      };
    }
    const column = job.kind === "payment" ? payments.receiptMailedAt : payments.refundReceiptMailedAt;
    const key = job.kind === "payment" ? "receiptMailedAt" : "refundReceiptMailedAt";
    const [payment] = await db
      .update(payments)
      .set({ [key]: new Date() })
      .where(
        and(
          eq(payments.id, job.paymentId),
          isNull(column),
          job.kind === "payment" ? eq(payments.status, "succeeded") : eq(payments.refundStatus, "succeeded"),
        ),
      )
      .returning();
    if (!payment) return null;
    const release = () =>
      db
        .update(payments)
        .set({ [key]: null })
        .where(eq(payments.id, payment.id));
    if (job.kind === "payment") {
      return {
        payment,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        when: payment.verifiedAt,
        release,
      };
    }
    // A refund gives back what was taken (for a refused mismatch, what the provider reported), less what
    // staff refunded of it before: their refunds had receipts of their own.
    const { refundedMinor } = await refundTotals(db, payment.id);
    const amountMinor = (payment.receivedAmountMinor ?? payment.amountMinor) - refundedMinor;
    if (amountMinor <= 0) return null;
    return {
      payment,
      amountMinor,
      currency: payment.receivedCurrency ?? payment.currency,
      when: payment.refundedAt,
      release,
    };
  }

  /** The `receipt-mail` job: a failed send gives the claim back and throws, and the queue tries again. */
  async function sendReceipt(job: ReceiptJob): Promise<void> {
    const claimed = await claim(job);
    if (!claimed) return;
    const { payment, amountMinor, currency } = claimed;
    try {
      const [payer] = await db
        .select({ name: users.name, email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, payment.userId));
      if (!payer) return;
      const locale = localeOrDefault(payer.locale);
      const to = { name: payer.name, email: payer.email, locale };
      const when = claimed.when ?? new Date();
      const details: ReceiptMailDetails = {
        amount: formatMinor(amountMinor, currency, locale),
        currency: currencyText(currency, locale),
        method: METHOD_KEYS[payment.provider]
          ? mailTranslator(locale)(METHOD_KEYS[payment.provider]!)
          : payment.provider,
        reference: payment.reference,
        paysFor: await paysFor(payment, locale),
        date: `${when.toISOString().slice(0, 16).replace("T", " ")} UTC`,
        ...(claimed.paidMinor !== undefined ? { paid: formatMinor(claimed.paidMinor, payment.currency, locale) } : {}),
      };
      await mailer.send({
        ...(job.kind === "payment"
          ? mailTemplates.paymentReceipt(appUrl, to, details)
          : mailTemplates.refundReceipt(appUrl, to, details)),
        requestId: payment.requestId ?? undefined,
      });
    } catch (error) {
      await claimed.release();
      throw error;
    }
  }

  return { sendReceipt };
}

export type Receipts = ReturnType<typeof createReceipts>;
