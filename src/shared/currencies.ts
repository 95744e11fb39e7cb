/** The currencies Salamu shows prices in, with the built-in rates per USD used when no fresher rate is known. */
export const BASE_CURRENCY = "USD";

export const CURRENCIES = [
  { code: "USD", name: "US Dollar", symbol: "$", flag: "🇺🇸", country: "US", rate: 1, minorDigits: 2 },
  { code: "EUR", name: "Euro", symbol: "€", flag: "🇪🇺", country: "EU", rate: 0.91, minorDigits: 2 },
  { code: "GBP", name: "British Pound", symbol: "£", flag: "🇬🇧", country: "GB", rate: 0.78, minorDigits: 2 },
  { code: "NGN", name: "Nigerian Naira", symbol: "₦", flag: "🇳🇬", country: "NG", rate: 1530, minorDigits: 2 },
  { code: "GHS", name: "Ghanaian Cedi", symbol: "₵", flag: "🇬🇭", country: "GH", rate: 13.5, minorDigits: 2 },
  { code: "KES", name: "Kenyan Shilling", symbol: "KSh", flag: "🇰🇪", country: "KE", rate: 130, minorDigits: 2 },
  { code: "ZAR", name: "South African Rand", symbol: "R", flag: "🇿🇦", country: "ZA", rate: 18, minorDigits: 2 },
  { code: "TZS", name: "Tanzanian Shilling", symbol: "TSh", flag: "🇹🇿", country: "TZ", rate: 2500, minorDigits: 2 },
  { code: "INR", name: "Indian Rupee", symbol: "₹", flag: "🇮🇳", country: "IN", rate: 83, minorDigits: 2 },
  { code: "JPY", name: "Japanese Yen", symbol: "¥", flag: "🇯🇵", country: "JP", rate: 149, minorDigits: 0 },
  { code: "CAD", name: "Canadian Dollar", symbol: "CA$", flag: "🇨🇦", country: "CA", rate: 1.35, minorDigits: 2 },
  { code: "AUD", name: "Australian Dollar", symbol: "A$", flag: "🇦🇺", country: "AU", rate: 1.52, minorDigits: 2 },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]["code"];
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code) as [CurrencyCode, ...CurrencyCode[]];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (CURRENCY_CODES as readonly string[]).includes(value);
}

export function findCurrency(code: CurrencyCode): Currency {
  const currency = CURRENCIES.find((candidate) => candidate.code === code);
  if (!currency) throw new Error(`Unsupported currency ${code}`);
  return currency;
}

export const BUILT_IN_RATES: Record<CurrencyCode, number> = Object.fromEntries(
  CURRENCIES.map((currency) => [currency.code, currency.rate]),
) as Record<CurrencyCode, number>;

const EURO_COUNTRIES = [
  "AT",
  "BE",
  "CY",
  "DE",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PT",
  "SI",
  "SK",
];

const COUNTRY_CURRENCY: Record<string, CurrencyCode> = {
  US: "USD",
  GB: "GBP",
  NG: "NGN",
  GH: "GHS",
  KE: "KES",
  ZA: "ZAR",
  TZ: "TZS",
  IN: "INR",
  JP: "JPY",
  CA: "CAD",
  AU: "AUD",
  ...Object.fromEntries(EURO_COUNTRIES.map((country) => [country, "EUR" as const])),
};

/** The currency of a two-letter country code, or undefined when Salamu does not price in it. */
export function currencyForCountry(country: string | undefined | null): CurrencyCode | undefined {
  if (!country) return undefined;
  return COUNTRY_CURRENCY[country.trim().toUpperCase()];
}
