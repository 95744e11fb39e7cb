import type { Infrastructure, ModuleParts } from "../../infrastructure";
import { currencyRoutes } from "./currency.routes";
import { createCurrencyService } from "./currency.service";

/** Exchange rates and what a price comes to in the visitor's currency. */
export function currencyModule({ db, env, log, publicChanges, clock }: Infrastructure) {
  const currency = createCurrencyService({ db, env, log, publicChanges, now: clock.now });
  return {
    services: { currency },
    routes: async (api) => {
      await api.register(currencyRoutes, { currency, env });
    },
  } satisfies ModuleParts;
}

export type CurrencyModule = ReturnType<typeof currencyModule>;
