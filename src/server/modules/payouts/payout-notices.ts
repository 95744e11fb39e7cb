import { eq } from "drizzle-orm";
import { maskAccountNumber } from "@/shared/payouts";
import type { Database } from "../../db/client";
import { celebrityProfiles, payoutAccounts, payouts, users } from "../../db/schema/index";
import { localeOrDefault } from "../../lib/messages";
import type { Mailer } from "../../providers/mail/mailer";
import { mailTemplates } from "../../providers/mail/templates";
import { moneyText } from "./payout-terms";

/**
 * The e-mails that tell a star what happened to a payout (the payout-notice job): paid, or failed or
 * reversed with the reason in plain words. The account shows its last four digits only.
 */
export function createPayoutNotices({ db, mailer, appUrl }: { db: Database; mailer: Mailer; appUrl: string }) {
  async function sendPayoutNotice({ kind, payoutId }: { kind: "payout-failed" | "payout-paid"; payoutId: string }) {
    const [row] = await db
      .select({
        payout: payouts,
        bankName: payoutAccounts.bankName,
        last4: payoutAccounts.accountNumberLast4,
        name: users.name,
        email: users.email,
        locale: users.locale,
      })
      .from(payouts)
      .innerJoin(payoutAccounts, eq(payoutAccounts.id, payouts.payoutAccountId))
      .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, payouts.celebrityId))
      .innerJoin(users, eq(users.id, celebrityProfiles.userId))
      .where(eq(payouts.id, payoutId));
    if (!row) return;
    const { payout } = row;
    const locale = localeOrDefault(row.locale);
    const details = {
      amount:
        kind === "payout-paid"
          ? moneyText(payout.payoutAmountMinor, payout.payoutCurrency, locale)
          : moneyText(payout.amountMinor, payout.currency, locale),
      account: `${row.bankName} ${maskAccountNumber(row.last4)}`,
      reference: payout.reference,
      reason: payout.failureReason,
    };
    const to = { name: row.name, email: row.email, locale };
    await mailer.send(
      kind === "payout-paid"
        ? mailTemplates.payoutPaid(appUrl, to, details)
        : mailTemplates.payoutFailed(appUrl, to, details),
    );
  }

  return { sendPayoutNotice };
}

export type PayoutNotices = ReturnType<typeof createPayoutNotices>;
