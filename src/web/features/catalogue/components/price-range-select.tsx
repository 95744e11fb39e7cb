import { formatMoney } from "@/shared/money";
import { Select } from "@/web/components/ui/select";
import { useCurrency } from "@/web/lib/currency/currency-context";
import { useLocale, useT } from "@/web/lib/i18n";
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

/** A price's zero cents, in any language's marks ("$150.00", "150,00 $", Arabic's "١٥٠٫٠٠"), not its grouping. */
const ZERO_CENTS = /[.,\u066b](?:00|\u0660\u0660)(?![\d\u0660-\u0669])/;

/**
 * A band's edge as people quote one: two significant figures ("₦229,500" reads "₦230,000"). The bands are
 * whole US dollars, so an edge converted to another currency is a figure nobody would pick.
 */
export function roundBandEdge(amount: number): number {
  if (amount < 100) return Math.round(amount);
  const step = 10 ** (Math.floor(Math.log10(amount)) - 1);
  return Math.round(amount / step) * step;
}

/**
 * "Under ₦…", "₦… – ₦…", "₦… and up", in the visitor's currency (whole units, rounded) and the page's language.
 * A band's top edge is where the next one starts ("$150 – $250", then "$250 – $500").
 */
function useRangeLabel() {
  const t = useT();
  const { locale } = useLocale();
  const { currency, rate } = useCurrency();
  const money = (usd: number) =>
    formatMoney(roundBandEdge(usd * (rate ?? 1)), currency, locale).replace(ZERO_CENTS, "");
  return ({ minPrice, maxPrice }: PriceRange) => {
    if (minPrice === null && maxPrice !== null) return t("catalogue.price.under", { amount: money(maxPrice + 1) });
    if (minPrice !== null && maxPrice === null) return t("catalogue.price.andUp", { amount: money(minPrice) });
    return t("catalogue.price.range", { min: money(minPrice ?? 0), max: money((maxPrice ?? 0) + 1) });
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
  const t = useT();
  const label = useRangeLabel();
  const current = value.minPrice === null && value.maxPrice === null ? ANY : keyOf(value);
  // A range typed into the URL by hand is still shown (and can be cleared).
  const custom = current !== ANY && !PRICE_RANGES.some((range) => keyOf(range) === current);
  return (
    <Select
      aria-label={t("catalogue.price.label")}
      className={cn("h-10 w-full rounded-full md:w-48", className)}
      value={current}
      onChange={(event) =>
        onChange(event.target.value === ANY ? { minPrice: null, maxPrice: null } : parseKey(event.target.value))
      }
    >
      <option value={ANY}>{t("catalogue.price.any")}</option>
      {PRICE_RANGES.map((range) => (
        <option key={keyOf(range)} value={keyOf(range)}>
          {label(range)}
        </option>
      ))}
      {custom && <option value={current}>{label(value)}</option>}
    </Select>
  );
}
