import { HOME_TEXTS } from "@/shared/page-texts/texts-home";
import type { PagePrefetch } from "@/web/app/page-module";
import { Editable, PageContent } from "@/web/components/page-content/page-content";
import { categoriesQueryOptions } from "@/web/features/catalogue/api/get-categories";
import { featuredCelebritiesQueryOptions } from "@/web/features/catalogue/api/get-featured-celebrities";
import { CategoryGrid } from "@/web/features/catalogue/components/category-grid";
import { CelebrityAvatar } from "@/web/features/catalogue/components/celebrity-avatar";
import { FeaturedCarousel } from "@/web/features/catalogue/components/featured-carousel";
import { sliderQueryOptions } from "@/web/features/home/api/get-slider";
import { testimonialsQueryOptions } from "@/web/features/home/api/get-testimonials";
import { BannerSlider } from "@/web/features/home/components/banner-slider";
import { ClosingCta } from "@/web/features/home/components/closing-cta";
import { FanExperiences } from "@/web/features/home/components/fan-experiences";
import { Hero } from "@/web/features/home/components/hero";
import { HowItWorks } from "@/web/features/home/components/how-it-works";
import { pageContentQueryOptions } from "@/web/lib/page-content";
import { usePageTitle } from "@/web/lib/use-page-title";

/** Everything the home page draws: its saved texts, the banners, featured stars, categories and fans' words. */
export const prefetch: PagePrefetch = (queryClient) =>
  Promise.all([
    queryClient.prefetchQuery(pageContentQueryOptions("home")),
    queryClient.prefetchQuery(sliderQueryOptions()),
    queryClient.prefetchQuery(featuredCelebritiesQueryOptions()),
    queryClient.prefetchQuery(categoriesQueryOptions()),
    queryClient.prefetchQuery(testimonialsQueryOptions()),
  ]);

export default function HomePage() {
  usePageTitle();
  return (
    <PageContent page="home" defaults={HOME_TEXTS}>
      <BannerSlider />
      <Hero />
      <FeaturedCarousel title={<Editable<"home"> field="featuredSectionTitle" label="Featured section title" />} />
      <HowItWorks />
      <CategoryGrid />
      <FanExperiences Avatar={CelebrityAvatar} />
      <ClosingCta />
    </PageContent>
  );
}
