import { Clock, Languages, MapPin, PauseCircle } from "lucide-react";
import { Link } from "react-router";
import { countryName, professionLabel } from "@/shared/catalogue";
import { languageName } from "@/shared/languages";
import type { CelebrityDetail } from "@/shared/schemas/catalogue";
import { Price } from "@/web/components/price";
import { VerifiedBadge } from "@/web/components/verified-badge";
import { capitalise } from "@/web/lib/format";
import { CelebrityAvatar } from "./celebrity-avatar";
import { ProfileActions } from "./profile-actions";
import { RatingStars } from "./rating-stars";

/** The profile's photo: wide on phones (so the booking card stays near the top), portrait beside the rest. */
export function ProfilePhoto({ celebrity }: { celebrity: CelebrityDetail }) {
  return (
    <div className="overflow-hidden rounded-3xl bg-slate-100 shadow-sm ring-1 ring-black/5">
      <CelebrityAvatar
        name={celebrity.fullName}
        imageUrl={celebrity.imageUrl}
        priority
        className="aspect-[16/10] h-auto w-full object-[center_25%] sm:aspect-[4/3] lg:aspect-[4/5]"
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
  const profession = celebrity.profession ? capitalise(professionLabel(celebrity.profession)) : celebrity.categoryName;
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
            {celebrity.fullName}
          </h1>
          {celebrity.verified && <VerifiedBadge className="size-7" />}
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
          <span>{profession}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {countryName(celebrity.country)}
          </span>
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {celebrity.reviewCount > 0 ? (
            <>
              <RatingStars rating={celebrity.rating} />
              <span className="font-semibold text-slate-900">{celebrity.rating.toFixed(1)}</span>
              <span className="text-slate-600">
                ({celebrity.reviewCount} {celebrity.reviewCount === 1 ? "review" : "reviews"})
              </span>
            </>
          ) : (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700">
              New on Salamu · no reviews yet
            </span>
          )}
        </div>
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-600">
          <Clock aria-hidden="true" className="size-4" />
          Usually responds within {celebrity.responseTime}
        </p>
        {celebrity.languages.length > 0 && (
          <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-600">
            <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>Records in {celebrity.languages.map(languageName).join(", ")}</span>
          </p>
        )}
        {!celebrity.acceptingRequests && (
          <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900">
            <PauseCircle aria-hidden="true" className="size-4" />
            Not accepting requests right now
          </p>
        )}
      </div>

      <div
        className="@container rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:w-80 md:shrink-0"
        data-testid="booking-card"
      >
        <p className="text-sm font-medium text-slate-600">Personalised video message</p>
        {/* Long local prices (NGN 382,500.00) shrink in a narrow card, and the ~USD hint wraps below. */}
        <Price
          usdCents={celebrity.priceCents}
          sayIfIndicative
          className="mt-1 flex flex-wrap items-baseline gap-x-1.5 text-2xl font-bold wrap-anywhere text-slate-900 @[18rem]:text-3xl [&_[data-testid=price-usd]]:ml-0"
        />
        <div className="mt-5">
          <ProfileActions celebrity={celebrity} onRequestVideo={onRequestVideo} />
        </div>
      </div>
    </div>
  );
}

/** The bio. */
export function ProfileAbout({ celebrity }: { celebrity: CelebrityDetail }) {
  return (
    <section aria-labelledby="about-celebrity">
      <h2 id="about-celebrity" className="text-lg font-semibold text-slate-900">
        About {celebrity.fullName}
      </h2>
      <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">
        {celebrity.bio || `${celebrity.fullName} hasn't written a bio yet.`}
      </p>
    </section>
  );
}
