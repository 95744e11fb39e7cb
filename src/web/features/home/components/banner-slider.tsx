import { BannerCarousel } from "@/web/components/banner-carousel";
import { useSlider } from "../api/get-slider";

/** Staff-managed banners at the top of the home page; renders nothing when there are no active slides. */
export function BannerSlider() {
  const { data } = useSlider();
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return <BannerCarousel items={items} />;
}
