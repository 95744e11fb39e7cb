import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { BUILT_IN_RATES, CURRENCY_COOKIE, type CurrencyCode, isCurrencyCode } from "@/shared/currencies";
import { useCurrencies } from "./get-currencies";

export const CURRENCY_STORAGE_KEY = "salamu.currency";

type CurrencyContextValue = {
  currency: CurrencyCode;
  /** Rate per USD of the chosen currency; undefined while rates load. */
  rate: number | undefined;
  /** The rate is the built-in table's (no source has answered for a day): prices in it are indicative. */
  indicative: boolean;
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

/** A year-long cookie the server reads to render the next page's prices in the chosen currency. */
function rememberForServer(code: CurrencyCode) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain, non-secret preference; no Cookie Store API on older phones
  document.cookie = `${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * The visitor's currency: saved preference, else the server-detected one, else USD. A page the server
 * rendered starts in the currency its prices were drawn in (`renderedCurrency`), so hydration matches; a
 * choice saved only in this browser then takes over, and is handed to the server for the next page.
 */
export function CurrencyProvider({
  renderedCurrency,
  children,
}: {
  renderedCurrency?: CurrencyCode;
  children: ReactNode;
}) {
  const { data, isLoading } = useCurrencies();
  const [saved, setSaved] = useState<CurrencyCode | undefined>(() => renderedCurrency ?? readSavedCurrency());
  useEffect(() => {
    const stored = readSavedCurrency();
    if (!stored) return;
    rememberForServer(stored);
    setSaved(stored);
  }, []);
  const currency: CurrencyCode = saved ?? data?.detectedCurrency ?? "USD";
  const known = data?.currencies.find((candidate) => candidate.code === currency);
  const rate = known?.rate ?? (isLoading ? undefined : BUILT_IN_RATES[currency]);
  const indicative = known ? known.indicative : currency !== "USD";

  const setCurrency = useCallback((code: string) => {
    if (!isCurrencyCode(code)) return false;
    setSaved(code);
    rememberForServer(code);
    try {
      window.localStorage.setItem(CURRENCY_STORAGE_KEY, code);
    } catch {
      // Private mode: the choice lasts for this page view only.
    }
    return true;
  }, []);

  const value = useMemo(
    () => ({ currency, rate, indicative, setCurrency, isLoading }),
    [currency, rate, indicative, setCurrency, isLoading],
  );
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
