import { CircleCheck, Hourglass, Star, Wallet } from "lucide-react";
import { Price } from "@/web/components/price";
import { StatCard } from "@/web/components/stat-card";
import { ErrorState } from "@/web/components/states";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useCelebrityStats } from "../api/get-celebrity-stats";
import { couldNotLoad } from "../lib/format";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The celebrity's figures, all computed by the server from their own requests and reviews. */
export function StatCards() {
  const { data: stats, isPending, isError, error, refetch } = useCelebrityStats();

  if (isPending) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <span className="sr-only">Loading your figures…</span>
        {["pending", "completed", "earnings", "rating"].map((key) => (
          <Skeleton key={key} className="h-32 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (isError) return <ErrorState message={couldNotLoad("your figures", error)} onRetry={() => void refetch()} />;

  return (
    <ul aria-label="Your figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <li>
        <StatCard
          label="Pending requests"
          icon={Hourglass}
          value={stats.pending}
          caption={`${plural(stats.accepted, "accepted request", "accepted requests")} to record`}
        />
      </li>
      <li>
        <StatCard label="Completed videos" icon={CircleCheck} value={stats.completed} caption="Delivered to fans" />
      </li>
      <li>
        <StatCard
          label="Earnings"
          icon={Wallet}
          value={<Price usdCents={stats.earningsUsdCents} showUsd={false} />}
          // Each video's fee was fixed when its fan paid: today's percentage says nothing about them.
          caption="Delivered videos, after each one's fee"
          to="/dashboard/earnings"
        />
      </li>
      <li>
        <StatCard
          label="Average rating"
          icon={Star}
          value={stats.averageRating === null ? "No ratings yet" : stats.averageRating.toFixed(1)}
          caption={plural(stats.reviewCount, "review", "reviews")}
        />
      </li>
    </ul>
  );
}
