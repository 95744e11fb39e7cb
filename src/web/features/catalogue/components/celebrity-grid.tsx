import type { CelebritySummary } from "@/shared/schemas/catalogue";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { CelebrityCard, CelebrityCardSkeleton } from "./celebrity-card";

const GRID = "grid grid-cols-2 gap-x-3 gap-y-6 sm:gap-x-5 sm:gap-y-8 md:grid-cols-3 xl:grid-cols-4";

/** Cards in 2 / 3 / 4 columns (phones / md / xl); skeletons while the first page loads. */
export function CelebrityGrid({
  items,
  loading,
  stale,
  skeletons = 8,
}: {
  items: CelebritySummary[] | undefined;
  loading?: boolean;
  /** Showing the previous page while the next one loads. */
  stale?: boolean;
  skeletons?: number;
}) {
  const t = useT();
  if (loading || !items) {
    return (
      <div className={GRID} role="status" aria-label={t("catalogue.common.loadingCelebrities")}>
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons
          <CelebrityCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <ul className={cn(GRID, "transition-opacity", stale && "opacity-60")} aria-busy={stale || undefined}>
      {items.map((celebrity, index) => (
        <li key={celebrity.id}>
          {/* The first row on a phone holds the page's largest pictures. */}
          <CelebrityCard celebrity={celebrity} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
