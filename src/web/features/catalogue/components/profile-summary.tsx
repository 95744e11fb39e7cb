import { CalendarCheck, CalendarX, Clock, Languages, MapPin, PauseCircle, Zap } from "lucide-react";
import { Link } from "react-router";
import { RUSH_DELIVERY_HOURS } from "@/shared/booking";
import { PLANS } from "@/shared/plans";
import type { CelebrityDetail } from "@/shared/schemas/catalogue";
import { Price } from "@/web/components/price";
import { VerifiedBadge } from "@/web/components/verified-badge";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { capitalise, formatNumber } from "@/web/lib/format";
import { messageParts, useLocale, useRichT, useT } from "@/web/lib/i18n";
import { useResponseTime } from "../lib/response-time";
import { CelebrityAvatar } from "./celebrity-avatar";
import { ProfileActions } from "./profile-actions";
import { RatingStars } from "./rating-stars";

/**
 * The profile's photo: wide on phones (so the booking card stays near the top), showing the portrait's top so
 * no head is cut off; portrait beside the rest.
 */
export function ProfilePhoto({ celebrity }: { celebrity: CelebrityDetail }) {
  return (
    <div className="overflow-hidden rounded-3xl bg-slate-100 shadow-sm ring-1 ring-black/5">
      <CelebrityAvatar
        name={celebrity.fullName}
        imageUrl={celebrity.imageUrl}
        priority
        className="aspect-[16/10] h-auto w-full object-top sm:aspect-[4/3] sm:object-[center_25%] lg:aspect-[4/5]"
      />
    </div>
  );
}

/**
 * Who the celebrity is (category, name, profession, country, rating, response time, languages) and, beside
 * it from tablets up, the booking card: price and 'Request a video' are on screen without scrolling.
 */
export function ProfileSummary({
  celebrity,
  onRequestVideo,
}: {
  celebrity: CelebrityDetail;
  onRequestVideo?: (celebrity: CelebrityDetail) => void;
}) {
  const t = useT();
  const richT = useRichT();
  const { locale } = useLocale();
  const responseTime = useResponseTime();
  const names = useCatalogueNames();
  const profession = celebrity.profession ? capitalise(names.profession(celebrity.profession)) : celebrity.categoryName;
  return (
    <div className="flex flex-col gap-5 md:flex-row md:items-start md:gap-8">
      <div className="min-w-0 md:flex-1">
        <Link
          to={`/categories/${celebrity.categoryId}`}
          className="mb-2 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-100"
        >
          {celebrity.categoryName}
        </Link>
        <div className="flex items-center gap-2">
          <h1 className="min-w-0 text-3xl font-bold tracking-tight break-words text-slate-900 md:text-2xl lg:text-3xl">
            <bdi>{celebrity.fullName}</bdi>
          </h1>
          {celebrity.verified && <VerifiedBadge className="size-7" />}
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
          <span>{profession}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {names.country(celebrity.country)}
          </span>
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {celebrity.reviewCount > 0 ? (
            <>
              <RatingStars rating={celebrity.rating} />
              <span className="font-semibold text-slate-900">{formatNumber(celebrity.rating, locale, 1)}</span>
              <span className="text-slate-600">
                {t("catalogue.profile.reviewCount", { count: celebrity.reviewCount })}
              </span>
            </>
          ) : (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700">
              {t("catalogue.profile.newNoReviews")}
            </span>
          )}
        </div>
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-600">
          <Clock aria-hidden="true" className="size-4" />
          {t("catalogue.profile.respondsWithin", { time: responseTime(celebrity.responseTime) })}
        </p>
        {celebrity.languages.length > 0 && (
          <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-600">
            <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {t("catalogue.profile.recordsIn", {
                languages: celebrity.languages.map(names.starLanguage).join(locale === "ar" ? "، " : ", "),
              })}
            </span>
          </p>
        )}
        {!celebrity.acceptingRequests && (
          <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900">
            <PauseCircle aria-hidden="true" className="size-4" />
            {t("catalogue.profile.paused")}
          </p>
        )}
        {celebrity.acceptingRequests && celebrity.full && (
          <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900">
            <CalendarX aria-hidden="true" className="size-4" />
            {t("catalogue.profile.full")}
          </p>
        )}
      </div>

      <div
        className="@container rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:w-80 md:shrink-0"
        data-testid="booking-card"
      >
        <p className="text-sm font-medium text-slate-600">{t("catalogue.profile.videoMessage")}</p>
        {/* Long local prices (NGN 382,500.00) shrink in a narrow card, and the ~USD hint wraps below. */}
        <Price
          usdCents={celebrity.priceCents}
          sayIfIndicative
          className="mt-1 flex flex-wrap items-baseline gap-x-1.5 text-2xl font-bold wrap-anywhere text-slate-900 @[18rem]:text-3xl [&_[data-testid=price-usd]]:ms-0"
        />
        {celebrity.rushPriceCents !== null && (
          <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-700" data-testid="rush-offer">
            <Zap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <span>
              {messageParts(
                t,
                "catalogue.profile.rush",
                { price: <Price usdCents={celebrity.rushPriceCents} showUsd={false} className="font-semibold" /> },
                { hours: RUSH_DELIVERY_HOURS },
              )}
            </span>
          </p>
        )}
        <div className="mt-5">
          <ProfileActions celebrity={celebrity} onRequestVideo={onRequestVideo} />
        </div>
        {celebrity.acceptsPlanBookings && (
          <Link
            to={`/payment?celebrity=${encodeURIComponent(celebrity.id)}`}
            className="mt-4 flex items-center gap-1.5 border-t border-slate-100 pt-3 text-sm text-slate-600 hover:text-brand-800"
          >
            <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            <span>
              {richT("catalogue.profile.inPlans", {
                price: <Price usdCents={PLANS.basic.priceUsdCents} className="font-semibold text-brand-700" />,
              })}
            </span>
          </Link>
        )}
      </div>
    </div>
  );
}

/** The bio, in the page's language when the star wrote it in it. */
export function ProfileAbout({ celebrity }: { celebrity: CelebrityDetail }) {
  const richT = useRichT();
  const name = <bdi>{celebrity.fullName}</bdi>;
  return (
    <section aria-labelledby="about-celebrity">
      <h2 id="about-celebrity" className="text-lg font-semibold text-slate-900">
        {richT("catalogue.profile.about", { name })}
      </h2>
      {/*
        The bio is the celebrity's own words: their text in the page's language when they wrote one (`lang` says
        so), else their main bio, in whichever language they wrote it (unknown, so no `lang`).
      */}
      <p
        dir={celebrity.bio ? "auto" : undefined}
        lang={celebrity.bio && celebrity.bioLocale ? celebrity.bioLocale : undefined}
        className="mt-2 leading-relaxed whitespace-pre-line text-slate-700"
      >
        {celebrity.bio || richT("catalogue.profile.noBio", { name })}
      </p>
    </section>
  );
}
