import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { useBrandingFavicon } from "@/web/lib/branding";
import { CurrencyProvider } from "@/web/lib/currency/currency-context";
import { createAppRouter } from "./router";

/** The tab's icon follows the favicon staff uploaded, on every page. */
function BrandingFavicon() {
  useBrandingFavicon();
  return null;
}

export function AppProviders() {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <BrandingFavicon />
        <RouterProvider router={router} />
        {/* Plain toasts: the rich colour variants fail axe contrast for their text. */}
        <Toaster position="bottom-right" closeButton />
      </CurrencyProvider>
    </QueryClientProvider>
  );
}
