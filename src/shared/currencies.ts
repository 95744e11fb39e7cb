/** The currencies Salamu shows prices in, with the built-in rates per USD used when no fresher rate is known. */
export const BASE_CURRENCY = "USD";

export const CURRENCIES = [
  { code: "USD", name: "US Dollar", symbol: "$", flag: "🇺🇸", country: "US", rate: 1, minorDigits: 2 },
  { code: "EUR", name: "Euro", symbol: "€", flag: "🇪🇺", country: "EU", rate: 0.91, minorDigits: 2 },
  { code: "GBP", name: "British Pound", symbol: "£", flag: "🇬🇧", country: "GB", rate: 0.78, minorDigits: 2 },
  { code: "NGN", name: "Nigerian Naira", symbol: "₦", flag: "🇳🇬", country: "NG", rate: 1530, minorDigits: 2 },
  { code: "GHS", name: "Ghanaian Cedi", symbol: "GH₵", flag: "🇬🇭", country: "GH", rate: 13.5, minorDigits: 2 },
  { code: "KES", name: "Kenyan Shilling", symbol: "KSh", flag: "🇰🇪", country: "KE", rate: 130, minorDigits: 2 },
  { code: "ZAR", name: "South African Rand", symbol: "R", flag: "🇿🇦", country: "ZA", rate: 18, minorDigits: 2 },
  { code: "TZS", name: "Tanzanian Shilling", symbol: "TSh", flag: "🇹🇿", country: "TZ", rate: 2500, minorDigits: 2 },
  // West African CFA franc: Senegal, Côte d'Ivoire and the rest of UEMOA; pegged to the euro, no minor unit.
  { code: "XOF", name: "West African CFA Franc", symbol: "FCFA", flag: "🇸🇳", country: "SN", rate: 600, minorDigits: 0 },
  // Central African CFA franc: Cameroon, Gabon, Congo, Chad, the Central African Republic, Equatorial Guinea.
  {
    code: "XAF",
    name: "Central African CFA Franc",
    symbol: "FCFA",
    flag: "🇨🇲",
    country: "CM",
    rate: 600,
    minorDigits: 0,
  },
  { code: "UGX", name: "Ugandan Shilling", symbol: "USh", flag: "🇺🇬", country: "UG", rate: 3700, minorDigits: 0 },
  { code: "RWF", name: "Rwandan Franc", symbol: "RF", flag: "🇷🇼", country: "RW", rate: 1400, minorDigits: 0 },
  { code: "ZMW", name: "Zambian Kwacha", symbol: "K", flag: "🇿🇲", country: "ZM", rate: 25, minorDigits: 2 },
  { code: "MWK", name: "Malawian Kwacha", symbol: "MK", flag: "🇲🇼", country: "MW", rate: 1735, minorDigits: 2 },
  { code: "ETB", name: "Ethiopian Birr", symbol: "Br", flag: "🇪🇹", country: "ET", rate: 140, minorDigits: 2 },
  { code: "MAD", name: "Moroccan Dirham", symbol: "DH", flag: "🇲🇦", country: "MA", rate: 10, minorDigits: 2 },
  { code: "EGP", name: "Egyptian Pound", symbol: "E£", flag: "🇪🇬", country: "EG", rate: 48.5, minorDigits: 2 },
  { code: "INR", name: "Indian Rupee", symbol: "₹", flag: "🇮🇳", country: "IN", rate: 83, minorDigits: 2 },
  { code: "JPY", name: "Japanese Yen", symbol: "¥", flag: "🇯🇵", country: "JP", rate: 149, minorDigits: 0 },
  { code: "CAD", name: "Canadian Dollar", symbol: "CA$", flag: "🇨🇦", country: "CA", rate: 1.35, minorDigits: 2 },
  { code: "AUD", name: "Australian Dollar", symbol: "A$", flag: "🇦🇺", country: "AU", rate: 1.52, minorDigits: 2 },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]["code"];

/** "1,234,567" (thousands) or as India writes it, "12,34,567" (lakh). */
export type DigitGrouping = "thousands" | "lakh";

/**
 * How each currency is written, chosen explicitly rather than left to Intl's locale data (Node's ICU writes
 * NGN as 'NGN' in en-US and '₦' elsewhere, and ICU versions differ between server and phone): the symbol
 * people read; whether it follows the amount ("78 000 FCFA", "2 500 DH") and whether a space parts them;
 * the customary precision (whole naira, shillings, francs, kwacha and pounds; cents elsewhere); how the
 * digits are grouped; the symbol in Arabic and whether Arabic keeps Latin digits for it (the Maghreb does,
 * Egypt writes ٧٬٧٦٠). The language's own separators are in money.ts.
 */
export type MoneyDisplay = {
  symbol: string;
  space: boolean;
  digits: number;
  after?: boolean;
  grouping?: DigitGrouping;
  arabicSymbol?: string;
  latinDigitsInArabic?: boolean;
};

export const MONEY_DISPLAY: Record<CurrencyCode, MoneyDisplay> = {
  USD: { symbol: "$", space: false, digits: 2 },
  EUR: { symbol: "€", space: false, digits: 2 },
  GBP: { symbol: "£", space: false, digits: 2 },
  NGN: { symbol: "₦", space: false, digits: 0 },
  GHS: { symbol: "GH₵", space: true, digits: 2 },
  KES: { symbol: "KSh", space: true, digits: 0 },
  ZAR: { symbol: "R", space: true, digits: 2 },
  TZS: { symbol: "TSh", space: true, digits: 0 },
  XOF: { symbol: "FCFA", space: true, digits: 0, after: true },
  XAF: { symbol: "FCFA", space: true, digits: 0, after: true },
  UGX: { symbol: "USh", space: true, digits: 0 },
  RWF: { symbol: "RF", space: true, digits: 0 },
  ZMW: { symbol: "K", space: false, digits: 0 },
  MWK: { symbol: "MK", space: false, digits: 0 },
  ETB: { symbol: "Br", space: true, digits: 2 },
  MAD: { symbol: "DH", space: true, digits: 2, after: true, arabicSymbol: "د.م.", latinDigitsInArabic: true },
  EGP: { symbol: "EGP", space: true, digits: 0, arabicSymbol: "ج.م." },
  INR: { symbol: "₹", space: false, digits: 2, grouping: "lakh" },
  JPY: { symbol: "¥", space: false, digits: 0 },
  CAD: { symbol: "CA$", space: false, digits: 2 },
  AUD: { symbol: "A$", space: false, digits: 2 },
};
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code) as [CurrencyCode, ...CurrencyCode[]];

/**
 * The cookie carrying the currency a visitor chose, so the server renders their prices in it from the first
 * paint (the browser also keeps it in localStorage). Not a secret, readable by the page.
 */
export const CURRENCY_COOKIE = "salamu_currency";

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
  // UEMOA, the West African CFA franc zone.
  SN: "XOF",
  CI: "XOF",
  BJ: "XOF",
  BF: "XOF",
  ML: "XOF",
  NE: "XOF",
  TG: "XOF",
  GW: "XOF",
  // CEMAC, the Central African CFA franc zone.
  CM: "XAF",
  GA: "XAF",
  CG: "XAF",
  TD: "XAF",
  CF: "XAF",
  GQ: "XAF",
  UG: "UGX",
  RW: "RWF",
  ZM: "ZMW",
  MW: "MWK",
  ET: "ETB",
  MA: "MAD",
  EG: "EGP",
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
