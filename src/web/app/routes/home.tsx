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
    <>
      <BannerSlider />
      <Hero />
      <FeaturedCarousel title="Featured Stars" />
      <HowItWorks />
      <CategoryGrid />
      <FanExperiences Avatar={CelebrityAvatar} />
      <ClosingCta />
    </>
  );
}
