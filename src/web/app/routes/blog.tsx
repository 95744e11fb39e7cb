import { LayoutGrid } from "lucide-react";
import { Link } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { localeOfPath } from "@/shared/locales";
import { PageHero } from "@/web/components/layout/page-hero";
import { Button } from "@/web/components/ui/button";
import { blogPageOf, blogPostsQueryOptions } from "@/web/features/blog/api/blog";
import { BlogList } from "@/web/features/blog/components/blog-list";
import { useT } from "@/web/lib/i18n";
import { usePageTitle } from "@/web/lib/use-page-title";
import type { PagePrefetch } from "../page-module";

/** The page of posts the address asks for, in its language. */
export const prefetch: PagePrefetch = (queryClient, { url }) =>
  queryClient.prefetchQuery(
    blogPostsQueryOptions({ page: blogPageOf(url.searchParams), locale: localeOfPath(url.pathname).locale }),
  );

/** /blog: the published posts, newest first. */
export default function BlogPage() {
  usePageTitle(pageTitle("/blog"));
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t("pages.blog.eyebrow")}
        title={t("pages.blog.title")}
        description={t("pages.blog.description")}
      >
        <Button asChild variant="outline">
          <Link to="/blog/categories">
            <LayoutGrid aria-hidden="true" />
            {t("pages.blog.viewCategories")}
          </Link>
        </Button>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <BlogList />
      </div>
    </>
  );
}
