import type { CountryId } from "@/shared/catalogue";
import { CountrySelect as CountryOptions } from "@/web/components/country-select";
import { useT } from "@/web/lib/i18n";
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
  const t = useT();
  return (
    <CountryOptions
      value={value}
      onValueChange={(next) => onChange(next as CountryId | "")}
      empty={{ label: t("catalogue.country.any") }}
      trigger={{
        "aria-label": t("catalogue.country.label"),
        className: cn("h-10 w-full rounded-full md:w-44", className),
      }}
    />
  );
}
