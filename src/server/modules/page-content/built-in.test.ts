import { describe, expect, it } from "vitest";
import { LANGUAGE_NEUTRAL_FIELDS, PAGE_DEFAULTS, type PageId } from "@/shared/page-content";
import { PAGE_SCHEMAS } from "@/shared/schemas/page-content";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/shared/schemas/translations";
import { BUILT_IN_PAGE_TEXTS } from "./built-in/index";

/** The pages we translate ourselves; Terms and Privacy wait for a lawyer's review of a translation. */
const TRANSLATED_PAGES = ["home", "about", "business", "contact", "help"] as const satisfies readonly PageId[];
const LEGAL_PAGES = ["terms", "privacy"] as const satisfies readonly PageId[];

/**
 * Fields whose translation is rightly the English text: the office's address, whose street and city are
 * written as people in Lagos write them, and whose country is "Nigeria" in French and in Swahili too.
 */
const SAME_AS_ENGLISH: Record<TranslatedLocale, readonly string[]> = {
  fr: ["contact.officeAddress"],
  ar: [],
  sw: ["contact.officeAddress"],
};

const english = (page: PageId) => PAGE_DEFAULTS[page] as Record<string, string>;
const neutral = (page: PageId) => (LANGUAGE_NEUTRAL_FIELDS[page] ?? []) as readonly string[];
const translatable = (page: PageId) => Object.keys(english(page)).filter((field) => !neutral(page).includes(field));
/** The placeholders a text holds, e.g. {deliveryWindow}, which the page replaces. */
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([token]) => token).sort();

describe.each(TRANSLATED_LOCALES)("the built-in %s page texts", (locale) => {
  const texts = BUILT_IN_PAGE_TEXTS[locale];
  const translation = (page: PageId) => (texts[page] ?? {}) as Record<string, string>;

  it.each(TRANSLATED_PAGES)("translate every field of %s but the language-neutral ones", (page) => {
    expect(Object.keys(translation(page)).sort()).toEqual(translatable(page).sort());
    for (const field of neutral(page)) expect(translation(page)).not.toHaveProperty(field);
  });

  it.each(TRANSLATED_PAGES)("pass the rules of %s laid over the English texts, unchanged", (page) => {
    const parsed = PAGE_SCHEMAS[page].safeParse({ ...english(page), ...translation(page) });
    expect(parsed.error?.issues ?? []).toEqual([]);
    // Already trimmed: what the page shows is exactly what is written here.
    expect(parsed.data).toEqual({ ...english(page), ...translation(page) });
  });

  it.each(TRANSLATED_PAGES)("differ from English in %s except where the same words are right", (page) => {
    const same = Object.entries(translation(page))
      .filter(([field, text]) => text === english(page)[field])
      .map(([field]) => `${page}.${field}`);
    expect(same).toEqual(SAME_AS_ENGLISH[locale].filter((name) => name.startsWith(`${page}.`)));
  });

  it.each(TRANSLATED_PAGES)("keep the placeholders, the brand and plain text in %s", (page) => {
    for (const [field, text] of Object.entries(translation(page))) {
      const source = english(page)[field] ?? "";
      expect(placeholders(text), `${page}.${field}`).toEqual(placeholders(source));
      if (source.includes("Salamu")) expect(text, `${page}.${field}`).toContain("Salamu");
      // No markup: the English texts of these pages have none, and the pages render text, never HTML.
      expect(text, `${page}.${field}`).not.toMatch(/<[a-z/]|\*\*|\]\(|^#|`/i);
    }
  });

  it("leave Terms and Privacy to a reviewed translation", () => {
    for (const page of LEGAL_PAGES) expect(texts[page]).toBeUndefined();
  });
});
