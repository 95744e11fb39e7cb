import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { AuditModule } from "../audit/audit.module";
import type { PaymentsModule } from "../payments/payments.module";
import { createDisputesService, isDisputeEvent } from "./disputes.service";
import { financeAdminRoutes } from "./finance.admin.routes";
import { createFinanceSummary } from "./finance-summary";

/**
 * Disputes and chargebacks (provider webhooks, the frozen earnings, staff's evidence and answers) and
 * staff's Finance totals and exports, all read from the ledger.
 */
export function disputesModule(
  { db, log, settings, paymentProviders, clock }: Infrastructure,
  { accounts, audit, payments }: { accounts: AccountsModule; audit: AuditModule; payments: PaymentsModule },
) {
  const disputes = createDisputesService({ db, providers: paymentProviders, settings, log, now: clock.now });
  const finance = createFinanceSummary({ db });
  payments.services.payments.addWebhookEventHandler({ matches: isDisputeEvent, handle: disputes.handleWebhook });
  return {
    services: { disputes, finance },
    adminRoutes: async (admin) => {
      await admin.register(financeAdminRoutes, {
        prefix: "/finance",
        disputes,
        finance,
        audit: audit.services.audit,
        guards: accounts.services.guards,
      });
    },
  } satisfies ModuleParts;
}

export type DisputesModule = ReturnType<typeof disputesModule>;
