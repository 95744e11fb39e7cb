import { pageTitle } from "@/shared/client-routes";
import type { PagePrefetch } from "@/web/app/page-module";
import { BecomeCelebrity } from "@/web/features/celebrity-applications/components/become-celebrity";
import { useT } from "@/web/lib/i18n";
import { siteInfoQueryOptions } from "@/web/lib/site-info";
import { usePageTitle } from "@/web/lib/use-page-title";

/** The pitch's figures (fee, payout hold, delivery window), in the server's HTML. */
export const prefetch: PagePrefetch = (queryClient) => queryClient.prefetchQuery(siteInfoQueryOptions());

export default function BecomeCelebrityPage() {
  usePageTitle(pageTitle("/become-celebrity"));
  const t = useT();
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="mb-8 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("pages.becomeCelebrity.title")}</h1>
          <p className="mt-3 text-slate-600">{t("pages.becomeCelebrity.intro")}</p>
        </header>
        <BecomeCelebrity />
      </div>
    </div>
  );
}
