import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { BUILT_IN_RATES, type CurrencyCode, isCurrencyCode } from "@/shared/currencies";
import { useCurrencies } from "./get-currencies";

export const CURRENCY_STORAGE_KEY = "salamu.currency";

type CurrencyContextValue = {
  currency: CurrencyCode;
  /** Rate per USD of the chosen currency; undefined while rates load. */
  rate: number | undefined;
  setCurrency: (code: string) => boolean;
  isLoading: boolean;
};

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

function readSavedCurrency(): CurrencyCode | undefined {
  try {
    const saved = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isCurrencyCode(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** The visitor's currency: saved preference, else the server-detected one, else USD. */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const { data, isLoading } = useCurrencies();
  const [saved, setSaved] = useState<CurrencyCode | undefined>(readSavedCurrency);
  const currency: CurrencyCode = saved ?? data?.detectedCurrency ?? "USD";
  const rate =
    data?.currencies.find((candidate) => candidate.code === currency)?.rate ??
    (isLoading ? undefined : BUILT_IN_RATES[currency]);

  const setCurrency = useCallback((code: string) => {
    if (!isCurrencyCode(code)) return false;
    setSaved(code);
    try {
      window.localStorage.setItem(CURRENCY_STORAGE_KEY, code);
    } catch {
      // Private mode: the choice lasts for this page view only.
    }
    return true;
  }, []);

  const value = useMemo(() => ({ currency, rate, setCurrency, isLoading }), [currency, rate, setCurrency, isLoading]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyContextValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error("useCurrency must be used inside CurrencyProvider");
  return value;
}

/** The currency context, or null outside a CurrencyProvider (a form that only uses it as a hint). */
export function useCurrencyIfAny(): CurrencyContextValue | null {
  return useContext(CurrencyContext);
}
