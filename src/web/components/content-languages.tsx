import { Check, CircleDashed, CircleHelp, CircleSlash } from "lucide-react";
import type { ReactNode } from "react";
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from "@/shared/locales";
import { TRANSLATED_LOCALES, type TranslationState, type TranslationStatus } from "@/shared/schemas/translations";
import type { TableColumn } from "@/web/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { type Translate, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/**
 * The pieces staff editors of per-language content share (slides, blog posts, ADR 049): a row of language
 * tabs above the translatable fields, and each item's languages with how far they are.
 */

/**
 * English, Français, العربية, Kiswahili: which language the fields under the tabs (`children`) edit. English
 * is the content itself; in another language the fields edit its translation, and a note says that an empty
 * field shows the English text. Each language's name is written in that language.
 */
export function LanguageTabs({
  value,
  onChange,
  children,
  className,
}: {
  value: Locale;
  onChange: (locale: Locale) => void;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <Tabs value={value} onValueChange={(next) => onChange(next as Locale)} className={className}>
      <TabsList aria-label={t("admin.translations.tabs")} className="h-auto flex-wrap">
        {LOCALES.map((locale) => (
          <TabsTrigger key={locale} value={locale}>
            <span lang={locale}>{LOCALE_NAMES[locale]}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {/* One panel, the chosen language's: the same fields, editing that language's texts. */}
      <TabsContent value={value} className="space-y-4 rounded-xl">
        {value !== DEFAULT_LOCALE && (
          <p className="rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700">
            {t("admin.translations.translating", { language: LOCALE_NAMES[value] })}
          </p>
        )}
        {children}
      </TabsContent>
    </Tabs>
  );
}

const STATE_ICON: Record<TranslationState, typeof Check> = {
  done: Check,
  partial: CircleDashed,
  missing: CircleSlash,
  outdated: CircleHelp,
};

/** Each state's colours (beside its words and icon, never instead of them). */
export const TRANSLATION_STATE_STYLE: Record<TranslationState, string> = {
  done: "border-emerald-200 bg-emerald-50 text-emerald-800",
  partial: "border-amber-200 bg-amber-50 text-amber-900",
  outdated: "border-amber-200 bg-amber-50 text-amber-900",
  missing: "border-slate-200 bg-white text-slate-600",
};

/**
 * An item's translated languages, each a small badge: its code, an icon of its state (not the colour
 * alone) and, for screen readers and on hover, the language's name and state in words.
 */
export function TranslationBadges({ status, label }: { status: TranslationStatus; label: string }) {
  const t = useT();
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1">
      {TRANSLATED_LOCALES.map((locale) => {
        const state = status[locale] ?? "missing";
        const Icon = STATE_ICON[state];
        const words = t("admin.translations.badge", {
          language: LOCALE_NAMES[locale],
          state: t(`admin.translations.state.${state}`),
        });
        return (
          <li
            key={locale}
            title={words}
            data-state={state}
            className={cn(
              "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold",
              TRANSLATION_STATE_STYLE[state],
            )}
          >
            <span aria-hidden="true" className="uppercase">
              {locale}
            </span>
            <Icon aria-hidden="true" className="size-3" />
            <span className="sr-only">{words}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The Languages column of a staff list of translated items (slides, posts): each row's badges. */
export function languagesColumn<Row extends { title: string; translationStatus: TranslationStatus }>(
  t: Translate,
): TableColumn<Row> {
  return {
    id: "languages",
    header: t("admin.translations.column"),
    cell: (row) => (
      <TranslationBadges
        status={row.translationStatus}
        label={t("admin.translations.listLabel", { title: row.title })}
      />
    ),
  };
}
