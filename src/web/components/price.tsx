import { formatUsdCentsIn } from "@/shared/money";
import { useCurrency } from "@/web/lib/currency/currency-context";
import { useLocale, useT } from "@/web/lib/i18n";
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
  const { locale } = useLocale();
  const t = useT();
  if (rate === undefined) {
    return (
      <span className={cn("inline-block h-5 w-20 animate-pulse rounded bg-slate-200", className)}>
        <span className="sr-only">{t("common.price.loading")}</span>
      </span>
    );
  }
  const showsUsd = showUsd && currency !== "USD" && rate !== 1;
  return (
    <span className={className}>
      <span data-testid="price">{formatUsdCentsIn(usdCents, currency, rate, locale)}</span>
      {showsUsd && (
        <span className="ms-1.5 text-sm font-normal text-slate-500" data-testid="price-usd">
          ~{formatUsdCentsIn(usdCents, "USD", 1, locale)}
        </span>
      )}
      {sayIfIndicative && indicative && (
        <span className="block basis-full text-xs font-medium text-amber-800" data-testid="price-indicative">
          {t("common.price.indicative", { currency })}
        </span>
      )}
    </span>
  );
}
