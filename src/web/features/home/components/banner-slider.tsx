import { lazySection } from "@/web/lib/lazy-section";
import { useSlider } from "../api/get-slider";

// The server draws the first banner (the page's largest picture); the carousel's code (swiping, arrows)
// is not needed before a tap on the page works, so it comes in a chunk of its own.
const BannerCarousel = lazySection(() =>
  import("@/web/components/banner-carousel").then(({ BannerCarousel }) => ({ default: BannerCarousel })),
);

/** Loads the carousel's code ahead of drawing it (a navigation to home waits for it: no banner popping in). */
export const preloadBannerSlider = BannerCarousel.preload;

/** Staff-managed banners at the top of the home page; renders nothing when there are no active slides. */
export function BannerSlider() {
  const { data } = useSlider();
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return <BannerCarousel items={items} />;
}
