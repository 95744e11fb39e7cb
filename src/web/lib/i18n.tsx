import { type I18n, setupI18n } from "@lingui/core";
import { createContext, Fragment, type ReactNode, useContext, useMemo } from "react";
import { DEFAULT_LOCALE, directionOf, INTL_LOCALES, type Locale, localeOfPath } from "@/shared/locales";
import { type Catalog, FRAME_AREAS, type MessageArea } from "@/shared/messages/areas";
import type { MessageKey, MessageValues } from "@/shared/messages/keys";

/**
 * The web app's words (ADR 048): Lingui's runtime filling in the catalogue's ICU messages, compiled while
 * building. Each language has its own instance, so the server can draw pages in two languages at once; a
 * page's areas are loaded before it is drawn (the router's lazy routes, the server's renderer), so a
 * message is never missing on screen and nothing is drawn twice.
 */

/** Each catalogue file as its own chunk: only the page's language, and only the areas it draws, are downloaded. */
const CATALOGS = import.meta.glob<{ default: Catalog }>("../../shared/messages/*/*.json");
const catalogModule = (locale: Locale, area: MessageArea) => `../../shared/messages/${locale}/${area}.json`;

const instances = new Map<Locale, I18n>();
const loads = new Map<string, Promise<void>>();

export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, locales: [INTL_LOCALES[locale]], messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** Loads `areas` of `locale`'s catalogue (each once; a failed download is tried again next time). */
export function loadMessages(locale: Locale, areas: readonly MessageArea[]): Promise<void> {
  const i18n = i18nFor(locale);
  return Promise.all(
    areas.map((area) => {
      const key = `${locale}/${area}`;
      let load = loads.get(key);
      if (!load) {
        const importer = CATALOGS[catalogModule(locale, area)];
        if (!importer) throw new Error(`No catalogue src/shared/messages/${key}.json`);
        load = importer().then((module) => i18n.load(locale, module.default));
        loads.set(key, load);
        load.catch(() => loads.delete(key));
      }
      return load;
    }),
  ).then(() => undefined);
}

/**
 * Loads `areas` in the language of the page this browser shows (its address says it; a change of language
 * loads the page again), for code that arrives after the page (a lazy section). The server's renderer has
 * loaded every area its page draws, so there it does nothing.
 */
export function loadPageMessages(areas: readonly MessageArea[]): Promise<void> {
  if (areas.length === 0 || typeof window === "undefined") return Promise.resolve();
  return loadMessages(localeOfPath(window.location.pathname).locale, areas);
}

/** The build's module names of a language's catalogue areas: the server names them in a page's HTML. */
export const catalogChunks = (locale: Locale, areas: readonly MessageArea[]) =>
  [...new Set([...FRAME_AREAS, ...areas])].map((area) => catalogModule(locale, area).replace(/^\.\.\/\.\.\//, "../"));

export type Translate = (key: MessageKey, values?: MessageValues) => string;

function languageOf(locale: Locale) {
  const i18n = i18nFor(locale);
  const t: Translate = (key, values) => i18n._(key, values);
  return { locale, t };
}

// English outside a provider: a component drawn on its own (a test, a portal's first frame) reads as the default.
const I18nContext = createContext(languageOf(DEFAULT_LOCALE));

/** The page's language, for everything under it. */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => languageOf(locale), [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

const useI18n = () => useContext(I18nContext);

/** `t("home.hero.title", { name })`: a message of the page's language. */
export const useT = (): Translate => useI18n().t;

/** The page's language and its direction. */
export function useLocale(): { locale: Locale; dir: "ltr" | "rtl" } {
  const { locale } = useI18n();
  return { locale, dir: directionOf(locale) };
}

/** Stands for an element in the text `t` fills in: a private-use character, never in a message or a name. */
const MARK = "\uE000";
const PARTS = new RegExp(`<(\\d+)>([\\s\\S]*?)</\\1>|${MARK}(\\d+)${MARK}`, "g");

/**
 * A whole translated sentence drawn with React elements, kept whole for its translators: a value may be an
 * element (a name in `<bdi>`, a link) placed where the language puts its placeholder, and `<0>…</0>` in the
 * message wraps its words in `tags[0]` (a highlighted count). The same text on the server and in the browser.
 * `messageParts(t, "pages.blogPost.byAuthor", { author: <bdi>{name}</bdi> })`.
 */
export function messageParts(
  t: Translate,
  key: MessageKey,
  elements: Record<string, ReactNode>,
  values: MessageValues = {},
  tags: ((children: ReactNode) => ReactNode)[] = [],
): ReactNode {
  const plain: MessageValues = { ...values };
  const placed: ReactNode[] = [];
  for (const [name, value] of Object.entries(elements)) {
    if (typeof value === "string" || typeof value === "number") plain[name] = value;
    else {
      plain[name] = `${MARK}${placed.length}${MARK}`;
      placed.push(value);
    }
  }
  const draw = (text: string, prefix: string): ReactNode[] => {
    const drawn: ReactNode[] = [];
    let last = 0;
    for (const match of text.matchAll(PARTS)) {
      if (match.index > last) drawn.push(text.slice(last, match.index));
      const key = `${prefix}${drawn.length}`;
      const [, tag, inner = "", element] = match;
      const node =
        element !== undefined
          ? placed[Number(element)]
          : (tags[Number(tag)]?.(draw(inner, `${key}.`)) ?? draw(inner, `${key}.`));
      drawn.push(<Fragment key={key}>{node}</Fragment>);
      last = match.index + match[0].length;
    }
    if (last < text.length) drawn.push(text.slice(last));
    return drawn;
  };
  return draw(t(key, plain), "");
}

/** `messageParts` with the page's `t`: `richT("catalogue.browse.summary", { count, search: <bdi>…</bdi> }, tags)`. */
export function useRichT() {
  const t = useT();
  return (key: MessageKey, values: Record<string, ReactNode> = {}, tags: ((children: ReactNode) => ReactNode)[] = []) =>
    messageParts(t, key, values, {}, tags);
}

/**
 * A name inside a title or label that a right-to-left page must isolate: `<bdi>` there; on a left-to-right
 * page the text as it is (the sentence's own words around a Latin name read in order).
 */
export const nameIn = (dir: "ltr" | "rtl", name: string): ReactNode => (dir === "rtl" ? <bdi>{name}</bdi> : name);

/**
 * User-written text (a name, an e-mail) inside a sentence that has to stay one string (a toast, a title, a
 * line read whole): Unicode's first-strong isolate, the text form of <bdi>, so an Arabic name cannot reorder
 * the French around it. English keeps its text exactly as it was written.
 */
export const isolate = (text: string, locale: Locale) => (locale === DEFAULT_LOCALE ? text : `\u2068${text}\u2069`);

/** A phone number inside a plain string: always left to right, so "+254 712 345678" never reads backwards. */
export const isolateLtr = (text: string, locale: Locale) => (locale === DEFAULT_LOCALE ? text : `\u2066${text}\u2069`);

/** `isolate` in the page's language. */
export function useIsolate(): (text: string) => string {
  const { locale } = useLocale();
  return (text) => isolate(text, locale);
}

/** The separator of a list written inline ("Lagos, Accra"): Arabic has its own comma. */
export function useListSeparator(): string {
  return useLocale().locale === "ar" ? "، " : ", ";
}
