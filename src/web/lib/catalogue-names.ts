import { AFRICAN_COUNTRIES } from "@/shared/african-countries";
import { countryName, OCCASIONS, PROFESSIONS } from "@/shared/catalogue";
import { LANGUAGE_IDS } from "@/shared/languages";
import type { MessageKey } from "@/shared/messages/keys";
import { useT } from "./i18n";

const OCCASION_KEYS: Record<(typeof OCCASIONS)[number], MessageKey> = {
  Birthdays: "shared.occasion.birthdays",
  Anniversaries: "shared.occasion.anniversaries",
  "Pep talks": "shared.occasion.pepTalks",
  Roasts: "shared.occasion.roasts",
  Business: "shared.occasion.business",
};

const CODE_OF_SLUG = new Map<string, string>(AFRICAN_COUNTRIES.map(({ slug, code }) => [slug, code]));
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => list.includes(value as T);

/**
 * The catalogue's fixed names in the page's language: a star's profession, the languages they record in,
 * their country and a request's occasion (src/shared keeps the English ones, which the server and the tests read). Free text (a
 * profession a star typed) is returned as it came.
 */
export function useCatalogueNames() {
  const t = useT();
  return {
    profession: (id: string) => (isOneOf(PROFESSIONS, id) ? t(`shared.profession.${id}`) : id),
    /** An occasion as stored (OCCASIONS, in English); any other text as it came. */
    occasion: (value: string) => (isOneOf(OCCASIONS, value) ? t(OCCASION_KEYS[value]) : value),
    starLanguage: (id: string) => (isOneOf(LANGUAGE_IDS, id) ? t(`shared.starLanguage.${id}`) : id),
    /** A country by its catalogue slug ("south-africa"), its ISO code ("ZA") or "other". */
    country: (slugOrCode: string) => {
      if (slugOrCode === "other") return t("shared.country.other");
      const code = CODE_OF_SLUG.get(slugOrCode) ?? slugOrCode;
      const key = `shared.country.${code}` as MessageKey;
      const name = t(key);
      return name === key ? countryName(slugOrCode) : name;
    },
  };
}
