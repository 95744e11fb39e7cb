import type * as React from "react";
import { COUNTRIES } from "@/shared/catalogue";
import { OptionSelect } from "@/web/components/option-select";

/** The countries a celebrity can be from (`COUNTRIES`), as a select whose value is the country id. */
export function CountrySelect(props: Omit<React.ComponentProps<typeof OptionSelect>, "options">) {
  return <OptionSelect options={COUNTRIES} {...props} />;
}
