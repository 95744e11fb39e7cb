import { LANGUAGES, type LanguageId } from "@/shared/languages";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { cn } from "@/web/lib/utils";

const ANY = "any";

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
    <Select value={value || ANY} onValueChange={(next) => onChange(next === ANY ? "" : (next as LanguageId))}>
      <SelectTrigger aria-label="Language" className={cn("h-10 w-48 rounded-full", className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ANY}>Any language</SelectItem>
        {LANGUAGES.map((language) => (
          <SelectItem key={language.id} value={language.id}>
            {language.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
