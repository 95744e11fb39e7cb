import type * as React from "react";
import { Select } from "@/web/components/ui/select";

export type SelectOption = { readonly id: string; readonly name: string };

/**
 * A select over a list of `{ id, name }` options, the value being the id. `empty` adds a first choice that stands
 * for "none" (the value ""), such as "Any country"; without it an empty value shows the placeholder, which
 * cannot be chosen back.
 */
export function OptionSelect({
  options,
  value,
  onValueChange,
  empty,
  placeholder,
  trigger,
}: {
  options: readonly SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  /** The choice of none (the value "") and its label. */
  empty?: { label: string };
  placeholder?: string;
  /** Props for the select: id, aria-label, aria-invalid, aria-describedby, className. */
  trigger?: React.ComponentProps<typeof Select>;
}) {
  return (
    <Select {...trigger} value={value} onChange={(event) => onValueChange(event.target.value)}>
      {empty ? (
        <option value="">{empty.label}</option>
      ) : (
        !value && (
          <option value="" disabled>
            {placeholder ?? ""}
          </option>
        )
      )}
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </Select>
  );
}
