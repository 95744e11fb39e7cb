import { localeOfPath } from "@/shared/locales";
import { HOME_TEXTS } from "@/shared/page-texts/texts-home";
import type { PagePrefetch } from "@/web/app/page-module";
import { PageContent } from "@/web/components/page-content/page-content";
import { categoriesQueryOptions } from "@/web/features/catalogue/api/get-categories";
import { featuredCelebritiesQueryOptions } from "@/web/features/catalogue/api/get-featured-celebrities";
import { sliderQueryOptions } from "@/web/features/home/api/get-slider";
import { testimonialsQueryOptions } from "@/web/features/home/api/get-testimonials";
import { BannerSlider, preloadBannerSlider } from "@/web/features/home/components/banner-slider";
import { Hero } from "@/web/features/home/components/hero";
import { lazySection } from "@/web/lib/lazy-section";
import { prefetchPageContent } from "@/web/lib/page-content";
import { usePageTitle } from "@/web/lib/use-page-title";

const BelowTheFold = lazySection(() => import("@/web/app/sections/home-below-the-fold"), ["catalogue", "shared"]);

/** Everything the home page draws: its saved texts, the banners, featured stars, categories and fans' words. */
export const prefetch: PagePrefetch = (queryClient, request) =>
  Promise.all([
    prefetchPageContent("home")(queryClient, request),
    queryClient.prefetchQuery(sliderQueryOptions(localeOfPath(request.url.pathname).locale)),
    queryClient.prefetchQuery(featuredCelebritiesQueryOptions()),
    queryClient.prefetchQuery(categoriesQueryOptions()),
    queryClient.prefetchQuery(testimonialsQueryOptions()),
  ]);

export const loadSections = () => Promise.all([preloadBannerSlider(), BelowTheFold.preload()]);

export default function HomePage() {
  usePageTitle();
  return (
    <PageContent page="home" defaults={HOME_TEXTS}>
      <BannerSlider />
      <Hero />
      <BelowTheFold />
    </PageContent>
  );
}
