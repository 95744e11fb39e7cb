import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { DEFAULT_PHONE_COUNTRY, isPhoneCountry, type PhoneCountry } from "./phone-countries";

export * from "./phone-countries";

/**
 * Phone numbers, the same on the client and the server: a number is typed in the local format of the
 * chosen country ('0712 345 678' in Kenya) or in international format ('+254 712 345 678'), and is stored
 * and sent as E.164 ('+254712345678'). libphonenumber-js with its small ("min") metadata knows each
 * country's trunk prefix and number lengths.
 */

/** '+254' for 'KE'. */
export function dialCode(country: PhoneCountry): string {
  return `+${getCountryCallingCode(country as CountryCode)}`;
}

/**
 * The E.164 form of a number typed in `country`'s local format or in international format; undefined when
 * it is not a valid number. A leading '00' is read as '+'.
 */
export function normalisePhone(input: string, country: string = DEFAULT_PHONE_COUNTRY): string | undefined {
  const typed = input.trim().replace(/^00/, "+");
  if (!typed || typed.length > 32) return undefined;
  const region = isPhoneCountry(country) ? country : DEFAULT_PHONE_COUNTRY;
  const parsed = parsePhoneNumberFromString(typed, { defaultCountry: region as CountryCode });
  return parsed?.isValid() ? parsed.number : undefined;
}

/** '+254 712 345678' for '+254712345678'; anything that does not parse is shown as stored. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return "";
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? parsed.formatInternational() : e164;
}

/** '+254' for '+254712345678': the calling code of an E.164 number, shared by a country (or a few). */
export function callingCodeOf(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? `+${parsed.countryCallingCode}` : e164.slice(0, 4);
}

/** The country of an E.164 number, when it is one the picker offers. */
export function phoneCountryOf(e164: string): PhoneCountry | undefined {
  const country = parsePhoneNumberFromString(e164)?.country;
  return isPhoneCountry(country) ? country : undefined;
}

/** A number as shown where it must not be read in full: its calling code and last three digits ("+254•••••678"). */
export function maskPhone(e164: string): string {
  return `${e164.slice(0, 4)}${"•".repeat(Math.max(0, e164.length - 7))}${e164.slice(-3)}`;
}
