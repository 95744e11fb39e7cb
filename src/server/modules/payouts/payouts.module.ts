import { eq } from "drizzle-orm";
import { payouts as payoutsTable } from "../../db/schema/index";
import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { AuditModule } from "../audit/audit.module";
import type { CurrencyModule } from "../currency/currency.module";
import type { PaymentsModule } from "../payments/payments.module";
import type { PayoutAccountsModule } from "../payout-accounts/payout-accounts.module";
import { createEarningsRelease } from "./earnings-release";
import { createPayoutDecisions } from "./payout-decisions";
import { registerPayoutJobs } from "./payout-jobs";
import { createPayoutNotices } from "./payout-notices";
import { createPayoutSending } from "./payout-sending";
import type { RatesPerUsd } from "./payout-terms";
import { payoutsAdminRoutes } from "./payouts.admin.routes";
import { payoutsRoutes } from "./payouts.routes";
import { createPayoutsService } from "./payouts.service";
import { createStatements } from "./statement";

export { payoutByReference, payoutsForStaff, payoutsOfStar } from "./payout-views";

/**
 * Getting stars paid (ADR 032): earnings leave the hold period, the star's balance and statement, Withdraw
 * now and the schedule's payouts, sending them through the provider's transfer API and hearing back
 * (webhooks, reconciliation), and staff's approval queue.
 */
export function payoutsModule(
  { db, env, log, jobs, mailer, settings, paymentProviders, clock }: Infrastructure,
  {
    accounts,
    audit,
    currency,
    payments,
    payoutAccounts,
  }: {
    accounts: AccountsModule;
    audit: AuditModule;
    currency: CurrencyModule;
    payments: PaymentsModule;
    payoutAccounts: PayoutAccountsModule;
  },
) {
  /** Today's units per USD, the currency module's (every payout currency is one fans pay in too). */
  async function rates(): Promise<RatesPerUsd> {
    const { currencies } = await currency.services.currency.listCurrencies();
    return Object.fromEntries(currencies.map((entry) => [entry.code, entry.rate]));
  }
  const earnings = createEarningsRelease({ db, settings, log, now: clock.now });
  const { payoutAccounts: accountReader, payoutNotices } = payoutAccounts.services;
  const payouts = createPayoutsService({ db, accounts: accountReader, settings, jobs, rates, log, now: clock.now });
  const decisions = createPayoutDecisions({ db, jobs, now: clock.now });
  const sending = createPayoutSending({
    db,
    providers: paymentProviders,
    accounts: accountReader,
    jobs,
    log,
    now: clock.now,
  });
  const statements = createStatements({ db, accounts: accountReader, settings, earnings, now: clock.now });
  const notices = createPayoutNotices({ db, mailer, appUrl: env.APP_URL });
  // One payout-notice job (the payout-accounts module's): the payout kinds are ours.
  payoutNotices.on("payout-paid", notices.sendPayoutNotice);
  payoutNotices.on("payout-failed", notices.sendPayoutNotice);
  payments.services.payments.addWebhookEventHandler(sending.webhookHandler);

  /** A sandbox transfer in transit settles now, its webhooks delivered like any provider's. */
  async function settleSandbox(payoutId: string) {
    const [payout] = await db.select().from(payoutsTable).where(eq(payoutsTable.id, payoutId));
    if (payout?.provider !== "sandbox" || payout.status !== "in_transit") return;
    const { webhooks } = await paymentProviders.sandboxPayouts.settleTransfer(payout.reference);
    for (const webhook of webhooks) await payments.services.payments.handleWebhook("sandbox", webhook);
  }
  const { guards } = accounts.services;
  return {
    services: { earnings, payouts, decisions, sending, statements, notices },
    routes: async (api) => {
      await api.register(payoutsRoutes, { db, payouts, statements, guards });
    },
    adminRoutes: async (admin) => {
      await admin.register(payoutsAdminRoutes, {
        prefix: "/finance/payouts",
        decisions,
        audit: audit.services.audit,
        guards,
      });
    },
    jobs: (queue) => registerPayoutJobs(queue, { earnings, payouts, sending, settleSandbox }),
  } satisfies ModuleParts;
}

export type PayoutsModule = ReturnType<typeof payoutsModule>;
