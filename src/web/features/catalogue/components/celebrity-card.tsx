import { MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import { pageHref } from "@/shared/client-routes";
import type { CelebritySummary } from "@/shared/schemas/catalogue";
import { Price } from "@/web/components/price";
import { VerifiedBadge } from "@/web/components/verified-badge";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { capitalise, formatNumber } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { CelebrityAvatar } from "./celebrity-avatar";

type HeadingLevel = "h2" | "h3" | "h4";

/** A celebrity in a grid or carousel; the whole card links to the profile. */
export function CelebrityCard({
  celebrity,
  headingLevel: Heading = "h3",
  className,
  priority = false,
}: {
  celebrity: CelebritySummary;
  headingLevel?: HeadingLevel;
  className?: string;
  /** Among the first cards on screen: its photo is fetched first (CelebrityAvatar). */
  priority?: boolean;
}) {
  const t = useT();
  const { locale } = useLocale();
  const names = useCatalogueNames();
  const profession = celebrity.profession ? capitalise(names.profession(celebrity.profession)) : celebrity.categoryName;
  return (
    <article className={cn("group relative flex h-full flex-col", className)} data-testid="celebrity-card">
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-black/5">
        <CelebrityAvatar
          name={celebrity.fullName}
          imageUrl={celebrity.imageUrl}
          sizes="(min-width: 1024px) 25vw, 50vw"
          priority={priority}
          className="h-full w-full object-[center_25%] transition-transform duration-300 ease-out group-hover:scale-[1.04]"
        />
        <span className="absolute bottom-2 start-2 max-w-[calc(100%-1rem)] truncate rounded-full bg-white/95 px-2.5 py-1 text-xs font-medium text-slate-800 shadow-sm sm:bottom-3 sm:start-3">
          {celebrity.categoryName}
        </span>
      </div>
      <div className="flex flex-1 flex-col pt-3">
        <div className="flex items-center gap-1.5">
          <Heading className="truncate text-sm font-semibold text-slate-900 sm:text-base">
            <Link
              to={pageHref("/celebrity/:username", { username: celebrity.username })}
              className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-brand-600 focus-visible:after:ring-offset-2"
            >
              <bdi>{celebrity.fullName}</bdi>
            </Link>
          </Heading>
          {celebrity.verified && <VerifiedBadge className="size-4.5" />}
        </div>
        <p className="mt-0.5 flex min-w-0 items-center gap-1 text-xs text-slate-600 sm:text-sm">
          <span className="truncate">{profession}</span>
          <span aria-hidden="true">·</span>
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{names.country(celebrity.country)}</span>
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-2 gap-y-1 pt-2">
          {celebrity.reviewCount > 0 ? (
            <span className="inline-flex items-center gap-1 text-sm text-slate-700">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
              <span className="font-medium">{formatNumber(celebrity.rating, locale, 1)}</span>
              <span className="text-slate-500">
                ({formatNumber(celebrity.reviewCount, locale)}
                <span className="sr-only"> {t("catalogue.card.reviews", { count: celebrity.reviewCount })}</span>)
              </span>
            </span>
          ) : (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              {t("catalogue.card.new")}
            </span>
          )}
          <Price
            usdCents={celebrity.priceCents}
            className="flex flex-col items-end text-end text-sm leading-tight font-semibold whitespace-nowrap text-slate-900 sm:text-base [&>[data-testid=price-usd]]:text-xs"
          />
        </div>
      </div>
    </article>
  );
}

export function CelebrityCardSkeleton() {
  return (
    <div className="animate-pulse" aria-hidden="true">
      <div className="aspect-[4/5] rounded-2xl bg-slate-200" />
      <div className="mt-3 h-4 w-3/4 rounded bg-slate-200" />
      <div className="mt-2 h-3 w-1/2 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-1/3 rounded bg-slate-200" />
    </div>
  );
}
