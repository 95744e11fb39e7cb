import { ArrowRight, ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { FEATURED_PER_VIEW } from "@/shared/catalogue";
import { Button } from "@/web/components/ui/button";
import { useLocale, useT } from "@/web/lib/i18n";
import { useCarousel } from "@/web/lib/use-carousel";
import { useFeaturedCelebrities } from "../api/get-featured-celebrities";
import { CelebrityCard, CelebrityCardSkeleton } from "./celebrity-card";

/** Slide widths: about 2.2 cards at 375px (a phone sees two stars at once), 2 at sm, 3 at md, FEATURED_PER_VIEW (4) at lg. */
const SLIDE = "min-w-0 shrink-0 grow-0 basis-[46%] ps-3 sm:basis-1/2 sm:ps-5 md:basis-1/3 lg:basis-1/4 lg:ps-6";

/** The home page's "Featured Stars": featured celebrities, four per view, stepping one card at a time. */
export function FeaturedCarousel({ title }: { title?: ReactNode }) {
  const t = useT();
  const { dir } = useLocale();
  const headingId = useId();
  const { data, isPending, isError, refetch } = useFeaturedCelebrities();
  const [emblaRef, emblaApi] = useCarousel({
    // Right to left in Arabic: the first star at the start (the right), swiping the way the page reads.
    direction: dir,
    align: "start",
    slidesToScroll: 1,
    loop: false,
    containScroll: "trimSnaps",
  });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const updateButtons = useCallback(() => {
    if (!emblaApi) return;
    setCanPrev(emblaApi.canScrollPrev());
    setCanNext(emblaApi.canScrollNext());
  }, [emblaApi]);

  useEffect(() => {
    if (!emblaApi) return;
    updateButtons();
    emblaApi.on("select", updateButtons).on("reInit", updateButtons);
    return () => {
      emblaApi.off("select", updateButtons).off("reInit", updateButtons);
    };
  }, [emblaApi, updateButtons]);

  const items = data?.items ?? [];
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the slides arrive
  useEffect(() => {
    emblaApi?.reInit();
  }, [emblaApi, items.length]);

  if (!isPending && !isError && items.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="py-8 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-6 flex items-end justify-between gap-4">
          <div>
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {title ?? t("catalogue.featured.title")}
            </h2>
            <p className="mt-1 hidden text-sm text-slate-600 sm:block sm:text-base">
              {t("catalogue.featured.subtitle")}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
            <Link
              to="/celebrities"
              className="me-1 inline-flex items-center gap-1 whitespace-nowrap rounded-md text-sm font-semibold text-brand-700 hover:text-orange-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {t("catalogue.featured.viewAll")}{" "}
              <ArrowRight aria-hidden="true" className="rtl:-scale-x-100 hidden size-4 sm:block" />
            </Link>
            <Button
              variant="outline"
              size="icon"
              className="size-9 sm:size-10"
              aria-label={t("catalogue.featured.previous")}
              disabled={!canPrev}
              onClick={() => emblaApi?.scrollPrev()}
            >
              <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="size-9 sm:size-10"
              aria-label={t("catalogue.featured.next")}
              disabled={!canNext}
              onClick={() => emblaApi?.scrollNext()}
            >
              <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
            </Button>
          </div>
        </div>

        {isError ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            <p>{t("catalogue.featured.loadError")}</p>
            <Button variant="outline" size="sm" className="mt-4" onClick={() => refetch()}>
              {t("catalogue.common.tryAgain")}
            </Button>
          </div>
        ) : (
          <div className="overflow-hidden" ref={emblaRef}>
            <div className="-ms-3 flex touch-pan-y sm:-ms-5 lg:-ms-6" aria-busy={isPending}>
              {isPending
                ? Array.from({ length: FEATURED_PER_VIEW }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons
                    <div key={index} className={SLIDE}>
                      <CelebrityCardSkeleton />
                    </div>
                  ))
                : items.map((celebrity, index) => (
                    <div
                      key={celebrity.id}
                      className={SLIDE}
                      role="group"
                      aria-roledescription={t("catalogue.featured.slideRole")}
                      aria-label={t("catalogue.featured.slide", { index: index + 1, total: items.length })}
                    >
                      <CelebrityCard celebrity={celebrity} />
                    </div>
                  ))}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
