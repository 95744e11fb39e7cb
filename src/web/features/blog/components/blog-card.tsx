import { ArrowRight, Newspaper } from "lucide-react";
import { Link } from "react-router";
import type { BlogPostSummary } from "@/shared/schemas/blog";
import { ContentImage } from "@/web/components/content-image";
import { useFallbackLang } from "@/web/lib/content-language";
import { useT } from "@/web/lib/i18n";
import { BlogDate } from "./blog-date";

/** A post on the list: image, title (2 lines), relative date, author, excerpt (3 lines), Read more. */
export function BlogCard({ post }: { post: BlogPostSummary }) {
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  const t = useT();
  const langOf = useFallbackLang();
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block aspect-[16/9] overflow-hidden bg-brand-50">
        {post.imageUrl ? (
          <ContentImage
            src={post.imageUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-brand-700">
            <Newspaper className="size-10" aria-hidden="true" />
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <h2 dir="auto" lang={langOf(post, "title")} className="line-clamp-2 text-lg font-bold text-ink">
          <Link to={href} className="hover:text-brand-700 focus-visible:outline-none focus-visible:underline">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          <BlogDate iso={post.publishedAt ?? post.createdAt} />
          <span aria-hidden="true"> · </span>
          <bdi>{post.author}</bdi>
        </p>
        <p dir="auto" lang={langOf(post, "excerpt")} className="mt-3 line-clamp-3 text-slate-700">
          {post.excerpt}
        </p>
        <Link
          to={href}
          className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700 hover:text-brand-800"
          aria-label={t("pages.blogCard.readMoreLabel", { title: post.title })}
        >
          {t("pages.blogCard.readMore")} <ArrowRight className="rtl:-scale-x-100 size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
