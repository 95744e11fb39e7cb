import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DisputeStatus } from "@/shared/payouts";
import type { Dispute, DisputeDetail, ResolveDisputeInput } from "@/shared/schemas/finance";
import type { Database } from "../../db/client";
import { celebrityProfiles, disputes, payments, videoRequests } from "../../db/schema/index";
import type { Transaction } from "../../db/transaction";
import { AppError, conflict, notFound } from "../../errors";
import type { PaymentProviders } from "../../providers/payments/create-provider";
import type { DisputeProvider, ProviderDispute } from "../../providers/payments/dispute-provider";
import { majorToMinorUnits, stringField, type WebhookEvent } from "../../providers/payments/provider";
import type { SettingsService } from "../settings/settings.service";
import { type LossBorneBy, postDisputeLost, postDisputeOpened, postDisputeWon } from "./dispute-money";
import { assembleEvidencePack, describeEvidence } from "./evidence-pack";

type Deps = {
  db: Database;
  providers: Pick<PaymentProviders, "disputesByKind">;
  settings: Pick<SettingsService, "get">;
  log: Pick<FastifyBaseLogger, "warn">;
  now?: () => Date;
};

type DisputeRow = typeof disputes.$inferSelect;

/** What Salamu keeps of the evidence it sent (the `evidence` column). */
type SentEvidence = { serviceDetails: string; note: string | null; evidenceId: string | null };

const DISPUTE_NOT_FOUND = "Dispute not found";

/** Provider dispute webhooks: Paystack's charge.dispute.* and Flutterwave's chargeback events. */
export const isDisputeEvent = (event: WebhookEvent) =>
  event.event.startsWith("charge.dispute.") || event.event.startsWith("chargeback");

/**
 * Disputes (chargebacks) of payments: opened, updated and settled from what the provider's API says (a
 * webhook only prompts the look), with their money posted in the same transaction; staff send the evidence
 * pack and accept or contest through the provider.
 */
export function createDisputesService({ db, providers, settings, log, now = () => new Date() }: Deps) {
  async function providerOf(kind: string): Promise<DisputeProvider> {
    const provider = await providers.disputesByKind(kind);
    if (!provider) {
      throw new AppError(503, "PAYMENT_PROVIDER_UNAVAILABLE", `The ${kind} disputes API is not configured.`);
    }
    return provider;
  }

  async function settle(tx: Transaction, row: DisputeRow, remote: ProviderDispute, lossBorneBy: LossBorneBy) {
    const at = now();
    const [closed] = await tx
      .update(disputes)
      .set({ status: remote.outcome, resolution: remote.resolution, resolvedAt: at, updatedAt: at })
      .where(and(eq(disputes.id, row.id), eq(disputes.status, "open")))
      .returning();
    if (!closed) return;
    if (remote.outcome === "won") {
      await postDisputeWon(tx, closed, at);
      return;
    }
    const [payment] = await tx.select().from(payments).where(eq(payments.id, closed.paymentId));
    const [request] = closed.requestId
      ? await tx.select().from(videoRequests).where(eq(videoRequests.id, closed.requestId))
      : [];
    const borneBy = await postDisputeLost(tx, {
      dispute: closed,
      payment: payment!,
      request: request ?? null,
      lossBorneBy,
      at,
    });
    await tx.update(disputes).set({ costBorneBy: borneBy }).where(eq(disputes.id, closed.id));
  }

  /**
   * Records a dispute as the provider reports it: opened (earnings frozen) the first time, its status and
   * deadline refreshed after, settled (money posted) once the provider says it is won or lost. Replays and
   * reordered events change nothing twice (unique provider + dispute id, conditional status, ledger keys).
   */
  async function applyProviderDispute(kind: string, remote: ProviderDispute): Promise<"applied" | "ignored"> {
    const [payment] = remote.paymentReference
      ? await db
          .select()
          .from(payments)
          .where(and(eq(payments.reference, remote.paymentReference), eq(payments.provider, kind)))
      : [];
    if (payment?.status !== "succeeded") {
      log.warn({ provider: kind, dispute: remote.id }, "dispute of a payment Salamu does not hold as paid");
      return "ignored";
    }
    const [request] = payment.requestId
      ? await db.select().from(videoRequests).where(eq(videoRequests.id, payment.requestId))
      : [];
    const reported =
      remote.amountMinor ??
      (remote.amountMajor == null ? null : majorToMinorUnits(remote.amountMajor, payment.currency));
    // Never more than the payment: the ledger sends back at most what came in.
    const amountMinor = Math.min(reported && reported > 0 ? reported : payment.amountMinor, payment.amountMinor);
    if (remote.currency && remote.currency !== payment.currency) {
      log.warn(
        { provider: kind, dispute: remote.id },
        "dispute currency differs from the payment's; using the payment's",
      );
    }
    const lossBorneBy = await settings.get("disputes.lossBorneBy");
    await db.transaction(async (tx) => {
      const at = now();
      const [opened] = await tx
        .insert(disputes)
        .values({
          provider: kind,
          providerDisputeId: remote.id,
          paymentId: payment.id,
          requestId: request?.id ?? null,
          celebrityId: request?.celebrityId ?? null,
          providerStatus: remote.providerStatus,
          reason: remote.reason,
          amountMinor,
          currency: payment.currency,
          dueAt: remote.dueAt,
          openedAt: at,
        })
        .onConflictDoNothing({ target: [disputes.provider, disputes.providerDisputeId] })
        .returning();
      let row: DisputeRow;
      if (opened) {
        const frozenMinor = await postDisputeOpened(tx, opened, request ?? null, at);
        row = { ...opened, frozenMinor };
        if (frozenMinor > 0) await tx.update(disputes).set({ frozenMinor }).where(eq(disputes.id, opened.id));
      } else {
        const [existing] = await tx
          .update(disputes)
          .set({ providerStatus: remote.providerStatus, dueAt: remote.dueAt, updatedAt: at })
          .where(and(eq(disputes.provider, kind), eq(disputes.providerDisputeId, remote.id)))
          .returning();
        row = existing!;
      }
      if (row.status === "open" && remote.outcome !== "open") await settle(tx, row, remote, lossBorneBy);
    });
    return "applied";
  }

  /** A signed dispute webhook: the dispute is read from the provider's API, never from the body. */
  async function handleWebhook(kind: string, event: WebhookEvent): Promise<"applied" | "ignored"> {
    const disputeId = stringField(event.data?.id);
    if (!disputeId) return "ignored";
    const provider = await providerOf(kind);
    const remote = await provider.fetch(disputeId, { providerReference: stringField(event.data?.flw_ref) });
    return applyProviderDispute(kind, remote);
  }

  const selection = {
    dispute: disputes,
    paymentReference: payments.reference,
    celebrityName: celebrityProfiles.fullName,
  };
  const toDispute = (row: { dispute: DisputeRow; paymentReference: string; celebrityName: string | null }): Dispute => {
    const { dispute } = row;
    return {
      id: dispute.id,
      provider: dispute.provider,
      providerDisputeId: dispute.providerDisputeId,
      status: dispute.status as DisputeStatus,
      providerStatus: dispute.providerStatus,
      reason: dispute.reason,
      currency: dispute.currency,
      amountMinor: dispute.amountMinor,
      frozenMinor: dispute.frozenMinor,
      dueAt: dispute.dueAt?.toISOString() ?? null,
      paymentReference: row.paymentReference,
      requestId: dispute.requestId,
      celebrityName: row.celebrityName,
      evidenceSubmittedAt: dispute.evidenceSubmittedAt?.toISOString() ?? null,
      costBorneBy: (dispute.costBorneBy as Dispute["costBorneBy"]) ?? null,
      resolution: dispute.resolution,
      openedAt: dispute.openedAt.toISOString(),
      resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
    };
  };
  const query = () =>
    db
      .select(selection)
      .from(disputes)
      .innerJoin(payments, eq(payments.id, disputes.paymentId))
      .leftJoin(celebrityProfiles, eq(celebrityProfiles.id, disputes.celebrityId));

  /** Disputes, the soonest deadline first (those without one last), then the newest. */
  async function list(status?: DisputeStatus): Promise<Dispute[]> {
    const rows = await query()
      .where(status ? eq(disputes.status, status) : undefined)
      .orderBy(sql`${disputes.dueAt} asc nulls last`, desc(disputes.openedAt), asc(disputes.id))
      .limit(500);
    return rows.map(toDispute);
  }

  async function rowOf(id: string): Promise<DisputeRow> {
    const [row] = /^[0-9a-f-]{36}$/i.test(id) ? await db.select().from(disputes).where(eq(disputes.id, id)) : [];
    if (!row) throw notFound(DISPUTE_NOT_FOUND);
    return row;
  }

  async function detail(id: string): Promise<DisputeDetail> {
    const row = await rowOf(id);
    const [found] = await query().where(eq(disputes.id, row.id));
    const { payerPhone: _phone, ...evidence } = await assembleEvidencePack(db, row.paymentId);
    return { dispute: toDispute(found!), evidence };
  }

  function assertOpen(row: DisputeRow) {
    if (row.status !== "open") throw conflict("DISPUTE_CLOSED", `This dispute is already ${row.status}.`);
  }

  /** Sends the evidence pack (and staff's note) to the provider and keeps what was sent. */
  async function submitEvidence(id: string, note?: string) {
    const row = await rowOf(id);
    assertOpen(row);
    const before = await detail(id);
    const pack = await assembleEvidencePack(db, row.paymentId);
    const serviceDetails = describeEvidence(pack, note);
    const provider = await providerOf(row.provider);
    const { evidenceId } = await provider.submitEvidence(row.providerDisputeId, {
      customerEmail: pack.payerEmail,
      customerName: pack.payerName,
      customerPhone: pack.payerPhone ?? "not provided",
      serviceDetails,
      deliveryDate: pack.deliveredAt?.slice(0, 10),
    });
    const sent: SentEvidence = { serviceDetails, note: note ?? null, evidenceId };
    await db
      .update(disputes)
      .set({ evidence: sent, evidenceSubmittedAt: now(), updatedAt: now() })
      .where(eq(disputes.id, row.id));
    return { before: before.dispute, after: await detail(id) };
  }

  /**
   * Accepts or contests the dispute at the provider, then reads it back: an accepted one is usually settled
   * (lost) at once; a contested one stays open until the provider's resolve webhook. Contesting needs the
   * evidence sent first.
   */
  async function resolve(id: string, input: ResolveDisputeInput) {
    const row = await rowOf(id);
    assertOpen(row);
    const sent = row.evidence as SentEvidence | null;
    if (input.decision === "contest" && !row.evidenceSubmittedAt) {
      throw conflict("DISPUTE_EVIDENCE_MISSING", "Send the evidence to the provider before contesting the dispute.");
    }
    const before = await detail(id);
    const provider = await providerOf(row.provider);
    const attachment = sent?.serviceDetails ?? describeEvidence(before.evidence);
    await provider.resolve(row.providerDisputeId, {
      decision: input.decision,
      message: input.decision === "contest" ? `${input.note}\n\n${attachment}` : input.note,
      refundAmountMinor: row.amountMinor,
      currency: row.currency,
      evidenceId: sent?.evidenceId ?? null,
      attachment: { name: `salamu-dispute-${row.id}.txt`, contentType: "text/plain", body: attachment },
    });
    const [payment] = await db
      .select({ reference: payments.reference })
      .from(payments)
      .where(eq(payments.id, row.paymentId));
    const remote = await provider.fetch(row.providerDisputeId);
    await applyProviderDispute(row.provider, {
      ...remote,
      paymentReference: remote.paymentReference ?? payment!.reference,
    });
    return { before: before.dispute, after: await detail(id) };
  }

  return { applyProviderDispute, handleWebhook, list, detail, submitEvidence, resolve };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
