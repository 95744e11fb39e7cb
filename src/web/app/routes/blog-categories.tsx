import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { PageHero } from "@/web/components/layout/page-hero";
import { Button } from "@/web/components/ui/button";
import { blogTagsQueryOptions } from "@/web/features/blog/api/blog";
import { BlogTags } from "@/web/features/blog/components/blog-tags";
import { useT } from "@/web/lib/i18n";
import { usePageTitle } from "@/web/lib/use-page-title";
import type { PagePrefetch } from "../page-module";

/** The tags with their counts. */
export const prefetch: PagePrefetch = (queryClient) => queryClient.prefetchQuery(blogTagsQueryOptions());

/** /blog/categories: the blog's tags with their post counts. */
export default function BlogCategoriesPage() {
  usePageTitle(pageTitle("/blog/categories"));
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t("pages.blog.eyebrow")}
        title={t("pages.blogCategories.title")}
        description={t("pages.blogCategories.description")}
      >
        <Button asChild variant="outline">
          <Link to="/blog">
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
            {t("pages.blog.allPosts")}
          </Link>
        </Button>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <BlogTags />
      </div>
    </>
  );
}
