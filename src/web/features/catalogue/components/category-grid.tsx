import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { CATEGORIES } from "@/shared/catalogue";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { useCategories } from "../api/get-categories";
import { categoryIcon } from "../lib/category-icons";

/** "Browse by Category": one tile per category, linking to /categories/{id}. An empty description draws none. */
export function CategoryGrid({
  title,
  description,
  className,
}: {
  title?: string;
  description?: string;
  className?: string;
} = {}) {
  const t = useT();
  const heading = title ?? t("catalogue.categoryGrid.title");
  const text = description ?? t("catalogue.categoryGrid.description");
  const headingId = useId();
  const { data, isPending, isError, refetch } = useCategories();

  return (
    <section aria-labelledby={headingId} className={cn("py-12 sm:py-16", className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-6">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {heading}
          </h2>
          {text && <p className="mt-1 text-sm text-slate-600 sm:text-base">{text}</p>}
        </div>

        {isError ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            <p>{t("catalogue.categoryGrid.loadError")}</p>
            <Button variant="outline" size="sm" className="mt-4" onClick={() => refetch()}>
              {t("catalogue.common.tryAgain")}
            </Button>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-5">
            {isPending
              ? CATEGORIES.map((category) => (
                  <li key={category.id} aria-hidden="true" className="h-44 animate-pulse rounded-2xl bg-slate-100" />
                ))
              : data.categories.map((category) => {
                  const Icon = categoryIcon(category.id);
                  return (
                    <li key={category.id}>
                      <Link
                        to={`/categories/${category.id}`}
                        className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-lg hover:shadow-brand-500/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
                      >
                        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition group-hover:bg-brand-600 group-hover:text-white">
                          <Icon aria-hidden="true" className="size-5" />
                        </span>
                        <span className="mt-4 text-base font-semibold text-slate-900">{category.name}</span>
                        <span className="mt-1 line-clamp-2 text-sm text-slate-600">{category.description}</span>
                        <span className="mt-auto flex items-center justify-between pt-4 text-sm font-medium text-brand-700">
                          {t("catalogue.common.celebrityCount", { count: category.celebrityCount })}
                          <ArrowRight
                            aria-hidden="true"
                            className="rtl:-scale-x-100 size-4 transition-transform group-hover:translate-x-0.5"
                          />
                        </span>
                      </Link>
                    </li>
                  );
                })}
          </ul>
        )}
      </div>
    </section>
  );
}
