import { useParams } from "react-router";
import { localeOfPath } from "@/shared/locales";
import { blogPostQueryOptions, blogPostsQueryOptions } from "@/web/features/blog/api/blog";
import { BlogPostView, preloadBlogPostView } from "@/web/features/blog/components/blog-post-view";
import { isNotFound } from "@/web/lib/api-client";
import type { PagePrefetch } from "../page-module";

/**
 * The post in the address's language; when it is missing, the first page of posts too, which tells "not found" from "no posts at all"
 * (the view's two messages). A post already known missing is not asked for again (as its query options say):
 * the browser's router runs this on hydration too, and a new fetch would draw "loading" over the server's
 * "not found".
 */
export const prefetch: PagePrefetch = async (queryClient, { params, url }) => {
  const { locale } = localeOfPath(url.pathname);
  const post = blogPostQueryOptions(params.slug ?? "", locale);
  const knownMissing = () => isNotFound(queryClient.getQueryState(post.queryKey)?.error);
  if (!knownMissing()) await queryClient.prefetchQuery(post);
  if (knownMissing()) {
    await queryClient.prefetchQuery(blogPostsQueryOptions({ page: 1, locale }));
  }
};

export const loadSections = preloadBlogPostView;

/** /blog/:slug: one published post. */
export default function BlogPostPage() {
  const slug = useParams().slug ?? "";
  return <BlogPostView key={slug} slug={slug} />;
}
