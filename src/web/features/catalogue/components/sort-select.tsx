import type { CelebritySort } from "@/shared/catalogue";
import { Select } from "@/web/components/ui/select";
import { cn } from "@/web/lib/utils";

export const SORT_LABELS: Record<CelebritySort, string> = {
  trending: "Trending",
  rating: "Top rated",
  lowToHigh: "Price: Low to High",
  highToLow: "Price: High to Low",
  newest: "Newest",
};

export function SortSelect({
  value,
  onChange,
  className,
}: {
  value: CelebritySort;
  onChange: (sort: CelebritySort) => void;
  className?: string;
}) {
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <span aria-hidden="true" className="hidden text-sm whitespace-nowrap text-slate-600 sm:inline">
        Sort by
      </span>
      <Select
        aria-label="Sort by"
        className="h-10 w-48 rounded-full"
        value={value}
        onChange={(event) => onChange(event.target.value as CelebritySort)}
      >
        {(Object.keys(SORT_LABELS) as CelebritySort[]).map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
    </div>
  );
}
