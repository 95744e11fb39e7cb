import { ArrowLeft, Newspaper, PencilLine, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { hasPermission } from "@/shared/roles";
import { ContentImage } from "@/web/components/content-image";
import { NotFoundState } from "@/web/components/not-found-state";
import { LoadingState } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { isNotFound } from "@/web/lib/api-client";
import { useFallbackLang } from "@/web/lib/content-language";
import { messageParts, useT } from "@/web/lib/i18n";
import { lazySection } from "@/web/lib/lazy-section";
import { useSession } from "@/web/lib/session";
import { usePageTitle } from "@/web/lib/use-page-title";
import { useBlogPost, useBlogPosts } from "../api/blog";
import { BlogDate } from "./blog-date";

function BackLink() {
  const t = useT();
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
    >
      <ArrowLeft className="rtl:-scale-x-100 size-4" aria-hidden="true" /> {t("pages.blogPost.back")}
    </Link>
  );
}

/** The spec's three failures, in red, each with the way back. */
function PostError({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <div
        role="alert"
        className="flex flex-col items-center rounded-3xl border border-red-200 bg-red-50/60 px-6 py-14 text-center"
      >
        <TriangleAlert className="size-8 text-red-600" aria-hidden="true" />
        <p className="mt-4 text-lg font-semibold text-red-700">{message}</p>
        <div className="mt-6">
          <BackLink />
        </div>
      </div>
    </div>
  );
}

/**
 * Not found: 'No blog posts available' when there are none at all, else 'Blog post not found', in the site's
 * one not-found look (a failure to load stays the red alert).
 */
function NotFound() {
  const any = useBlogPosts({ page: 1 });
  const t = useT();
  if (any.isPending) return <LoadingState label={t("pages.blogPost.loading")} size="page" />;
  const none = any.isSuccess && any.data.total === 0;
  return (
    <NotFoundState
      icon={Newspaper}
      code="404"
      title={none ? t("pages.blogPost.none") : t("pages.blogPost.notFound")}
      text={t("pages.blogPost.notFoundText")}
      action={
        <Button asChild size="lg">
          <Link to="/blog">
            <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" /> {t("pages.blogPost.back")}
          </Link>
        </Button>
      }
    />
  );
}

// The post's body is in the server's HTML; the Markdown renderer (50 KB) is not needed before a tap works.
const Markdown = lazySection(() => import("@/web/components/markdown").then(({ Markdown }) => ({ default: Markdown })));

/** Loads the Markdown renderer ahead of drawing a post (a navigation waits for it: no body popping in). */
export const preloadBlogPostView = Markdown.preload;

/** /blog/:slug: a published post, its Markdown rendered safely. */
export function BlogPostView({ slug }: { slug: string }) {
  const query = useBlogPost(slug);
  const { user } = useSession();
  const t = useT();
  const langOf = useFallbackLang();
  usePageTitle(query.data?.title ?? pageTitle("/blog"));

  if (query.isPending) return <LoadingState label={t("pages.blogPost.loading")} size="page" />;
  if (query.isError) return isNotFound(query.error) ? <NotFound /> : <PostError message={t("pages.blogPost.error")} />;

  const post = query.data;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink />
        {hasPermission(user, "blog") && (
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/blog/edit/${post.id}`}>
              <PencilLine aria-hidden="true" /> {t("pages.blogPost.edit")}
            </Link>
          </Button>
        )}
      </div>
      {post.imageUrl && (
        <ContentImage
          src={post.imageUrl}
          alt=""
          // The post's largest picture: preloaded from the head (the server reads this mark).
          fetchPriority="high"
          className="mt-6 aspect-[16/9] w-full rounded-3xl bg-brand-50 object-cover shadow-sm"
        />
      )}
      <h1
        dir="auto"
        lang={langOf(post, "title")}
        className="mt-8 text-3xl font-bold tracking-tight text-ink sm:text-4xl"
      >
        {post.title}
      </h1>
      <p className="mt-3 text-slate-600">
        <BlogDate iso={post.publishedAt ?? post.createdAt} />
        <span aria-hidden="true"> · </span>
        <span>{messageParts(t, "pages.blogPost.byAuthor", { author: <bdi>{post.author}</bdi> })}</span>
      </p>
      {post.tags.length > 0 && (
        <ul aria-label={t("pages.blogPost.tags")} className="mt-4 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link to={`/blog/tag/${encodeURIComponent(tag)}`}>
                <Badge variant="secondary" className="hover:bg-brand-100">
                  <bdi>{tag}</bdi>
                </Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {/* Staff's words: laid out in their own direction, whatever the page's language (English marked as such). */}
      <div dir="auto" lang={langOf(post, "content")}>
        <Markdown className="mt-8 text-lg">{post.content}</Markdown>
      </div>
    </article>
  );
}
