import { formatUsdCentsIn } from "@/shared/money";
import { Select } from "@/web/components/ui/select";
import { useCurrency } from "@/web/lib/currency/currency-context";
import { cn } from "@/web/lib/utils";

export type PriceRange = { minPrice: number | null; maxPrice: number | null };

/** Ranges in whole US dollars (prices are set in USD); the labels show the visitor's currency. */
export const PRICE_RANGES: PriceRange[] = [
  { minPrice: null, maxPrice: 149 },
  { minPrice: 150, maxPrice: 249 },
  { minPrice: 250, maxPrice: 499 },
  { minPrice: 500, maxPrice: null },
];

const ANY = "any";
const keyOf = ({ minPrice, maxPrice }: PriceRange) => `${minPrice ?? ""}-${maxPrice ?? ""}`;

function parseKey(key: string): PriceRange {
  const [min = "", max = ""] = key.split("-");
  return { minPrice: min ? Number(min) : null, maxPrice: max ? Number(max) : null };
}

/** "Under ₦…", "₦… – ₦…", "₦… and up", in the visitor's currency (whole units). */
function useRangeLabel() {
  const { currency, rate } = useCurrency();
  const money = (usd: number) => formatUsdCentsIn(usd * 100, currency, rate ?? 1).replace(/[.,]00$/, "");
  return ({ minPrice, maxPrice }: PriceRange) => {
    if (minPrice === null && maxPrice !== null) return `Under ${money(maxPrice + 1)}`;
    if (minPrice !== null && maxPrice === null) return `${money(minPrice)} and up`;
    return `${money(minPrice ?? 0)} – ${money(maxPrice ?? 0)}`;
  };
}

/** Browse's price filter: a few ranges, kept in the URL as minPrice / maxPrice (USD). */
export function PriceRangeSelect({
  value,
  onChange,
  className,
}: {
  value: PriceRange;
  onChange: (range: PriceRange) => void;
  className?: string;
}) {
  const label = useRangeLabel();
  const current = value.minPrice === null && value.maxPrice === null ? ANY : keyOf(value);
  // A range typed into the URL by hand is still shown (and can be cleared).
  const custom = current !== ANY && !PRICE_RANGES.some((range) => keyOf(range) === current);
  return (
    <Select
      aria-label="Price"
      className={cn("h-10 w-full rounded-full md:w-48", className)}
      value={current}
      onChange={(event) =>
        onChange(event.target.value === ANY ? { minPrice: null, maxPrice: null } : parseKey(event.target.value))
      }
    >
      <option value={ANY}>Any price</option>
      {PRICE_RANGES.map((range) => (
        <option key={keyOf(range)} value={keyOf(range)}>
          {label(range)}
        </option>
      ))}
      {custom && <option value={current}>{label(value)}</option>}
    </Select>
  );
}
