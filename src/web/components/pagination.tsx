import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** Page numbers to show: first, last, and a window around the current page, with gaps as null. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1]);
  // Near an end, show a few more pages instead of a gap of one.
  if (page <= 3) for (const value of [2, 3, 4]) pages.add(value);
  if (page >= totalPages - 2) for (const value of [totalPages - 3, totalPages - 2, totalPages - 1]) pages.add(value);
  const sorted = [...pages].filter((value) => value >= 1 && value <= totalPages).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const value of sorted) {
    const last = result[result.length - 1];
    if (typeof last === "number" && value - last > 1) result.push(null);
    result.push(value);
  }
  return result;
}

const scrollToTop = () => window.scrollTo({ top: 0 });

const itemClasses =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2";

/** Previous / page numbers / Next, as links so every page has its own URL. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  className,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  className?: string;
}) {
  const t = useT();
  if (totalPages <= 1) return null;
  const edge = (target: number, label: string, disabled: boolean, icon: React.ReactNode, after?: boolean) =>
    disabled ? (
      <span aria-disabled="true" className={cn(itemClasses, "cursor-not-allowed text-slate-400")}>
        {!after && icon}
        <span className="hidden sm:inline">{label}</span>
        {after && icon}
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        onClick={scrollToTop}
        aria-label={label}
        className={cn(itemClasses, "text-slate-700 hover:bg-slate-100")}
      >
        {!after && icon}
        <span className="hidden sm:inline">{label}</span>
        {after && icon}
      </Link>
    );

  return (
    <nav aria-label={t("shared.pagination.label")} className={cn("flex items-center justify-center gap-1", className)}>
      {edge(
        page - 1,
        t("shared.pagination.previous"),
        page <= 1,
        <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />,
      )}
      <ul className="flex items-center gap-1">
        {pageWindow(page, totalPages).map((value, index) =>
          value === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={value}>
              <Link
                to={hrefFor(value)}
                onClick={scrollToTop}
                aria-label={t("shared.pagination.page", { page: value })}
                aria-current={value === page ? "page" : undefined}
                className={cn(
                  itemClasses,
                  value === page ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100",
                )}
              >
                {value}
              </Link>
            </li>
          ),
        )}
      </ul>
      {edge(
        page + 1,
        t("shared.pagination.next"),
        page >= totalPages,
        <ChevronRight aria-hidden="true" className="rtl:-scale-x-100 size-4" />,
        true,
      )}
    </nav>
  );
}
