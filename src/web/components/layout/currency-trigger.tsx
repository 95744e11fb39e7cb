import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { findCurrency } from "@/shared/currencies";
import { Button } from "@/web/components/ui/button";
import { useCurrency } from "@/web/lib/currency/currency-context";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** The currency button: the current currency's flag and code. */
export function CurrencyTrigger({ className, ...props }: React.ComponentProps<"button">) {
  const { currency } = useCurrency();
  const current = findCurrency(currency);
  const t = useT();
  return (
    <Button
      variant="outline"
      size="sm"
      title={t("common.currency.title", { name: current.name })}
      className={cn("gap-1.5 px-3", className)}
      {...props}
    >
      <span aria-hidden="true" className="text-base leading-none">
        {current.flag}
      </span>
      {/* Named by its content so the visible code is part of the name: "Change currency, currently USD". */}
      <span className="sr-only">{t("common.currency.change")}</span>
      <span>{current.code}</span>
      <ChevronDown className="text-slate-500" aria-hidden="true" />
    </Button>
  );
}
