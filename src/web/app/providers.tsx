import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import type { CurrencyCode } from "@/shared/currencies";
import type { Locale } from "@/shared/locales";
import { useBrandingFavicon } from "@/web/lib/branding";
import { CurrencyProvider } from "@/web/lib/currency/currency-context";
import { I18nProvider } from "@/web/lib/i18n";
import { useSession } from "@/web/lib/session";

// Toasts are never part of the first paint: the toaster loads after it, and sonner replays a toast raised
// before it subscribed, so none is lost.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** The tab's icon follows the favicon staff uploaded, on every page. */
function BrandingFavicon() {
  useBrandingFavicon();
  return null;
}

// On a phone the primary buttons sit at the bottom of the screen (Sign up, Send request): toasts come from
// the top there, from the bottom corner on wider screens.
const PHONE_WIDTH = "(max-width: 639px)";

/** What makes a visitor's first input: every toast on a page the server drew answers one. */
const INPUT_EVENTS = ["pointerdown", "keydown"] as const;

/**
 * Mounted only in the browser, after hydration: the server's HTML has no toaster to match. On a page the
 * server drew, the toaster's code (8.7 KB) waits for the visitor's first tap or key, or for the session to
 * say who is signed in, so a visitor who only reads never downloads it. Signed in, a page can toast with no
 * input (edit mode refused, a live update), as can the pages drawn in the browser: those mount it at once.
 */
function Toasts({ afterFirstInput }: { afterFirstInput: boolean }) {
  const [wanted, setWanted] = useState(!afterFirstInput);
  const { user } = useSession();
  // Once here, it stays: signing out toasts too.
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) setWanted(true);
  }, [signedIn]);
  const [onPhone, setOnPhone] = useState<boolean | null>(null);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const event of INPUT_EVENTS) window.addEventListener(event, want, { capture: true, passive: true });
    return () => {
      for (const event of INPUT_EVENTS) window.removeEventListener(event, want, { capture: true });
    };
  }, [wanted]);
  useEffect(() => {
    if (!wanted) return;
    const phone = window.matchMedia(PHONE_WIDTH);
    const follow = () => setOnPhone(phone.matches);
    follow();
    phone.addEventListener("change", follow);
    return () => phone.removeEventListener("change", follow);
  }, [wanted]);
  if (!wanted || onPhone === null) return null;
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
 * router (`children`). `drawnByServer`: the browser is hydrating the server's HTML.
 */
export function AppProviders({
  queryClient,
  locale,
  renderedCurrency,
  drawnByServer = false,
  children,
}: {
  queryClient: QueryClient;
  locale: Locale;
  renderedCurrency?: CurrencyCode;
  drawnByServer?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale}>
        <CurrencyProvider renderedCurrency={renderedCurrency}>
          <BrandingFavicon />
          {children}
          <Toasts afterFirstInput={drawnByServer} />
        </CurrencyProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
