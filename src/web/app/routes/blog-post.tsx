import { useParams } from "react-router";
import { BlogPostView } from "@/web/features/blog/components/blog-post-view";

/** /blog/:slug: one published post. */
export default function BlogPostPage() {
  const slug = useParams().slug ?? "";
  return <BlogPostView key={slug} slug={slug} />;
}
