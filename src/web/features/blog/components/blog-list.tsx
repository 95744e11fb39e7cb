import { Newspaper } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { BLOG_MESSAGES } from "@/shared/blog-messages";
import { Pagination } from "@/web/components/pagination";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { blogPageOf, useBlogPosts } from "../api/blog";
import { BlogCard } from "./blog-card";

/** The published posts (all, or those with `tag`) as a grid of 1, 2 or 3 columns, 9 a page. */
export function BlogList({ tag }: { tag?: string }) {
  const [search] = useSearchParams();
  const page = blogPageOf(search);
  const query = useBlogPosts({ page, tag });

  if (query.isPending) return <LoadingState label="Loading blog posts..." size="page" />;
  if (query.isError)
    return <ErrorState message={BLOG_MESSAGES.fetchFailed} onRetry={() => void query.refetch()} size="page" />;
  if (query.data.items.length === 0)
    return (
      <EmptyState
        icon={Newspaper}
        title={tag ? `No posts tagged ${tag} yet.` : BLOG_MESSAGES.empty}
        size="page"
        action={
          <Button asChild>
            <Link to={tag ? "/blog" : "/celebrities"}>{tag ? "All posts" : "Browse Celebrities"}</Link>
          </Button>
        }
      >
        {tag ? null : "In the meantime, meet the stars on Salamu."}
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
