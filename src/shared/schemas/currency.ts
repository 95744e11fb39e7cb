import { z } from "zod";
import { CURRENCY_CODES } from "../currencies";

export const currencyCodeSchema = z.enum(CURRENCY_CODES, {
  error: (issue) => `Unsupported currency ${String(issue.input)}. Supported: ${CURRENCY_CODES.join(", ")}`,
});

export const currencyWithRateSchema = z.object({
  code: currencyCodeSchema,
  name: z.string(),
  symbol: z.string(),
  flag: z.string(),
  minorDigits: z.number().int(),
  rate: z.number().positive(),
  /** The built-in table's rate: no source has answered for 24 hours (or none is configured). */
  indicative: z.boolean(),
});

export const ratesSourceSchema = z.enum(["provider", "built-in"]);

export const currenciesResponseSchema = z.object({
  base: z.literal("USD"),
  currencies: z.array(currencyWithRateSchema),
  detectedCurrency: currencyCodeSchema,
  ratesUpdatedAt: z.string().nullable(),
});

export type CurrencyWithRate = z.infer<typeof currencyWithRateSchema>;
export type CurrenciesResponse = z.infer<typeof currenciesResponseSchema>;
export type RatesSource = z.infer<typeof ratesSourceSchema>;
