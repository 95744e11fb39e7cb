import { Editable } from "@/web/components/page-content/page-content";
import { CategoryGrid } from "@/web/features/catalogue/components/category-grid";
import { CelebrityAvatar } from "@/web/features/catalogue/components/celebrity-avatar";
import { FeaturedCarousel } from "@/web/features/catalogue/components/featured-carousel";
import { ClosingCta } from "@/web/features/home/components/closing-cta";
import { FanExperiences } from "@/web/features/home/components/fan-experiences";
import { HowItWorks } from "@/web/features/home/components/how-it-works";
import { useT } from "@/web/lib/i18n";

/** The home page after its banners and hero (src/web/app/routes/home.tsx loads it as a section of its own). */
export default function HomeBelowTheFold() {
  const t = useT();
  return (
    <>
      <FeaturedCarousel
        title={<Editable<"home"> field="featuredSectionTitle" label={t("home.editable.featuredTitle")} />}
      />
      <HowItWorks />
      <CategoryGrid />
      <FanExperiences Avatar={CelebrityAvatar} />
      <ClosingCta />
    </>
  );
}
