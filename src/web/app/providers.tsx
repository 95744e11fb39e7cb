import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { RouterProvider } from "react-router";
import { useBrandingFavicon } from "@/web/lib/branding";
import { CurrencyProvider } from "@/web/lib/currency/currency-context";
import { seedFromPageData } from "@/web/lib/page-data";
import { createAppRouter } from "./router";

// Toasts are never part of the first paint: the toaster loads beside the page, and sonner replays a toast
// raised before it subscribed, so none is lost.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** The tab's icon follows the favicon staff uploaded, on every page. */
function BrandingFavicon() {
  useBrandingFavicon();
  return null;
}

export function AppProviders({ router: created }: { router?: ReturnType<typeof createAppRouter> } = {}) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({
      defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
    });
    // The public data the server inlined into this page's HTML: drawn without waiting for the API.
    seedFromPageData(client);
    return client;
  });
  const [router] = useState(() => created ?? createAppRouter());
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <BrandingFavicon />
        <RouterProvider router={router} />
        {/* Plain toasts: the rich colour variants fail axe contrast for their text. */}
        <Suspense fallback={null}>
          <Toaster position="bottom-right" closeButton />
        </Suspense>
      </CurrencyProvider>
    </QueryClientProvider>
  );
}
