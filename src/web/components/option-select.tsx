import type * as React from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";

export type SelectOption = { readonly id: string; readonly name: string };

/**
 * A select over a list of `{ id, name }` options, the value being the id. `empty` adds a first choice that stands
 * for "none" (the value ""), such as "Any country"; without it an empty value shows the placeholder.
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
  /** The choice of none: the value the select holds for it (not "", which Radix reserves) and its label. */
  empty?: { value: string; label: string };
  placeholder?: string;
  /** Props for the trigger: id, aria-label, aria-invalid, aria-describedby, className. */
  trigger?: React.ComponentProps<typeof SelectTrigger>;
}) {
  return (
    <Select
      value={empty ? value || empty.value : value}
      onValueChange={(next) => onValueChange(empty && next === empty.value ? "" : next)}
    >
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {empty && <SelectItem value={empty.value}>{empty.label}</SelectItem>}
        {options.map((option) => (
          <SelectItem key={option.id} value={option.id}>
            {option.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
