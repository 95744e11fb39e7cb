import { ChevronDown, Globe } from "lucide-react";
import { useEffect, useId } from "react";
import { useLocation } from "react-router";
import { chosenLocale, LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale, localizedPath } from "@/shared/locales";
import { apiPut } from "@/web/lib/api-client";
import { useLocale, useT } from "@/web/lib/i18n";
import { useSession } from "@/web/lib/session";
import { useHydrated } from "@/web/lib/use-hydrated";
import { cn } from "@/web/lib/utils";

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Opens the page in another language: the choice is saved (a cookie the server reads before any page, and
 * the account's language when signed in, which its e-mails are written in), then the page loads again at its
 * address in that language, so only that language's words are downloaded.
 */
export function useSwitchLanguage() {
  const { pathname, search, hash } = useLocation();
  const { user } = useSession();
  return {
    hrefOf: (locale: Locale) => localizedPath(locale, `${pathname}${search}${hash}`),
    /** `path` (unprefixed): open that page in the language instead of this one (Edit Pages' language links). */
    async switchTo(locale: Locale, { saveToAccount = true, path }: { saveToAccount?: boolean; path?: string } = {}) {
      // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads; no cookie store API on older phones
      document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
      // The account's language is saved before leaving; a failure leaves it as it was, the page still switches.
      if (user && saveToAccount) await apiPut("/api/me/locale", { locale }).catch(() => undefined);
      window.location.assign(localizedPath(locale, path ?? `${pathname}${search}${hash}`));
    },
  };
}

/**
 * The header's language choice: the current language's code on a small pill, and over it, invisible, a
 * native select (each language named in itself), so a phone shows its own picker and it works by keyboard.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const { locale } = useLocale();
  const { switchTo } = useSwitchLanguage();
  const hydrated = useHydrated();
  const id = useId();
  return (
    <div
      className={cn(
        "relative inline-flex h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 focus-within:ring-2 focus-within:ring-brand-500 hover:bg-slate-50",
        className,
      )}
    >
      <Globe aria-hidden="true" className="size-4 text-slate-500" />
      <span aria-hidden="true">{locale.toUpperCase()}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      <label htmlFor={id} className="sr-only">
        {t("common.language.label")}
      </label>
      <select
        id={id}
        value={locale}
        disabled={!hydrated}
        onChange={(event) => void switchTo(event.target.value as Locale)}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0 focus-visible:outline-none"
      >
        {LOCALES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LOCALE_NAMES[each]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The footer's languages: links that work before the page's code has come (and that crawlers follow). */
export function LanguageLinks() {
  const t = useT();
  const { locale } = useLocale();
  const { hrefOf, switchTo } = useSwitchLanguage();
  return (
    <nav aria-label={t("common.language.label")}>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {LOCALES.map((each) => (
          <li key={each}>
            <a
              href={hrefOf(each)}
              hrefLang={each}
              lang={each}
              aria-current={each === locale ? "true" : undefined}
              onClick={(event) => {
                event.preventDefault();
                void switchTo(each);
              }}
              className={cn(
                "rounded hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400",
                each === locale ? "font-semibold text-white" : "text-slate-300",
              )}
            >
              {LOCALE_NAMES[each]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A signed-in account reads Salamu in its own language on a device that has no saved choice of its own: the
 * account's language then becomes this device's choice and the page opens in it.
 */
export function AccountLanguage() {
  const { user } = useSession();
  const { locale } = useLocale();
  const { switchTo } = useSwitchLanguage();
  const accountLocale = user?.locale;
  // biome-ignore lint/correctness/useExhaustiveDependencies: switchTo is a new function each render; the languages are the trigger
  useEffect(() => {
    if (!accountLocale || accountLocale === locale || chosenLocale(document.cookie)) return;
    void switchTo(accountLocale, { saveToAccount: false });
  }, [accountLocale, locale]);
  return null;
}
