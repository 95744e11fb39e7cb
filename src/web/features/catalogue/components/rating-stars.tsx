import { formatNumber } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** Lucide's star outline, in its 24-unit box. */
const STAR =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";

/** A star's step: its 24 units plus the 2 px gap between 16 px stars (3 units). */
const STEP = 27;

/**
 * Five stars filled to the rating (rounded to the nearest half is not needed: whole stars read clearly).
 * One drawing of five stars, not five icons: a profile lists many reviews, and each star as its own icon
 * was a third of the page's HTML.
 */
/** Each size's height and the width five stars take at it (the drawing's 132 x 24 box). */
const SIZES = { sm: "h-3.5 w-[77px]", md: "h-4 w-[88px]", lg: "h-5 w-[110px]" } as const;

export function RatingStars({
  rating,
  size = "md",
  className,
}: {
  rating: number;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const t = useT();
  const { locale } = useLocale();
  const filled = Math.round(rating);
  return (
    <svg
      viewBox={`0 0 ${STEP * 5 - 3} 24`}
      className={cn("inline-block shrink-0", SIZES[size], className)}
      role="img"
      aria-label={t("catalogue.rating.label", { rating: formatNumber(rating, locale, 1) })}
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      {[0, 1, 2, 3, 4].map((index) => (
        <path
          key={index}
          d={STAR}
          transform={index ? `translate(${index * STEP})` : undefined}
          className={index < filled ? "text-amber-400" : "text-slate-200"}
        />
      ))}
    </svg>
  );
}
