/**
 * The countries of the sign-up phone picker, apart from the parsing rules (src/shared/phone.ts) so the API
 * schemas can name them without pulling libphonenumber's metadata into every page that validates a form.
 */

import { AFRICAN_COUNTRIES } from "./african-countries";

/** Where a number without a country is read from: Salamu started in Nigeria. */
export const DEFAULT_PHONE_COUNTRY = "NG";

/** Where the diaspora lives, after the continent. */
const DIASPORA = [
  { code: "US", name: "United States" },
  { code: "GB", name: "United Kingdom" },
  { code: "CA", name: "Canada" },
  { code: "AU", name: "Australia" },
  { code: "IN", name: "India" },
  { code: "JP", name: "Japan" },
  { code: "AE", name: "United Arab Emirates" },
  { code: "FR", name: "France" },
  { code: "DE", name: "Germany" },
  { code: "IE", name: "Ireland" },
  { code: "NL", name: "Netherlands" },
  { code: "BE", name: "Belgium" },
  { code: "IT", name: "Italy" },
  { code: "ES", name: "Spain" },
  { code: "PT", name: "Portugal" },
] as const;

export type PhoneCountry = (typeof AFRICAN_COUNTRIES)[number]["code"] | (typeof DIASPORA)[number]["code"];

/** A country's flag: its two letters as regional indicator symbols. */
const flagOf = (code: string) =>
  String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

/** The countries the sign-up picker offers: Africa's, then the diaspora's. */
export const PHONE_COUNTRIES: readonly { code: PhoneCountry; name: string; flag: string }[] = [
  ...AFRICAN_COUNTRIES,
  ...DIASPORA,
].map(({ code, name }) => ({ code, name, flag: flagOf(code) }));

export const PHONE_COUNTRY_CODES = PHONE_COUNTRIES.map((country) => country.code) as [PhoneCountry, ...PhoneCountry[]];

export function isPhoneCountry(value: unknown): value is PhoneCountry {
  return typeof value === "string" && (PHONE_COUNTRY_CODES as readonly string[]).includes(value);
}
