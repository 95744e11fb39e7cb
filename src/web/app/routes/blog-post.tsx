import { useParams } from "react-router";
import { blogPostQueryOptions, blogPostsQueryOptions } from "@/web/features/blog/api/blog";
import { BlogPostView } from "@/web/features/blog/components/blog-post-view";
import { isNotFound } from "@/web/lib/api-client";
import type { PagePrefetch } from "../page-module";

/**
 * The post; when it is missing, the first page of posts too, which tells "not found" from "no posts at all"
 * (the view's two messages).
 */
export const prefetch: PagePrefetch = async (queryClient, { params }) => {
  const post = blogPostQueryOptions(params.slug ?? "");
  await queryClient.prefetchQuery(post);
  if (isNotFound(queryClient.getQueryState(post.queryKey)?.error)) {
    await queryClient.prefetchQuery(blogPostsQueryOptions({ page: 1 }));
  }
};

/** /blog/:slug: one published post. */
export default function BlogPostPage() {
  const slug = useParams().slug ?? "";
  return <BlogPostView key={slug} slug={slug} />;
}
