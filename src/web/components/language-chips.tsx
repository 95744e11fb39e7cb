import { Check } from "lucide-react";
import { LANGUAGES } from "@/shared/languages";
import { useErrorText } from "@/web/components/ui/form-field";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** The languages as checkbox chips: a native checkbox per language, styled as a pill. */
export function LanguageChips({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const t = useT();
  const errorText = useErrorText();
  const names = useCatalogueNames();
  const toggle = (language: string, on: boolean) =>
    onChange(on ? [...value, language] : value.filter((item) => item !== language));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium text-slate-900">{t("shared.starLanguages.legend")}</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {t("shared.starLanguages.hint")}
      </p>
      <div id={id} tabIndex={-1} className="mt-3 flex flex-wrap gap-2 outline-none">
        {LANGUAGES.map((language) => {
          const checked = value.includes(language.id);
          return (
            <label
              key={language.id}
              className={cn(
                "inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2",
                checked
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-700 hover:border-slate-400",
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                name="languages"
                value={language.id}
                checked={checked}
                onChange={(event) => toggle(language.id, event.target.checked)}
              />
              {checked && <Check aria-hidden="true" className="size-3.5" />}
              {names.starLanguage(language.id)}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
          {errorText(error)}
        </p>
      )}
    </fieldset>
  );
}
