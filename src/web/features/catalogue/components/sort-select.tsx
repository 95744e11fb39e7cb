import type { CelebritySort } from "@/shared/catalogue";
import type { MessageKey } from "@/shared/messages/keys";
import { Select } from "@/web/components/ui/select";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

export const SORT_LABELS: Record<CelebritySort, MessageKey> = {
  trending: "catalogue.sort.trending",
  rating: "catalogue.sort.rating",
  lowToHigh: "catalogue.sort.lowToHigh",
  highToLow: "catalogue.sort.highToLow",
  newest: "catalogue.sort.newest",
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
  const t = useT();
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <span aria-hidden="true" className="hidden text-sm whitespace-nowrap text-slate-600 sm:inline">
        {t("catalogue.sort.label")}
      </span>
      <Select
        aria-label={t("catalogue.sort.label")}
        className="h-10 w-48 rounded-full"
        value={value}
        onChange={(event) => onChange(event.target.value as CelebritySort)}
      >
        {(Object.keys(SORT_LABELS) as CelebritySort[]).map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </Select>
    </div>
  );
}
