import { type CurrencyCode, findCurrency } from "@/shared/currencies";
import { DEFAULT_PHONE_COUNTRY, isPhoneCountry, type PhoneCountry } from "@/shared/phone-countries";

const regionOf = (locale: string) => {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
};

/**
 * The country the sign-up phone picker starts on: the region of the browser's languages ('en-KE' →
 * Kenya), else the country of the visitor's currency (detected by the server from a CDN header or saved),
 * else Nigeria. 'en-US' is many browsers' factory setting, so a US region counts only when nothing local does.
 */
export function defaultPhoneCountry(languages: readonly string[], currency?: CurrencyCode): PhoneCountry {
  const explicit = languages
    .map((language) => (language.includes("-") ? language.split("-").pop()?.toUpperCase() : undefined))
    .filter((region): region is string => !!region);
  const local = explicit.find((region) => isPhoneCountry(region) && region !== "US");
  if (local && isPhoneCountry(local)) return local;
  const fromCurrency = currency && currency !== "USD" ? findCurrency(currency).country : undefined;
  if (isPhoneCountry(fromCurrency)) return fromCurrency;
  if (explicit.includes("US")) return "US";
  const implied = languages.map(regionOf).find((region) => isPhoneCountry(region) && region !== "US");
  return isPhoneCountry(implied) ? implied : DEFAULT_PHONE_COUNTRY;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}
