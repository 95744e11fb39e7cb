import {
  Building2,
  ExternalLink,
  FileText,
  Home,
  Info,
  LifeBuoy,
  type LucideIcon,
  Mail,
  Pencil,
  ShieldCheck,
} from "lucide-react";
import { Link } from "react-router";
import { LOCALE_NAMES, LOCALES, type Locale, localizedPath } from "@/shared/locales";
import type { MessageKey } from "@/shared/messages/keys";
import { PAGE_PATHS, type PageId } from "@/shared/page-texts/pages";
import { TRANSLATION_STATE_STYLE } from "@/web/components/content-languages";
import { useSwitchLanguage } from "@/web/components/layout/language-switch";
import { Button } from "@/web/components/ui/button";
import { formatDateTime } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { usePageContentQuery } from "@/web/lib/page-content";
import { cn } from "@/web/lib/utils";
import { usePageLanguages } from "../api/page-languages";
import { PageHistory } from "./page-history";

/** The spec's order: Home, About Us, Contact Us, Privacy Policy, Terms of Service, Help Center, Business. */
const CARDS: { page: PageId; icon: LucideIcon; descriptionKey: MessageKey }[] = [
  { page: "home", icon: Home, descriptionKey: "admin.editPages.card.home" },
  { page: "about", icon: Info, descriptionKey: "admin.editPages.card.about" },
  { page: "contact", icon: Mail, descriptionKey: "admin.editPages.card.contact" },
  { page: "privacy", icon: ShieldCheck, descriptionKey: "admin.editPages.card.privacy" },
  { page: "terms", icon: FileText, descriptionKey: "admin.editPages.card.terms" },
  { page: "help", icon: LifeBuoy, descriptionKey: "admin.editPages.card.help" },
  { page: "business", icon: Building2, descriptionKey: "admin.editPages.card.business" },
];

/** /admin/edit-pages: a card per public page, each opening the page itself in edit mode. */
export function EditPages() {
  const t = useT();
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-600">{t("admin.editPages.intro")}</p>
      <p className="max-w-3xl text-sm text-slate-500">{t("admin.editPages.languagesHint")}</p>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {CARDS.map((card) => (
          <PageCard key={card.page} {...card} />
        ))}
      </ul>
    </div>
  );
}

function PageCard({
  page,
  icon: Icon,
  descriptionKey,
}: {
  page: PageId;
  icon: LucideIcon;
  descriptionKey: MessageKey;
}) {
  const t = useT();
  const { locale } = useLocale();
  const { data } = usePageContentQuery(page);
  const label = t(`admin.pageName.${page}`);
  const path = PAGE_PATHS[page];
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-ink">{label}</h2>
          <p dir="ltr" className="truncate text-start text-sm text-slate-500">
            {path}
          </p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm leading-relaxed text-slate-600">{t(descriptionKey)}</p>
      <p className="mt-3 text-xs text-slate-500">
        {data
          ? data.updatedAt
            ? t("admin.editPages.lastSaved", { date: formatDateTime(data.updatedAt, locale) })
            : t("admin.editPages.builtIn")
          : "\u00a0"}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={`${path}?edit=1`}>
            <Pencil aria-hidden="true" />
            {t("admin.editPages.edit")}
            {/* The page's name for screen readers, after the visible words (the name holds what is seen). */}
            <span className="sr-only"> ({label})</span>
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={path}>
            <ExternalLink aria-hidden="true" />
            {t("admin.editPages.view")}
            <span className="sr-only"> ({label})</span>
          </Link>
        </Button>
        <PageHistory page={page} />
      </div>
      <PageLanguages page={page} label={label} />
    </li>
  );
}

/**
 * How far each language of the page is, each with a link that opens the page in that language in edit mode
 * (a full load: the language is the address's, ADR 048). The state is written, not only coloured.
 */
function PageLanguages({ page, label }: { page: PageId; label: string }) {
  const t = useT();
  const { data } = usePageLanguages();
  // Opening a language is choosing it on this device: the account's own language must not take the page back.
  const { switchTo } = useSwitchLanguage();
  const languages = data?.pages.find((entry) => entry.pageId === page)?.languages;
  const stateOf = (locale: Locale) => (locale === "en" ? "source" : languages?.[locale]);
  return (
    <section className="mt-5 border-t border-slate-100 pt-4" aria-label={t("admin.editPages.languages")}>
      <h3 className="text-sm font-semibold text-ink">{t("admin.editPages.languages")}</h3>
      <ul className="mt-2 space-y-1.5">
        {LOCALES.map((locale) => {
          const state = stateOf(locale);
          const editPath = `${PAGE_PATHS[page]}?edit=1`;
          return (
            <li key={locale} className="flex items-center justify-between gap-3 text-sm">
              <a
                href={localizedPath(locale, editPath)}
                hrefLang={locale}
                lang={locale}
                onClick={(event) => {
                  event.preventDefault();
                  void switchTo(locale, { saveToAccount: false, path: editPath });
                }}
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
                aria-label={t("admin.editPages.editIn", { page: label, language: LOCALE_NAMES[locale] })}
              >
                {LOCALE_NAMES[locale]}
              </a>
              {state === "source" ? (
                <span className="rounded-full border border-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
                  {t("admin.translations.source")}
                </span>
              ) : state ? (
                <span
                  className={cn("rounded-full border px-2 py-0.5 text-xs font-medium", TRANSLATION_STATE_STYLE[state])}
                >
                  {t(`admin.translations.state.${state}`)}
                </span>
              ) : (
                <span className="text-xs text-slate-400" aria-hidden="true">
                  …
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
