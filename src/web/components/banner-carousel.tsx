import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import type { SliderItem } from "@/shared/schemas/catalogue";
import { ContentImage } from "@/web/components/content-image";
import { Button } from "@/web/components/ui/button";
import { type ShownLanguage, useFallbackLang } from "@/web/lib/content-language";
import { useT } from "@/web/lib/i18n";
import { useCarousel } from "@/web/lib/use-carousel";
import { cn } from "@/web/lib/utils";

export type BannerSlideContent = Pick<SliderItem, "title" | "description" | "imageUrl" | "buttonText" | "buttonLink"> &
  ShownLanguage<"title" | "description" | "buttonText"> & {
    id: string;
  };

/**
 * The home page's banner carousel (21:9 images with title, description and an optional button; previous and
 * next disabled at the ends). Presentational: the home page feeds it the active slides, Slider Management
 * its live preview, so staff see exactly what visitors will.
 */
export function BannerCarousel({
  items,
  label,
  className = "mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8",
}: {
  items: BannerSlideContent[];
  label?: string;
  className?: string;
}) {
  const t = useT();
  const [emblaRef, emblaApi] = useCarousel({ align: "start", loop: false });
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(items.length > 1);

  const sync = useCallback(() => {
    if (!emblaApi) return;
    setSelected(emblaApi.selectedScrollSnap());
    setCanPrev(emblaApi.canScrollPrev());
    setCanNext(emblaApi.canScrollNext());
  }, [emblaApi]);

  useEffect(() => {
    if (!emblaApi) return;
    sync();
    emblaApi.on("select", sync).on("reInit", sync);
    return () => {
      emblaApi.off("select", sync).off("reInit", sync);
    };
  }, [emblaApi, sync]);

  const several = items.length > 1;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label ?? t("common.carousel.highlights")}
      className={className}
    >
      <div className="relative overflow-hidden rounded-3xl bg-ink shadow-sm">
        <div ref={emblaRef} className="overflow-hidden">
          <div className="flex touch-pan-y">
            {items.map((item, index) => (
              <div
                key={item.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t("common.carousel.slideOf", { index: index + 1, total: items.length })}
                className="relative min-w-0 shrink-0 grow-0 basis-full"
              >
                <BannerSlide item={item} eager={index === 0} hidden={index !== selected} />
              </div>
            ))}
          </div>
        </div>
        {several && (
          <>
            <Button
              variant="inverted"
              size="icon"
              aria-label={t("common.carousel.previous")}
              disabled={!canPrev}
              onClick={() => emblaApi?.scrollPrev()}
              className="absolute top-[calc((100vw_-_2rem)*9/42)] start-3 -translate-y-1/2 sm:top-1/2 sm:start-4"
            >
              <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
            </Button>
            <Button
              variant="inverted"
              size="icon"
              aria-label={t("common.carousel.next")}
              disabled={!canNext}
              onClick={() => emblaApi?.scrollNext()}
              className="absolute top-[calc((100vw_-_2rem)*9/42)] end-3 -translate-y-1/2 sm:top-1/2 sm:end-4"
            >
              <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
            </Button>
          </>
        )}
      </div>
      {several && (
        <div className="mt-3 flex justify-center gap-1">
          {items.map((item, index) => (
            <button
              key={item.id}
              type="button"
              aria-label={t("common.carousel.goTo", { index: index + 1 })}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => emblaApi?.scrollTo(index)}
              className="group inline-flex h-6 items-center justify-center rounded-full px-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <span
                className={cn(
                  "block h-2 rounded-full transition-all",
                  index === selected ? "w-6 bg-brand-700" : "w-2 bg-slate-300 group-hover:bg-slate-400",
                )}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function BannerSlide({ item, eager, hidden }: { item: BannerSlideContent; eager: boolean; hidden: boolean }) {
  const hasButton = Boolean(item.buttonText && item.buttonLink);
  // Staff's words, each in its own direction; English ones (a translation missing) marked as English.
  const langOf = useFallbackLang();
  return (
    <div className="flex flex-col sm:block">
      <div className="aspect-[21/9] w-full bg-slate-800">
        <ContentImage
          src={item.imageUrl}
          alt=""
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col justify-end bg-ink px-5 py-5 text-white sm:absolute sm:inset-0 sm:bg-transparent sm:bg-gradient-to-t sm:from-black/80 sm:via-black/35 sm:to-transparent sm:px-10 sm:py-9 lg:px-14 lg:py-12">
        <div className="max-w-2xl">
          <h2
            dir="auto"
            lang={langOf(item, "title")}
            className="text-xl font-bold tracking-tight text-balance sm:text-3xl lg:text-4xl"
          >
            {item.title}
          </h2>
          <p
            dir="auto"
            lang={langOf(item, "description")}
            className="mt-2 line-clamp-3 text-sm text-slate-200 sm:text-base lg:text-lg"
          >
            {item.description}
          </p>
          {hasButton && (
            <Button asChild variant="default" className="mt-4 sm:mt-6" tabIndex={hidden ? -1 : undefined}>
              <BannerLink href={item.buttonLink!} dir="auto" lang={langOf(item, "buttonText")}>
                {item.buttonText}
              </BannerLink>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

/** Internal links stay in the app; anything else opens as a normal link. */
function BannerLink({ href, children, ...props }: React.ComponentProps<"a"> & { href: string }) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} rel="noopener noreferrer" {...props}>
      {children}
    </a>
  );
}
