import { useId } from "react";
import { LOCALE_NAMES } from "@/shared/locales";
import { BIO_MAX_LENGTH, type BioTranslations } from "@/shared/schemas/celebrity-profile";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/shared/schemas/translations";
import { FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/textarea";
import { useT } from "@/web/lib/i18n";

/** The bio's text in each of the site's other languages, as typed ("" where the star wrote none). */
export type BioTexts = Record<TranslatedLocale, string>;
export type BioErrors = Partial<Record<TranslatedLocale, string>>;

export const bioTextsOf = (translations: BioTranslations): BioTexts =>
  Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, translations[locale] ?? ""])) as BioTexts;

const isTranslatedLocale = (value: unknown): value is TranslatedLocale =>
  (TRANSLATED_LOCALES as readonly unknown[]).includes(value);

/**
 * Each language's message of a refused `bioTranslations`: from the schema's issues (path `["fr"]`) or the
 * API's details (path `"bioTranslations.fr"`).
 */
export function bioErrorsOf(issues: readonly { path?: unknown; message?: unknown }[]): BioErrors {
  const errors: BioErrors = {};
  for (const { path, message } of issues) {
    const parts = typeof path === "string" ? path.split(".") : Array.isArray(path) ? path : [];
    const locale = parts.find(isTranslatedLocale);
    if (locale && typeof message === "string" && !errors[locale]) errors[locale] = message;
  }
  return errors;
}

/** The id of a language's field, for focusing it. */
export const bioFieldId = (idPrefix: string, locale: TranslatedLocale) => `${idPrefix}-bio-${locale}`;

/**
 * The star's bio in the site's other languages (ADR 049), behind a disclosure: Français, العربية,
 * Kiswahili, each optional. A visitor reading Salamu in one of them sees that text; where it is empty, the
 * main bio shows, in whatever language the star wrote it.
 */
export function BioTranslationsField({
  idPrefix,
  value,
  onChange,
  errors,
  open,
  onOpenChange,
}: {
  idPrefix: string;
  value: BioTexts;
  onChange: (locale: TranslatedLocale, text: string) => void;
  errors: BioErrors;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const summaryId = useId();
  return (
    <details
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
      className="rounded-xl border border-slate-200 px-4 py-3"
    >
      <summary id={summaryId} className="cursor-pointer text-sm font-medium text-slate-900">
        {t("account.details.bioTranslations")}
      </summary>
      <div role="group" aria-labelledby={summaryId} className="mt-3 space-y-4">
        <p className="text-sm text-slate-600">{t("account.details.bioTranslationsText")}</p>
        {TRANSLATED_LOCALES.map((locale) => {
          const id = bioFieldId(idPrefix, locale);
          return (
            <FormField
              key={locale}
              id={id}
              label={<span lang={locale}>{LOCALE_NAMES[locale]}</span>}
              hint={t("account.details.bioTranslationHint")}
              error={errors[locale]}
            >
              {/* The star writes it in that language: spell-checked as such, running the way its letters do. */}
              <Textarea
                id={id}
                name={`bioTranslations.${locale}`}
                rows={3}
                dir="auto"
                lang={locale}
                maxLength={BIO_MAX_LENGTH}
                value={value[locale]}
                aria-invalid={errors[locale] ? true : undefined}
                aria-describedby={[`${id}-hint`, errors[locale] && `${id}-error`].filter(Boolean).join(" ")}
                onChange={(event) => onChange(locale, event.target.value)}
              />
            </FormField>
          );
        })}
      </div>
    </details>
  );
}
