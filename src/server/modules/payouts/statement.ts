import {
  LEDGER_KIND_LABELS,
  type LedgerAccount,
  type LedgerCause,
  type LedgerKind,
  STAR_ACCOUNT_LABELS,
  STAR_ACCOUNTS,
  type StarAccount,
} from "@/shared/ledger";
import type { BalanceResponse, StarBalance, StatementLine, StatementResponse } from "@/shared/schemas/payouts";
import type { Database } from "../../db/client";
import { minorDigitsOf } from "../../providers/payments/provider";
import { balancesOf, statementOf } from "../ledger/ledger";
import type { PayoutAccountsService } from "../payout-accounts/payout-accounts.service";
import type { SettingsReader } from "../settings/settings.service";
import type { EarningsRelease } from "./earnings-release";
import { nextPayoutAt } from "./payout-terms";

const BALANCE_FIELD: Record<StarAccount, keyof Omit<StarBalance, "currency">> = {
  star_pending: "pending",
  star_available: "available",
  star_frozen: "frozen",
  star_in_transit: "inTransit",
  star_paid: "paid",
};

/** CSV pages: the export walks the statement with the same keyset as the screen. */
const CSV_PAGE = 1_000;

/** One CSV field: quoted when it holds a separator, a quote or a line break; formulas defused. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Minor units as a plain decimal in major units ("-1234.50"), exact (no floating point). */
export function majorUnitsText(amountMinor: number, currency: string): string {
  const digits = minorDigitsOf(currency);
  const sign = amountMinor < 0 ? "-" : "";
  const text = String(Math.abs(amountMinor)).padStart(digits + 1, "0");
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * A star's money as their Earnings page shows it: balances per currency, earnings still held, the next
 * automatic payout and the account; the statement of every ledger line of their accounts, a page at a time
 * or as CSV.
 */
export function createStatements({
  db,
  accounts,
  settings,
  earnings,
  now = () => new Date(),
}: {
  db: Database;
  accounts: Pick<PayoutAccountsService, "current">;
  settings: SettingsReader;
  earnings: Pick<EarningsRelease, "pendingOf">;
  now?: () => Date;
}) {
  async function balanceOf(celebrityId: string): Promise<BalanceResponse> {
    const [rows, pendingEarnings, schedule, holdDays, account] = await Promise.all([
      balancesOf(db, celebrityId, STAR_ACCOUNTS),
      earnings.pendingOf(celebrityId),
      settings.get("payouts.schedule"),
      settings.get("payouts.holdDays"),
      accounts.current(celebrityId),
    ]);
    const byCurrency = new Map<string, StarBalance>();
    for (const row of rows) {
      const balance = byCurrency.get(row.currency) ?? {
        currency: row.currency,
        pending: 0,
        available: 0,
        frozen: 0,
        inTransit: 0,
        paid: 0,
      };
      balance[BALANCE_FIELD[row.account as StarAccount]] += row.balanceMinor;
      byCurrency.set(row.currency, balance);
    }
    return {
      balances: [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
      pendingEarnings,
      nextPayoutAt: nextPayoutAt(schedule, now())?.toISOString() ?? null,
      schedule,
      holdDays,
      account,
    };
  }

  async function page(celebrityId: string, query: { before?: number; limit: number }) {
    const rows = await statementOf(db, celebrityId, STAR_ACCOUNTS, query);
    return rows.map(
      (row): StatementLine => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        kind: row.kind as LedgerKind,
        account: row.account as LedgerAccount,
        currency: row.currency,
        amountMinor: row.amountMinor,
        rate: row.rate,
        cause: { type: row.causeType as LedgerCause, id: row.causeId },
      }),
    );
  }

  /** Newest first; `nextBefore` is null on the last page. */
  async function statement(celebrityId: string, query: { before?: number; limit: number }): Promise<StatementResponse> {
    // One line more than asked tells whether another page follows.
    const lines = await page(celebrityId, { before: query.before, limit: query.limit + 1 });
    const more = lines.length > query.limit;
    const shown = more ? lines.slice(0, query.limit) : lines;
    return { lines: shown, nextBefore: more ? shown.at(-1)!.id : null };
  }

  /** Every line of the statement, newest first, as CSV (amounts in major units, with their currency). */
  async function statementCsv(celebrityId: string): Promise<string> {
    const out = ["date,description,account,currency,amount,rate,cause,cause id"];
    let before: number | undefined;
    for (;;) {
      const lines = await page(celebrityId, { before, limit: CSV_PAGE });
      for (const line of lines) {
        out.push(
          [
            line.at,
            LEDGER_KIND_LABELS[line.kind],
            STAR_ACCOUNT_LABELS[line.account as StarAccount] ?? line.account,
            line.currency,
            majorUnitsText(line.amountMinor, line.currency),
            line.rate === null ? "" : String(line.rate),
            line.cause.type,
            line.cause.id,
          ]
            .map(csvField)
            .join(","),
        );
      }
      if (lines.length < CSV_PAGE) break;
      before = lines.at(-1)!.id;
    }
    return `${out.join("\r\n")}\r\n`;
  }

  return { balanceOf, statement, statementCsv };
}

export type Statements = ReturnType<typeof createStatements>;
