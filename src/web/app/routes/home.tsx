import { HOME_TEXTS } from "@/shared/page-texts/texts-home";
import { Editable, PageContent } from "@/web/components/page-content/page-content";
import { CategoryGrid } from "@/web/features/catalogue/components/category-grid";
import { CelebrityAvatar } from "@/web/features/catalogue/components/celebrity-avatar";
import { FeaturedCarousel } from "@/web/features/catalogue/components/featured-carousel";
import { BannerSlider } from "@/web/features/home/components/banner-slider";
import { ClosingCta } from "@/web/features/home/components/closing-cta";
import { FanExperiences } from "@/web/features/home/components/fan-experiences";
import { Hero } from "@/web/features/home/components/hero";
import { HowItWorks } from "@/web/features/home/components/how-it-works";
import { usePageTitle } from "@/web/lib/use-page-title";

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
