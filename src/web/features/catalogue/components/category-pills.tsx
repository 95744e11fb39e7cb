import type { Category } from "@/shared/schemas/catalogue";
import { formatNumber } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

const pill =
  "inline-flex h-9 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2";

/**
 * All, then one pill per category with its count; the chosen one is pressed. `counts` (per category id, from
 * the list with the other filters applied) say what each pill would list now; without them, every listed star.
 */
export function CategoryPills({
  categories,
  counts,
  value,
  onChange,
  labelledBy,
}: {
  categories: Category[];
  counts?: Record<string, number>;
  value: string;
  onChange: (categoryId: string) => void;
  labelledBy: string;
}) {
  const t = useT();
  const { locale } = useLocale();
  const countOf = (category: Category) => (counts ? (counts[category.id] ?? 0) : category.celebrityCount);
  const withCounts = categories.map((category) => ({ ...category, celebrityCount: countOf(category) }));
  const total = withCounts.reduce((sum, category) => sum + category.celebrityCount, 0);
  const options = [{ id: "", name: t("catalogue.pills.all"), celebrityCount: total }, ...withCounts];
  return (
    <div role="group" aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const selected = option.id === value;
        return (
          <button
            key={option.id || "all"}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(option.id)}
            className={cn(
              pill,
              selected
                ? "border-slate-900 bg-slate-900 text-white"
                : "border-slate-200 bg-white text-slate-700 hover:border-slate-400",
            )}
          >
            {option.name}
            <span className={cn("text-xs", selected ? "text-slate-300" : "text-slate-500")}>
              {formatNumber(option.celebrityCount, locale)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
