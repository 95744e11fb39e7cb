import { LANGUAGES, type LanguageId } from "@/shared/languages";
import { Select } from "@/web/components/ui/select";
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
  return (
    <Select
      aria-label="Language"
      className={cn("h-10 w-48 rounded-full", className)}
      value={value}
      onChange={(event) => onChange(event.target.value as LanguageId | "")}
    >
      <option value="">Any language</option>
      {LANGUAGES.map((language) => (
        <option key={language.id} value={language.id}>
          {language.name}
        </option>
      ))}
    </Select>
  );
}
