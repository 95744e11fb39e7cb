import { COUNTRIES, type CountryId } from "@/shared/catalogue";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { cn } from "@/web/lib/utils";

const ANY = "any";

/** Browse's country filter: "Any country" or where the celebrity is from. */
export function CountrySelect({
  value,
  onChange,
  className,
}: {
  value: CountryId | "";
  onChange: (country: CountryId | "") => void;
  className?: string;
}) {
  return (
    <Select value={value || ANY} onValueChange={(next) => onChange(next === ANY ? "" : (next as CountryId))}>
      <SelectTrigger aria-label="Country" className={cn("h-10 w-full rounded-full md:w-44", className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ANY}>Any country</SelectItem>
        {COUNTRIES.map((country) => (
          <SelectItem key={country.id} value={country.id}>
            {country.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
