import { LANGUAGES, type LanguageId } from "@/shared/languages";
import { Select } from "@/web/components/ui/select";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** Browse's language filter: "Any language" or one the celebrity records in. */
export function LanguageSelect({
  value,
  onChange,
  className,
}: {
  value: LanguageId | "";
  onChange: (language: LanguageId | "") => void;
  className?: string;
}) {
  const t = useT();
  const names = useCatalogueNames();
  return (
    <Select
      aria-label={t("catalogue.language.label")}
      className={cn("h-10 w-48 rounded-full", className)}
      value={value}
      onChange={(event) => onChange(event.target.value as LanguageId | "")}
    >
      <option value="">{t("catalogue.language.any")}</option>
      {LANGUAGES.map((language) => (
        <option key={language.id} value={language.id}>
          {names.starLanguage(language.id)}
        </option>
      ))}
    </Select>
  );
}
