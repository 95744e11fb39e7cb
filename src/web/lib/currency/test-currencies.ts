import { CURRENCIES } from "@/shared/currencies";
import type { CurrenciesResponse } from "@/shared/schemas/currency";

/** A /api/currencies answer with the built-in table's rates, as if a source had just given them, for component tests. */
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
      indicative: false,
    })),
    detectedCurrency,
    ratesUpdatedAt: null,
  };
}
