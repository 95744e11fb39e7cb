import type { Infrastructure, ModuleParts } from "../../infrastructure";
import { JOBS } from "../../jobs/queue";
import type { AccountsModule } from "../accounts/accounts.module";
import type { AuditModule } from "../audit/audit.module";
import { payoutAccountsRoutes } from "./payout-accounts.routes";
import { createPayoutAccountsService } from "./payout-accounts.service";
import { createPayoutNotices } from "./payout-notices";

/**
 * Where stars are paid (issue 19): payout options per country, accounts resolved with the provider and saved
 * sealed, and the notice a star gets when theirs changes. The payouts module reads the active account from
 * `payoutAccounts.activeForSending` and adds its own notices with `payoutNotices.on`.
 */
export function payoutAccountsModule(
  { db, env, log, jobs, mailer, messages, settings, box, paymentProviders, clock }: Infrastructure,
  { accounts, audit }: { accounts: AccountsModule; audit: AuditModule },
) {
  const payoutAccounts = createPayoutAccountsService({
    db,
    box,
    providers: paymentProviders,
    accounts: accounts.services.accounts,
    audit: audit.services.audit,
    jobs,
    log,
    // A new account's 48 hours count on the clock the payouts read, which tests move.
    now: clock.now,
  });
  const payoutNotices = createPayoutNotices({ db, mailer, messages, settings, appUrl: env.APP_URL, log });
  return {
    services: { payoutAccounts, payoutNotices },
    routes: async (api) => {
      await api.register(payoutAccountsRoutes, { payoutAccounts, guards: accounts.services.guards });
    },
    jobs: (queue) => queue.work(JOBS.payoutNotice, (notice) => payoutNotices.handle(notice)),
  } satisfies ModuleParts;
}

export type PayoutAccountsModule = ReturnType<typeof payoutAccountsModule>;
