import { Outlet } from "react-router";
import { AccountLanguage } from "@/web/components/layout/language-switch";
import { RouteProgress } from "@/web/components/layout/route-progress";
import { SiteHeader } from "@/web/components/layout/site-header";
import { useT } from "@/web/lib/i18n";
import { lazySection } from "@/web/lib/lazy-section";
import { PageScrollRestoration } from "./page-scroll-restoration";

// Below every page's first screen: the header and the page work before it arrives.
const SiteFooter = lazySection(() =>
  import("@/web/components/layout/site-footer").then(({ SiteFooter }) => ({ default: SiteFooter })),
);

export function RootLayout() {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-700 focus:shadow-lg"
      >
        {t("common.skipToContent")}
      </a>
      <AccountLanguage />
      <RouteProgress />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <PageScrollRestoration />
    </div>
  );
}
