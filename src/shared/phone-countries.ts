/**
 * The countries of the sign-up phone picker, apart from the parsing rules (src/shared/phone.ts) so the API
 * schemas can name them without pulling libphonenumber's metadata into every page that validates a form.
 */

/** Where a number without a country is read from: Salamu started in Nigeria. */
export const DEFAULT_PHONE_COUNTRY = "NG";

/** The countries the sign-up picker offers, the African markets first. */
export const PHONE_COUNTRIES = [
  { code: "NG", name: "Nigeria", flag: "🇳🇬" },
  { code: "KE", name: "Kenya", flag: "🇰🇪" },
  { code: "GH", name: "Ghana", flag: "🇬🇭" },
  { code: "ZA", name: "South Africa", flag: "🇿🇦" },
  { code: "TZ", name: "Tanzania", flag: "🇹🇿" },
  { code: "UG", name: "Uganda", flag: "🇺🇬" },
  { code: "RW", name: "Rwanda", flag: "🇷🇼" },
  { code: "EG", name: "Egypt", flag: "🇪🇬" },
  { code: "MA", name: "Morocco", flag: "🇲🇦" },
  { code: "SN", name: "Senegal", flag: "🇸🇳" },
  { code: "CI", name: "Côte d'Ivoire", flag: "🇨🇮" },
  { code: "CM", name: "Cameroon", flag: "🇨🇲" },
  { code: "ET", name: "Ethiopia", flag: "🇪🇹" },
  { code: "US", name: "United States", flag: "🇺🇸" },
  { code: "GB", name: "United Kingdom", flag: "🇬🇧" },
  { code: "CA", name: "Canada", flag: "🇨🇦" },
  { code: "AU", name: "Australia", flag: "🇦🇺" },
  { code: "IN", name: "India", flag: "🇮🇳" },
  { code: "JP", name: "Japan", flag: "🇯🇵" },
  { code: "AE", name: "United Arab Emirates", flag: "🇦🇪" },
  { code: "FR", name: "France", flag: "🇫🇷" },
  { code: "DE", name: "Germany", flag: "🇩🇪" },
  { code: "IE", name: "Ireland", flag: "🇮🇪" },
  { code: "NL", name: "Netherlands", flag: "🇳🇱" },
  { code: "BE", name: "Belgium", flag: "🇧🇪" },
  { code: "IT", name: "Italy", flag: "🇮🇹" },
  { code: "ES", name: "Spain", flag: "🇪🇸" },
  { code: "PT", name: "Portugal", flag: "🇵🇹" },
] as const;

export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]["code"];

export const PHONE_COUNTRY_CODES = PHONE_COUNTRIES.map((country) => country.code) as [PhoneCountry, ...PhoneCountry[]];

export function isPhoneCountry(value: unknown): value is PhoneCountry {
  return typeof value === "string" && (PHONE_COUNTRY_CODES as readonly string[]).includes(value);
}
