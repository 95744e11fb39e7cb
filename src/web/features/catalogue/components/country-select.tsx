import type { CountryId } from "@/shared/catalogue";
import { CountrySelect as CountryOptions } from "@/web/components/country-select";
import { cn } from "@/web/lib/utils";

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
    <CountryOptions
      value={value}
      onValueChange={(next) => onChange(next as CountryId | "")}
      empty={{ label: "Any country" }}
      trigger={{ "aria-label": "Country", className: cn("h-10 w-full rounded-full md:w-44", className) }}
    />
  );
}
