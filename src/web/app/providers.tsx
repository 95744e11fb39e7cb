import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import type { CurrencyCode } from "@/shared/currencies";
import type { Locale } from "@/shared/locales";
import { useBrandingFavicon } from "@/web/lib/branding";
import { CurrencyProvider } from "@/web/lib/currency/currency-context";
import { I18nProvider } from "@/web/lib/i18n";

// Toasts are never part of the first paint: the toaster loads beside the page, and sonner replays a toast
// raised before it subscribed, so none is lost.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** The tab's icon follows the favicon staff uploaded, on every page. */
function BrandingFavicon() {
  useBrandingFavicon();
  return null;
}

// On a phone the primary buttons sit at the bottom of the screen (Sign up, Send request): toasts come from
// the top there, from the bottom corner on wider screens.
const PHONE_WIDTH = "(max-width: 639px)";

/** Mounted only in the browser, after hydration: the server's HTML has no toaster to match. */
function Toasts() {
  const [onPhone, setOnPhone] = useState<boolean | null>(null);
  useEffect(() => {
    const phone = window.matchMedia(PHONE_WIDTH);
    const follow = () => setOnPhone(phone.matches);
    follow();
    phone.addEventListener("change", follow);
    return () => phone.removeEventListener("change", follow);
  }, []);
  if (onPhone === null) return null;
  return (
    <Suspense fallback={null}>
      {/* Plain toasts: the rich colour variants fail axe contrast for their text. */}
      <Toaster position={onPhone ? "top-center" : "bottom-right"} closeButton />
    </Suspense>
  );
}

/**
 * What every page sits in, in the browser and in the server's renderer alike: the query cache, the
 * page's language, the visitor's currency (the one the server rendered prices in, when it did) and the
 * router (`children`).
 */
export function AppProviders({
  queryClient,
  locale,
  renderedCurrency,
  children,
}: {
  queryClient: QueryClient;
  locale: Locale;
  renderedCurrency?: CurrencyCode;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale}>
        <CurrencyProvider renderedCurrency={renderedCurrency}>
          <BrandingFavicon />
          {children}
          <Toasts />
        </CurrencyProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
