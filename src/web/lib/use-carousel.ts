import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useRef, useState } from "react";
import { useLocale } from "./i18n";

/**
 * Swiping and stepping (Embla) for the carousel whose viewport gets the returned ref. The slides are drawn
 * without it (the server's HTML, the first paint); Embla's code loads once the carousel is on the page, so it
 * is never part of a page's first load. `options` are read once, when Embla starts; on a right-to-left page
 * the carousel runs right to left.
 */
export function useCarousel(
  options: EmblaOptionsType,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const { dir } = useLocale();
  const startOptions = useRef<EmblaOptionsType>({ ...options, direction: dir });
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [carousel, setCarousel] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!viewport) return;
    let started: EmblaCarouselType | undefined;
    let unmounted = false;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (unmounted) return;
      started = EmblaCarousel(viewport, startOptions.current);
      setCarousel(started);
    });
    return () => {
      unmounted = true;
      started?.destroy();
      setCarousel(undefined);
    };
  }, [viewport]);

  return [setViewport, carousel];
}
