import { CircleCheck, Hourglass, Star, Wallet } from "lucide-react";
import { Price } from "@/web/components/price";
import { StatCard } from "@/web/components/stat-card";
import { ErrorState } from "@/web/components/states";
import { Skeleton } from "@/web/components/ui/skeleton";
import { formatNumber } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useCelebrityStats } from "../api/get-celebrity-stats";
import { loadFailReason } from "../lib/format";

/** The celebrity's figures, all computed by the server from their own requests and reviews. */
export function StatCards() {
  const t = useT();
  const { locale } = useLocale();
  const { data: stats, isPending, isError, error, refetch } = useCelebrityStats();

  if (isPending) {
    return (
      <div role="status" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <span className="sr-only">{t("account.stats.loading")}</span>
        {["pending", "completed", "earnings", "rating"].map((key) => (
          <Skeleton key={key} className="h-32 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <ErrorState
        message={t("account.stats.loadError", { reason: loadFailReason(t, error) })}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    // Two abreast on a phone, so the first pending request is on the first screen (four stacked cards pushed
    // it below the fold).
    <ul aria-label={t("account.stats.label")} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <li>
        <StatCard
          label={t("account.stats.pending")}
          icon={Hourglass}
          value={formatNumber(stats.pending, locale)}
          caption={t("account.stats.acceptedToRecord", { count: stats.accepted })}
        />
      </li>
      <li>
        <StatCard
          label={t("account.stats.completed")}
          icon={CircleCheck}
          value={formatNumber(stats.completed, locale)}
          caption={t("account.stats.completedCaption")}
        />
      </li>
      <li>
        <StatCard
          label={t("account.stats.earnings")}
          icon={Wallet}
          value={<Price usdCents={stats.earningsUsdCents} showUsd={false} />}
          // Each video's fee was fixed when its fan paid: today's percentage says nothing about them.
          caption={t("account.stats.earningsCaption")}
          to="/dashboard/earnings"
        />
      </li>
      <li>
        <StatCard
          label={t("account.stats.rating")}
          icon={Star}
          value={
            stats.averageRating === null ? t("account.stats.noRatings") : formatNumber(stats.averageRating, locale, 1)
          }
          caption={t("account.stats.reviews", { count: stats.reviewCount })}
        />
      </li>
    </ul>
  );
}
