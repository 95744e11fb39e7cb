import { Check } from "lucide-react";
import { useState } from "react";
import { CURRENCIES } from "@/shared/currencies";
import {
  Command,
  CommandEmpty,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoading,
} from "@/web/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import { useCurrency } from "@/web/lib/currency/currency-context";
import { useCurrencies } from "@/web/lib/currency/get-currencies";
import { cn } from "@/web/lib/utils";
import { CurrencyTrigger } from "./currency-trigger";

type Option = { code: string; name: string; flag: string };

/**
 * Substring match on "CODE Name", words that start with the search first: "nai" lists the Naira, then the
 * Ghanaian Cedi, rather than every fuzzy n-a-i.
 */
const matchCurrency = (value: string, search: string) => {
  const haystack = value.toLowerCase();
  const needle = search.trim().toLowerCase();
  if (!needle) return 1;
  if (haystack.split(" ").some((word) => word.startsWith(needle))) return 1;
  return haystack.includes(needle) ? 0.5 : 0;
};

/**
 * The searchable list behind the currency button (Popover + cmdk). Loaded on first use, so the
 * popover and command libraries stay out of the first page load.
 */
export default function CurrencyPickerMenu({
  className,
  align = "end",
  defaultOpen = false,
}: {
  className?: string;
  align?: "start" | "end";
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const { currency, setCurrency } = useCurrency();
  const { data, isLoading } = useCurrencies();
  // Rates unreachable: still offer the supported currencies (their built-in rates apply).
  const options: readonly Option[] = data?.currencies ?? (isLoading ? [] : CURRENCIES);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <CurrencyTrigger className={className} />
      </PopoverTrigger>
      <PopoverContent align={align} aria-label="Choose currency" className="w-72 p-0">
        <Command label="Currencies" filter={matchCurrency}>
          <CommandInput placeholder="Search currency..." aria-label="Search currency" />
          <CommandList>
            {isLoading && <CommandLoading>Loading...</CommandLoading>}
            {!isLoading && <CommandEmpty>No currency found.</CommandEmpty>}
            {options.map((option) => (
              <CommandItem
                key={option.code}
                value={`${option.code} ${option.name}`}
                onSelect={() => {
                  if (setCurrency(option.code)) setOpen(false);
                }}
              >
                <span aria-hidden="true" className="text-base leading-none">
                  {option.flag}
                </span>
                <span className="w-10 font-semibold">{option.code}</span>
                <span className="truncate text-slate-600">{option.name}</span>
                <Check
                  aria-hidden="true"
                  className={cn(
                    "ms-auto size-4 text-brand-700",
                    option.code === currency ? "opacity-100" : "opacity-0",
                  )}
                />
              </CommandItem>
            ))}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
