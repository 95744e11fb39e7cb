import { CURRENCIES } from "@/shared/currencies";
import type { CurrenciesResponse } from "@/shared/schemas/currency";

/** A /api/currencies answer built from the built-in table, for component tests. */
export function currenciesResponse(
  detectedCurrency: CurrenciesResponse["detectedCurrency"] = "USD",
): CurrenciesResponse {
  return {
    base: "USD",
    currencies: CURRENCIES.map(({ code, name, symbol, flag, minorDigits, rate }) => ({
      code,
      name,
      symbol,
      flag,
      minorDigits,
      rate,
    })),
    detectedCurrency,
    ratesUpdatedAt: null,
  };
}
