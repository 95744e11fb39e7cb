import { formatUsdCentsIn } from "@/shared/money";
import { useCurrency } from "@/web/lib/currency/currency-context";
import { cn } from "@/web/lib/utils";

/**
 * A USD-cent price in the visitor's currency; the USD price follows with a tilde when the currency is
 * not USD and the rate is not 1 (spec section 4). Where the price is the one about to be paid
 * (`sayIfIndicative`), a rate from the built-in table is said to be indicative.
 */
export function Price({
  usdCents,
  className,
  showUsd = true,
  sayIfIndicative = false,
}: {
  usdCents: number;
  className?: string;
  showUsd?: boolean;
  sayIfIndicative?: boolean;
}) {
  const { currency, rate, indicative } = useCurrency();
  if (rate === undefined) {
    return (
      <span className={cn("inline-block h-5 w-20 animate-pulse rounded bg-slate-200", className)}>
        <span className="sr-only">Loading price</span>
      </span>
    );
  }
  const showsUsd = showUsd && currency !== "USD" && rate !== 1;
  return (
    <span className={className}>
      <span data-testid="price">{formatUsdCentsIn(usdCents, currency, rate)}</span>
      {showsUsd && (
        <span className="ml-1.5 text-sm font-normal text-slate-500" data-testid="price-usd">
          ~{formatUsdCentsIn(usdCents, "USD", 1)}
        </span>
      )}
      {sayIfIndicative && indicative && (
        <span className="block basis-full text-xs font-medium text-amber-800" data-testid="price-indicative">
          Indicative rate: {currency} prices may not be current.
        </span>
      )}
    </span>
  );
}
