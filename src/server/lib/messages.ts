import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, type Locale, negotiateLocale } from "@/shared/locales";
import arCommon from "@/shared/messages/ar/common.json";
import arHeads from "@/shared/messages/ar/heads.json";
import arMail from "@/shared/messages/ar/mail.json";
import arShared from "@/shared/messages/ar/shared.json";
import arValidation from "@/shared/messages/ar/validation.json";
import type { Catalog, MessageArea } from "@/shared/messages/areas";
import enCommon from "@/shared/messages/en/common.json";
import enHeads from "@/shared/messages/en/heads.json";
import enMail from "@/shared/messages/en/mail.json";
import enShared from "@/shared/messages/en/shared.json";
import enValidation from "@/shared/messages/en/validation.json";
import frCommon from "@/shared/messages/fr/common.json";
import frHeads from "@/shared/messages/fr/heads.json";
import frMail from "@/shared/messages/fr/mail.json";
import frShared from "@/shared/messages/fr/shared.json";
import frValidation from "@/shared/messages/fr/validation.json";
import type { MessageKey, MessageValues } from "@/shared/messages/keys";
import swCommon from "@/shared/messages/sw/common.json";
import swHeads from "@/shared/messages/sw/heads.json";
import swMail from "@/shared/messages/sw/mail.json";
import swShared from "@/shared/messages/sw/shared.json";
import swValidation from "@/shared/messages/sw/validation.json";

/**
 * The server's words (e-mails and SMS): the same ICU catalogue as the web app's, filled in by Lingui's
 * runtime. The web compiles its messages while building; here they are compiled the first time each is used
 * (`setMessagesCompiler`). Imported, not read from disk, so the built server carries them in its bundle.
 * Another area the server needs is one more import per language below (common: home's title in the heads
 * the server writes; shared: the other titles and a star's languages in e-mails;
 * heads: the descriptions).
 */
const CATALOGS: Record<Locale, Partial<Record<MessageArea, Catalog>>> = {
  en: { mail: enMail, validation: enValidation, common: enCommon, heads: enHeads, shared: enShared },
  fr: { mail: frMail, validation: frValidation, common: frCommon, heads: frHeads, shared: frShared },
  ar: { mail: arMail, validation: arValidation, common: arCommon, heads: arHeads, shared: arShared },
  sw: { mail: swMail, validation: swValidation, common: swCommon, heads: swHeads, shared: swShared },
};

const instances = new Map<Locale, I18n>();

function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    const messages = Object.assign({}, ...Object.values(CATALOGS[locale])) as Catalog;
    i18n = setupI18n({ locale, locales: [INTL_LOCALES[locale]], messages: { [locale]: messages } });
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
  }
  return i18n;
}

/** A language the server writes in: a stored or sent value that is not one falls back to English. */
export const localeOrDefault = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/**
 * The language of the page a request came from: the web sends it as every API call's Accept-Language. What
 * a new account reads Salamu in, and what a message to someone without an account is written in.
 */
export const localeOfRequest = (acceptLanguage: string | null | undefined): Locale =>
  negotiateLocale(acceptLanguage ?? undefined) ?? DEFAULT_LOCALE;

/**
 * `translate("fr", "mail.verifyEmail.subject", { site })`: a message in `locale`, its placeholders filled in.
 * A message the language lacks is English's (the catalogue test keeps every language complete).
 */
export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  const i18n = i18nFor(localeOrDefault(locale));
  const text = i18n._(key, values);
  if (text !== key || locale === DEFAULT_LOCALE) return text;
  return i18nFor(DEFAULT_LOCALE)._(key, values);
}

/** A number as `locale` writes it (Arabic with its own digits); English's is the plain number. */
export function formatNumber(locale: Locale, value: number): string {
  return locale === DEFAULT_LOCALE ? String(value) : new Intl.NumberFormat(INTL_LOCALES[locale]).format(value);
}
