import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import type { Category } from "@/shared/schemas/catalogue";
import { NotFoundState } from "@/web/components/not-found-state";
import { EmptyState, ErrorState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { usePageTitle } from "@/web/lib/use-page-title";
import { useCategories } from "../api/get-categories";
import { useCelebrities } from "../api/get-celebrities";
import { categoryListParams, useCatalogueSearchParams } from "../hooks/use-catalogue-search-params";
import { categoryIcon } from "../lib/category-icons";
import { CategoryGrid } from "./category-grid";
import { CategorySelect } from "./category-select";
import { CelebrityResultsSection } from "./sections";

function Header({
  category,
  categories,
  categoryId,
}: {
  category: Category | undefined;
  categories: Category[] | undefined;
  categoryId?: string;
}) {
  const t = useT();
  const Icon = category ? categoryIcon(category.id) : null;
  const loading = categoryId && !categories;
  return (
    <section className="border-b border-slate-100 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-10 pb-8 sm:px-6 sm:pt-14 md:flex-row md:items-end md:justify-between lg:px-8">
        <div className="max-w-2xl">
          {categoryId && (
            <Link
              to="/categories"
              className="mb-3 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-orange-800"
            >
              <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" /> {t("catalogue.categories.back")}
            </Link>
          )}
          {loading ? (
            <div aria-hidden="true">
              <div className="h-10 w-56 animate-pulse rounded-lg bg-slate-200/70" />
              <div className="mt-3 h-5 w-80 max-w-full animate-pulse rounded bg-slate-200/70" />
            </div>
          ) : (
            <div className="flex items-start gap-4">
              {Icon && (
                <span className="mt-1 hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100 sm:inline-flex">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
              )}
              <div>
                <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
                  {category?.name ?? t("catalogue.categories.title")}
                </h1>
                <p className="mt-2 text-base text-slate-600">
                  {category ? category.description : t("catalogue.categories.description")}
                </p>
              </div>
            </div>
          )}
        </div>
        <CategorySelect categories={categories} value={categoryId} />
      </div>
    </section>
  );
}

function CelebrityList({ categoryId, title }: { categoryId?: string; title: string }) {
  const t = useT();
  const urlState = useCatalogueSearchParams();
  const list = useCelebrities(categoryListParams(categoryId, urlState));
  const data = list.data;
  return (
    <section aria-labelledby="category-celebrities" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="category-celebrities" className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {data && (
          <p className="text-sm text-slate-600">{t("catalogue.common.celebrityCount", { count: data.total })}</p>
        )}
      </div>
      {list.isError && !data ? (
        <ErrorState
          size="page"
          title={t("catalogue.common.errorTitle")}
          message={t("catalogue.common.celebritiesError")}
          onRetry={() => list.refetch()}
        />
      ) : data && data.items.length === 0 ? (
        <EmptyState
          size="page"
          icon={SearchX}
          headingLevel={2}
          title={data.total > 0 ? t("catalogue.common.pageEmpty") : t("catalogue.categories.emptyTitle")}
          action={
            <Button asChild variant="outline">
              <Link to={data.total > 0 ? "?" : "/celebrities"}>
                {data.total > 0 ? t("catalogue.common.firstPage") : t("catalogue.categories.browseAll")}
              </Link>
            </Button>
          }
        >
          {data.total > 0
            ? t("catalogue.categories.onlyPages", { count: data.totalPages })
            : t("catalogue.categories.comeBack")}
        </EmptyState>
      ) : (
        <CelebrityResultsSection list={data} loading={list.isPending} stale={list.isPlaceholderData} />
      )}
    </section>
  );
}

/** /categories (all tiles and all celebrities) and /categories/{id} (one category's celebrities). */
export function CategoryBrowser({ categoryId }: { categoryId?: string }) {
  const t = useT();
  const categories = useCategories();
  const category = categoryId
    ? categories.data?.categories.find((candidate) => candidate.id === categoryId)
    : undefined;
  const unknown = Boolean(categoryId && categories.data && !category);
  usePageTitle(category?.name ?? pageTitle(unknown ? "/categories/:categoryId" : "/categories"));

  if (categoryId && categories.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h1 className="sr-only">{t("catalogue.categories.title")}</h1>
        <ErrorState
          size="page"
          title={t("catalogue.common.errorTitle")}
          message={t("catalogue.categories.loadError")}
          onRetry={() => categories.refetch()}
        />
      </div>
    );
  }

  if (unknown) {
    return (
      <NotFoundState
        icon={SearchX}
        code="404"
        title={t("catalogue.categories.notFoundTitle")}
        text={t("catalogue.categories.noSuchText")}
        action={
          <Button asChild size="lg">
            <Link to="/categories">{t("catalogue.categories.viewAll")}</Link>
          </Button>
        }
      />
    );
  }

  return (
    <div>
      <Header category={category} categories={categories.data?.categories} categoryId={categoryId} />
      {categoryId ? (
        <CelebrityList key={categoryId} categoryId={categoryId} title={t("catalogue.categories.celebrities")} />
      ) : (
        <>
          <CategoryGrid title={t("catalogue.categories.allCategoriesTitle")} description="" className="pb-0 sm:pb-0" />
          <CelebrityList title={t("catalogue.categories.allCelebrities")} />
        </>
      )}
    </div>
  );
}
