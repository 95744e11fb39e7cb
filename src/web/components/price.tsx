import { formatUsdCentsIn } from "@/shared/money";
import { useCurrency } from "@/web/lib/currency/currency-context";
import { cn } from "@/web/lib/utils";

/**
 * A USD-cent price in the visitor's currency; the USD price follows with a tilde when the currency is
 * not USD and the rate is not 1 (spec section 4).
 */
export function Price({
  usdCents,
  className,
  showUsd = true,
}: {
  usdCents: number;
  className?: string;
  showUsd?: boolean;
}) {
  const { currency, rate } = useCurrency();
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
    </span>
  );
}
