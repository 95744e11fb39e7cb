import { and, asc, eq, gte, inArray, lt, sql, sum } from "drizzle-orm";
import type { LedgerAccount } from "@/shared/ledger";
import type { FinancePeriod, FinanceSummary, FinanceTotals } from "@/shared/schemas/finance";
import { DAY_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import {
  celebrityProfiles,
  disputes,
  ledgerBalances,
  ledgerEntries,
  payments,
  payoutAccounts,
  payouts,
} from "../../db/schema/index";
import { toCsv } from "../../lib/csv";

/** The period as instants: from the start of `from` to the end of `to` (UTC days), either end open. */
function bounds(period: FinancePeriod) {
  return {
    from: period.from ? new Date(`${period.from}T00:00:00Z`) : null,
    until: period.to ? new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY_MS) : null,
  };
}

const OWED_TO_STARS: readonly LedgerAccount[] = ["star_pending", "star_available", "star_frozen"];
export const EXPORT_LIMIT = 100_000;

/**
 * Staff's Finance figures, all read from the ledger: flows over the period from its entries (by their time),
 * what is owed and in transit from the balances now, and what is disputed from the open disputes.
 */
export function createFinanceSummary({ db }: { db: Database }) {
  async function summary(period: FinancePeriod): Promise<FinanceSummary> {
    const { from, until } = bounds(period);
    const inPeriod = and(
      from ? gte(ledgerEntries.createdAt, from) : undefined,
      until ? lt(ledgerEntries.createdAt, until) : undefined,
    );
    const [flows, balances, open] = await Promise.all([
      db
        .select({
          currency: ledgerEntries.currency,
          account: ledgerEntries.account,
          kind: ledgerEntries.kind,
          amountMinor: sum(ledgerEntries.amountMinor).mapWith(Number),
        })
        .from(ledgerEntries)
        .where(inPeriod)
        .groupBy(ledgerEntries.currency, ledgerEntries.account, ledgerEntries.kind),
      db
        .select({
          currency: ledgerBalances.currency,
          account: ledgerBalances.account,
          balanceMinor: sum(ledgerBalances.balanceMinor).mapWith(Number),
        })
        .from(ledgerBalances)
        .where(inArray(ledgerBalances.account, [...OWED_TO_STARS, "star_in_transit"]))
        .groupBy(ledgerBalances.currency, ledgerBalances.account),
      db
        .select({ currency: disputes.currency, amountMinor: sum(disputes.amountMinor).mapWith(Number) })
        .from(disputes)
        .where(eq(disputes.status, "open"))
        .groupBy(disputes.currency),
    ]);
    const totals = new Map<string, FinanceTotals>();
    const of = (currency: string) => {
      let entry = totals.get(currency);
      if (!entry) {
        entry = {
          currency,
          fansPaid: 0,
          refunds: 0,
          feesEarned: 0,
          plansPaid: 0,
          owedToStars: 0,
          inTransit: 0,
          paidOut: 0,
          transferFees: 0,
          disputed: 0,
          disputeLosses: 0,
        };
        totals.set(currency, entry);
      }
      return entry;
    };
    for (const { currency, account, kind, amountMinor } of flows) {
      const entry = of(currency);
      const amount = amountMinor ?? 0;
      if (account === "fan" && kind === "payment_received") entry.fansPaid -= amount;
      else if (account === "fan" && kind === "refund") entry.refunds += amount;
      else if (account === "platform_fees") entry.feesEarned += amount;
      else if (account === "platform_plans" && kind === "subscription_paid") entry.plansPaid += amount;
      else if (account === "star_paid") entry.paidOut += amount;
      else if (account === "transfer_fees") entry.transferFees += amount;
      else if (account === "dispute_losses") entry.disputeLosses -= amount;
    }
    for (const { currency, account, balanceMinor } of balances) {
      if (account === "star_in_transit") of(currency).inTransit += balanceMinor ?? 0;
      else of(currency).owedToStars += balanceMinor ?? 0;
    }
    for (const { currency, amountMinor } of open) of(currency).disputed += amountMinor ?? 0;
    const nonZero = [...totals.values()].filter((entry) =>
      Object.entries(entry).some(([key, value]) => key !== "currency" && value !== 0),
    );
    return {
      from: period.from ?? null,
      to: period.to ?? null,
      totals: nonZero.sort((a, b) => a.currency.localeCompare(b.currency)),
    };
  }

  /** A CSV of the ledger's entries, the payouts or the disputes made in the period, oldest first. */
  async function exportCsv(kind: "ledger" | "payouts" | "disputes", period: FinancePeriod): Promise<string> {
    const { from, until } = bounds(period);
    const within = (column: typeof ledgerEntries.createdAt | typeof payouts.createdAt | typeof disputes.openedAt) =>
      and(from ? gte(column, from) : undefined, until ? lt(column, until) : undefined);
    if (kind === "ledger") {
      const rows = await db
        .select()
        .from(ledgerEntries)
        .where(within(ledgerEntries.createdAt))
        .orderBy(asc(ledgerEntries.id))
        .limit(EXPORT_LIMIT);
      return toCsv(
        [
          "entry",
          "time",
          "transaction",
          "kind",
          "account",
          "owner",
          "currency",
          "amount_minor",
          "rate",
          "cause",
          "cause_id",
        ],
        rows.map((row) => [
          row.id,
          row.createdAt.toISOString(),
          row.transactionId,
          row.kind,
          row.account,
          row.ownerId,
          row.currency,
          row.amountMinor,
          row.rate,
          row.causeType,
          row.causeId,
        ]),
      );
    }
    if (kind === "payouts") {
      const rows = await db
        .select({ payout: payouts, star: celebrityProfiles.fullName, last4: payoutAccounts.accountNumberLast4 })
        .from(payouts)
        .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, payouts.celebrityId))
        .innerJoin(payoutAccounts, eq(payoutAccounts.id, payouts.payoutAccountId))
        .where(within(payouts.createdAt))
        .orderBy(asc(payouts.createdAt), asc(payouts.id))
        .limit(EXPORT_LIMIT);
      return toCsv(
        [
          "payout",
          "created",
          "star",
          "account",
          "status",
          "currency",
          "amount_minor",
          "payout_currency",
          "payout_amount_minor",
          "fee_minor",
          "rate",
          "provider",
          "reference",
          "trigger",
          "completed",
          "failure_reason",
        ],
        rows.map(({ payout, star, last4 }) => [
          payout.id,
          payout.createdAt.toISOString(),
          star,
          `****${last4}`,
          payout.status,
          payout.currency,
          payout.amountMinor,
          payout.payoutCurrency,
          payout.payoutAmountMinor,
          payout.feeMinor,
          payout.rate,
          payout.provider,
          payout.reference,
          payout.trigger,
          payout.completedAt?.toISOString() ?? null,
          payout.failureReason,
        ]),
      );
    }
    const rows = await db
      .select({ dispute: disputes, reference: payments.reference, star: celebrityProfiles.fullName })
      .from(disputes)
      .innerJoin(payments, eq(payments.id, disputes.paymentId))
      .leftJoin(celebrityProfiles, eq(celebrityProfiles.id, disputes.celebrityId))
      .where(within(disputes.openedAt))
      .orderBy(asc(disputes.openedAt), sql`${disputes.id}`)
      .limit(EXPORT_LIMIT);
    return toCsv(
      [
        "dispute",
        "opened",
        "provider",
        "provider_dispute",
        "payment_reference",
        "star",
        "status",
        "provider_status",
        "reason",
        "currency",
        "amount_minor",
        "frozen_minor",
        "due",
        "evidence_sent",
        "cost_borne_by",
        "resolution",
        "resolved",
      ],
      rows.map(({ dispute, reference, star }) => [
        dispute.id,
        dispute.openedAt.toISOString(),
        dispute.provider,
        dispute.providerDisputeId,
        reference,
        star,
        dispute.status,
        dispute.providerStatus,
        dispute.reason,
        dispute.currency,
        dispute.amountMinor,
        dispute.frozenMinor,
        dispute.dueAt?.toISOString() ?? null,
        dispute.evidenceSubmittedAt?.toISOString() ?? null,
        dispute.costBorneBy,
        dispute.resolution,
        dispute.resolvedAt?.toISOString() ?? null,
      ]),
    );
  }

  return { summary, exportCsv };
}

export type FinanceSummaryService = ReturnType<typeof createFinanceSummary>;
