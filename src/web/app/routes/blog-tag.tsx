import { LayoutGrid } from "lucide-react";
import { Link, useParams } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { localeOfPath } from "@/shared/locales";
import { PageHero } from "@/web/components/layout/page-hero";
import { Button } from "@/web/components/ui/button";
import { blogPageOf, blogPostsQueryOptions } from "@/web/features/blog/api/blog";
import { BlogList } from "@/web/features/blog/components/blog-list";
import { messageParts, useT } from "@/web/lib/i18n";
import { usePageTitle } from "@/web/lib/use-page-title";
import type { PagePrefetch } from "../page-module";

/** The page of the tag's posts the address asks for, in its language. */
export const prefetch: PagePrefetch = (queryClient, { params, url }) =>
  queryClient.prefetchQuery(
    blogPostsQueryOptions({
      page: blogPageOf(url.searchParams),
      tag: params.tag ?? "",
      locale: localeOfPath(url.pathname).locale,
    }),
  );

/** /blog/tag/:tag: the published posts with a tag. */
export default function BlogTagPage() {
  const tag = useParams().tag ?? "";
  usePageTitle(pageTitle("/blog/tag/:tag", { tag }));
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t("pages.blogTag.eyebrow")}
        title={messageParts(t, "pages.blogTag.title", { tag: <bdi>{tag}</bdi> })}
      >
        <Button asChild variant="outline">
          <Link to="/blog/categories">
            <LayoutGrid aria-hidden="true" />
            {t("pages.blog.viewCategories")}
          </Link>
        </Button>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <BlogList key={tag} tag={tag} />
      </div>
    </>
  );
}
