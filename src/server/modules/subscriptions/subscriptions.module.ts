import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { CurrencyModule } from "../currency/currency.module";
import type { PaymentsModule } from "../payments/payments.module";
import { subscriptionsRoutes } from "./subscriptions.routes";
import { createSubscriptionsService } from "./subscriptions.service";

/** Fans' monthly plans, paid through the payments module's checkouts. */
export function subscriptionsModule(
  { db }: Infrastructure,
  { accounts, currency, payments }: { accounts: AccountsModule; currency: CurrencyModule; payments: PaymentsModule },
) {
  const subscriptions = createSubscriptionsService({
    db,
    currency: currency.services.currency,
    payments: payments.services.payments,
  });
  return {
    services: { subscriptions },
    routes: async (api) => {
      await api.register(subscriptionsRoutes, { subscriptions, guards: accounts.services.guards });
    },
  } satisfies ModuleParts;
}
