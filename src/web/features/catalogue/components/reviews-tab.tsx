import type { CelebrityDetail } from "@/shared/schemas/catalogue";
import { RelativeTime } from "@/web/components/relative-time";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/states";
import { firstName, formatNumber } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useCelebrityReviews } from "../api/get-celebrity-reviews";
import { CelebrityAvatar } from "./celebrity-avatar";
import { RatingStars } from "./rating-stars";

export function ReviewsTab({ celebrity }: { celebrity: CelebrityDetail }) {
  const t = useT();
  const { locale } = useLocale();
  const { data, isPending, isError, refetch } = useCelebrityReviews(celebrity.username);
  if (isPending) return <LoadingState label={t("catalogue.reviews.loading")} />;
  if (isError) return <ErrorState message={t("catalogue.reviews.loadError")} onRetry={() => refetch()} />;
  if (data.items.length === 0) {
    return <EmptyState icon={null}>{t("catalogue.reviews.empty", { name: firstName(celebrity.fullName) })}</EmptyState>;
  }
  return (
    <div>
      {celebrity.reviewCount > 0 && (
        <div className="mb-6 flex items-center gap-4 rounded-2xl bg-slate-50 p-5">
          <span className="text-4xl font-bold text-slate-900">{formatNumber(celebrity.rating, locale, 1)}</span>
          <div>
            <RatingStars rating={celebrity.rating} size="lg" />
            <p className="mt-1 text-sm text-slate-600">
              {t("catalogue.reviews.basedOn", { count: celebrity.reviewCount })}
            </p>
          </div>
        </div>
      )}
      <ul className="divide-y divide-slate-100">
        {data.items.map((review) => (
          <li key={review.id} className="py-5 first:pt-0">
            <div className="flex items-center gap-3">
              <CelebrityAvatar name={review.authorName} className="size-10 shrink-0 rounded-full" />
              <div className="min-w-0 flex-1">
                <p dir="auto" className="truncate font-semibold text-slate-900">
                  {review.authorName}
                </p>
                <div className="flex items-center gap-2">
                  <RatingStars rating={review.rating} size="sm" />
                  <RelativeTime iso={review.createdAt} className="text-xs text-slate-500" />
                </div>
              </div>
            </div>
            <p dir="auto" className="mt-3 leading-relaxed text-slate-700">
              {review.text}
            </p>
          </li>
        ))}
      </ul>
      {data.total > data.items.length && (
        <p className="mt-4 text-sm text-slate-600">
          {t("catalogue.reviews.showing", { shown: data.items.length, total: data.total })}
        </p>
      )}
    </div>
  );
}
