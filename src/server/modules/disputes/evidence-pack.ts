import { asc, eq } from "drizzle-orm";
import type { EvidencePack } from "@/shared/schemas/finance";
import type { Database } from "../../db/client";
import { payments, reviews, users, videoAccessLog, videoRequests } from "../../db/schema/index";

/** What the data says about a disputed payment: the booking, the payer, the payment, the delivery and its use. */
export async function assembleEvidencePack(
  db: Database,
  paymentId: string,
): Promise<EvidencePack & { payerPhone: string | null }> {
  const [row] = await db
    .select({
      payment: payments,
      payer: { name: users.name, email: users.email, country: users.country, phone: users.phone },
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (!row) throw new Error(`no payment ${paymentId}`);
  const { payment, payer } = row;
  const [request] = payment.requestId
    ? await db.select().from(videoRequests).where(eq(videoRequests.id, payment.requestId))
    : [];
  const [accessLog, [review]] = request
    ? await Promise.all([
        db
          .select({ at: videoAccessLog.at, kind: videoAccessLog.kind })
          .from(videoAccessLog)
          .where(eq(videoAccessLog.requestId, request.id))
          .orderBy(asc(videoAccessLog.at), asc(videoAccessLog.id)),
        db.select().from(reviews).where(eq(reviews.requestId, request.id)),
      ])
    : [[], []];
  const paidAt = payment.verifiedAt ?? request?.paidAt ?? null;
  return {
    requestText: request?.message ?? null,
    occasion: request?.occasion ?? null,
    recipientName: request?.recipientName ?? null,
    payerName: payer.name,
    payerEmail: payer.email,
    payerCountry: payer.country,
    payerPhone: payer.phone,
    paidAt: paidAt?.toISOString() ?? null,
    paymentMethod: payment.provider,
    deliveredAt: request?.completedAt?.toISOString() ?? null,
    accessLog: accessLog.map((entry) => ({ at: entry.at.toISOString(), kind: entry.kind })),
    review: review ? { rating: review.rating, text: review.text, at: review.createdAt.toISOString() } : null,
  };
}

/** The pack in plain words, for the provider's "service details" and the attachment. */
export function describeEvidence(pack: EvidencePack, note?: string | null): string {
  const lines = [
    `A personalised video message booked and paid for on Salamu by ${pack.payerName} <${pack.payerEmail}>${
      pack.payerCountry ? ` (${pack.payerCountry})` : ""
    }.`,
  ];
  if (pack.requestText) lines.push(`Request: ${pack.requestText}`);
  if (pack.occasion || pack.recipientName) {
    lines.push(`Occasion: ${pack.occasion ?? "not given"}; for: ${pack.recipientName ?? "not given"}.`);
  }
  if (pack.paidAt) lines.push(`Paid ${pack.paidAt} through ${pack.paymentMethod ?? "the payment provider"}.`);
  lines.push(pack.deliveredAt ? `Video delivered ${pack.deliveredAt}.` : "The video was not delivered.");
  const watched = pack.accessLog.filter((entry) => entry.kind.startsWith("stream")).length;
  const downloaded = pack.accessLog.length - watched;
  if (pack.accessLog.length > 0) {
    lines.push(
      `Opened ${watched} time(s) for watching and ${downloaded} time(s) for download, first ${pack.accessLog[0]!.at}, last ${pack.accessLog.at(-1)!.at}.`,
    );
  }
  if (pack.review)
    lines.push(`The payer reviewed it ${pack.review.rating}/5 on ${pack.review.at}: "${pack.review.text}"`);
  if (note) lines.push(`Note: ${note}`);
  return lines.join("\n");
}
