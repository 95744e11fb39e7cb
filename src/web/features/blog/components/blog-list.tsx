import { Newspaper } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Pagination } from "@/web/components/pagination";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { blogPageOf, useBlogPosts } from "../api/blog";
import { BlogCard } from "./blog-card";

/** The published posts (all, or those with `tag`) as a grid of 1, 2 or 3 columns, 9 a page. */
export function BlogList({ tag }: { tag?: string }) {
  const [search] = useSearchParams();
  const page = blogPageOf(search);
  const query = useBlogPosts({ page, tag });
  const t = useT();

  if (query.isPending) return <LoadingState label={t("pages.blogList.loading")} size="page" />;
  if (query.isError)
    return <ErrorState message={t("pages.blogList.error")} onRetry={() => void query.refetch()} size="page" />;
  if (query.data.items.length === 0)
    return (
      <EmptyState
        icon={Newspaper}
        title={tag ? t("pages.blogList.emptyTag", { tag }) : t("pages.blogList.empty")}
        size="page"
        action={
          <Button asChild>
            <Link to={tag ? "/blog" : "/celebrities"}>
              {tag ? t("pages.blog.allPosts") : t("pages.blogList.browseCelebrities")}
            </Link>
          </Button>
        }
      >
        {tag ? null : t("pages.blogList.meetStars")}
      </EmptyState>
    );
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {query.data.items.map((post) => (
          <li key={post.id} className="flex">
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
      <Pagination
        className="mt-10"
        page={query.data.page}
        totalPages={query.data.totalPages}
        hrefFor={(target) => (target > 1 ? `?page=${target}` : "?")}
      />
    </>
  );
}
