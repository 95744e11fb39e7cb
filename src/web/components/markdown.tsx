import type { ComponentProps } from "react";
import ReactMarkdown, { type Components, defaultUrlTransform } from "react-markdown";
import { Link } from "react-router";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";
import { ContentImage } from "@/web/components/content-image";
import { cn } from "@/web/lib/utils";

/** Schemes a link or an image may use; everything else (javascript:, data:, vbscript:, file:...) is dropped. */
const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#|\.{0,2}\/|[^:]*$)/i;

/**
 * react-markdown's own filter (it keeps http(s), mailto and relative URLs) plus ours: control characters and
 * spaces inside the scheme (`java\tscript:`) cannot sneak past either.
 */
export function safeUrl(url: string): string {
  const cleaned = url.replace(/[\p{Cc}\s]+/gu, "");
  const kept = defaultUrlTransform(cleaned);
  return kept && SAFE_URL.test(kept) ? kept : "";
}

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";
const headingBase = "scroll-mt-24 font-bold tracking-tight text-ink";

const components: Components = {
  h1: ({ node: _node, className, ...props }) => (
    <h1 className={cn(headingBase, "mt-8 text-3xl", className)} {...props} />
  ),
  h2: ({ node: _node, className, ...props }) => (
    <h2 className={cn(headingBase, "mt-8 text-2xl", className)} {...props} />
  ),
  h3: ({ node: _node, className, ...props }) => (
    <h3 className={cn(headingBase, "mt-6 text-xl", className)} {...props} />
  ),
  h4: ({ node: _node, className, ...props }) => (
    <h4 className={cn(headingBase, "mt-6 text-lg", className)} {...props} />
  ),
  h5: ({ node: _node, className, ...props }) => (
    <h5 className={cn(headingBase, "mt-4 text-base", className)} {...props} />
  ),
  // Headings go to 5 (the spec): a sixth level reads as the fifth.
  h6: ({ node: _node, className, ...props }) => (
    <h5 className={cn(headingBase, "mt-4 text-base", className)} {...props} />
  ),
  p: ({ node: _node, className, ...props }) => <p className={cn("mt-4 leading-7", className)} {...props} />,
  ul: ({ node: _node, className, ...props }) => (
    <ul className={cn("mt-4 list-disc space-y-1 ps-6", className)} {...props} />
  ),
  ol: ({ node: _node, className, ...props }) => (
    <ol className={cn("mt-4 list-decimal space-y-1 ps-6", className)} {...props} />
  ),
  blockquote: ({ node: _node, className, ...props }) => (
    <blockquote className={cn("mt-4 border-s-4 border-brand-200 ps-4 text-slate-700 italic", className)} {...props} />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code className={cn("rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]", className)} {...props} />
  ),
  pre: ({ node: _node, className, ...props }) => (
    <pre className={cn("mt-4 overflow-x-auto rounded-xl bg-slate-100 p-4 text-sm", className)} {...props} />
  ),
  hr: () => <hr className="my-8 border-slate-200" />,
  table: ({ node: _node, className, ...props }) => (
    <div className="mt-4 overflow-x-auto">
      <table className={cn("w-full border-collapse text-sm", className)} {...props} />
    </div>
  ),
  th: ({ node: _node, className, ...props }) => (
    <th className={cn("border border-slate-200 bg-slate-50 px-3 py-2 text-start", className)} {...props} />
  ),
  td: ({ node: _node, className, ...props }) => (
    <td className={cn("border border-slate-200 px-3 py-2", className)} {...props} />
  ),
  // Links open in a new tab, never handing this page to the opened one. A dropped URL leaves the text only.
  a: ({ node: _node, href, children, className: _className, ...props }) =>
    href ? (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ node: _node, src, alt, className: _className, ...props }) =>
    typeof src === "string" && src ? (
      <ContentImage
        {...props}
        src={src}
        alt={alt ?? ""}
        loading="lazy"
        className="mt-4 h-auto max-w-full rounded-xl"
        placeholderClassName="mt-4 aspect-[16/9] w-full rounded-xl"
      />
    ) : null,
};

/** A path on this site ("/contact-us", "#top"), not a protocol-relative "//host". */
const isSitePath = (href: string) => /^(\/(?!\/)|#)/.test(href);

/**
 * For the site's own pages (terms, privacy): a link to a page of the site stays in the tab (a client-side
 * navigation), a mailto: link opens the mail app; every other link still opens a new tab without handing this
 * page to the opened one. The URL has been through safeUrl already.
 */
const sitePageComponents: Components = {
  ...components,
  a: ({ node: _node, href, children, className: _className, ...props }) => {
    if (!href) return <span>{children}</span>;
    if (isSitePath(href)) {
      return (
        <Link {...props} to={href} className={linkClass}>
          {children}
        </Link>
      );
    }
    if (/^mailto:/i.test(href)) {
      return (
        <a {...props} href={href} className={linkClass}>
          {children}
        </a>
      );
    }
    return (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {children}
      </a>
    );
  },
};

// A single line break inside a paragraph is kept as one (the spec lists line breaks; writers press Enter once).
const remarkPlugins = [remarkGfm, remarkBreaks];

/**
 * Markdown as the blog writes it (GFM: lists, links, images, tables, strikethrough; line breaks kept), rendered safely: raw HTML
 * in the text is skipped, not rendered; unsafe URLs are dropped; links open in a new tab with
 * rel="noopener noreferrer"; headings go to level 5.
 */
export function Markdown({
  children,
  className,
  sameTabSiteLinks = false,
}: {
  children: string;
  className?: string;
  /** The site's own texts (terms, privacy): links to the site's pages and mailto: links stay in the tab. */
  sameTabSiteLinks?: boolean;
}) {
  return (
    <div className={cn("text-slate-800 [&>:first-child]:mt-0", className)}>
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        skipHtml
        urlTransform={safeUrl}
        components={sameTabSiteLinks ? sitePageComponents : components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}

export type MarkdownProps = ComponentProps<typeof Markdown>;
