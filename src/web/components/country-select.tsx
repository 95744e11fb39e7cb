import type * as React from "react";
import { COUNTRIES } from "@/shared/catalogue";
import { OptionSelect } from "@/web/components/option-select";
import { useCatalogueNames } from "@/web/lib/catalogue-names";

/** The countries a celebrity can be from (`COUNTRIES`), named in the page's language; the value is the country id. */
export function CountrySelect(props: Omit<React.ComponentProps<typeof OptionSelect>, "options">) {
  const names = useCatalogueNames();
  return <OptionSelect options={COUNTRIES.map(({ id }) => ({ id, name: names.country(id) }))} {...props} />;
}
