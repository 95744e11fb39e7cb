import { Tag } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/states";
import { useT } from "@/web/lib/i18n";
import { useBlogTags } from "../api/blog";

/** /blog/categories: every tag of the published posts, with how many posts carry it. */
export function BlogTags() {
  const query = useBlogTags();
  const t = useT();
  if (query.isPending) return <LoadingState label={t("pages.blogTags.loading")} size="page" />;
  if (query.isError)
    return <ErrorState message={t("pages.blogTags.error")} onRetry={() => void query.refetch()} size="page" />;
  if (query.data.length === 0) return <EmptyState icon={Tag} title={t("pages.blogTags.empty")} size="page" />;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.map(({ tag, count }) => (
        <li key={tag}>
          <Link
            to={`/blog/tag/${encodeURIComponent(tag)}`}
            className="flex items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <span className="flex items-center gap-2 font-semibold text-ink">
              <Tag className="size-4 text-brand-700" aria-hidden="true" />
              <bdi>{tag}</bdi>
            </span>
            <span className="text-sm text-slate-600">{t("pages.blogTags.count", { count })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
