import { jsonForScript } from "@/shared/json-for-script";
import { SITE_NAME } from "@/shared/site";
import { escapeHtml } from "../../lib/escape-html";

/**
 * What the server writes into a page's <head> so link previews (WhatsApp, X, Facebook) and search
 * engines see the page without running its JavaScript. Every text here may come from a celebrity or a
 * staff member: it is escaped for the place it lands in, never trusted.
 */

export type PageHead = {
  /** The whole document title ("Ada Okafor | Salamu"). */
  title: string;
  description: string;
  /** Absolute URL of the page; none for a page that does not exist. */
  canonicalUrl: string | null;
  /** Absolute URL of the preview image, with its size when known. */
  image: { url: string; alt: string; width?: number; height?: number };
  type: "website" | "profile" | "article";
  /** Private or missing pages: previews still work, search engines are asked to leave them out. */
  noindex: boolean;
  /** Structured data (schema.org) written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
};

/** The tags for one page, one per line. */
export function renderHead(head: PageHead): string {
  const meta = (key: "name" | "property", name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${escapeHtml(String(content))}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    head.noindex ? meta("name", "robots", "noindex") : "",
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />` : "",
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", head.type),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    head.canonicalUrl ? meta("property", "og:url", head.canonicalUrl) : "",
    meta("property", "og:image", head.image.url),
    meta("property", "og:image:alt", head.image.alt),
    head.image.width ? meta("property", "og:image:width", head.image.width) : "",
    head.image.height ? meta("property", "og:image:height", head.image.height) : "",
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.image.url),
    meta("name", "twitter:image:alt", head.image.alt),
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : "",
  ];
  return tags.filter(Boolean).join("\n    ");
}

/**
 * Splits the built index.html once, at start-up, around the place the head tags go: its own <title>
 * and description are taken out (the page's replace them) and the tags land before </head>, or where
 * the title was when there is no </head>. Each request is then two string joins.
 */
export function createPageTemplate(indexHtml: string): (headTags: string, firstTags?: string) => string {
  const withoutDescription = indexHtml.replace(/<meta\s+name=["']?description["']?[^>]*>\s*/i, "");
  const title = /<title>[\s\S]*?<\/title>\s*/i.exec(withoutDescription);
  const html = title ? withoutDescription.replace(title[0], "") : withoutDescription;
  const headEnd = html.search(/<\/head>/i);
  let at = Math.max(headEnd >= 0 ? headEnd : (title?.index ?? html.search(/<body|<div/i)), 0);
  // After the head's last tag, not after the indentation of </head>, so the output stays tidy.
  while (at > 0 && /\s/.test(html[at - 1] ?? "")) at -= 1;
  // `firstTags` (a page's largest picture, ADR 027) go before the app's own script and stylesheet: on a
  // slow line the browser asks for them first, not after a queue of script chunks.
  const firstScript = html.slice(0, at).search(/<script|<link[^>]*rel=["']?stylesheet/i);
  const early = firstScript >= 0 ? firstScript : at;
  const before = html.slice(0, early);
  const middle = html.slice(early, at);
  const after = html.slice(at);
  return (headTags, firstTags = "") =>
    firstTags
      ? `${before}${firstTags}\n    ${middle}\n    ${headTags}${after}`
      : `${before}${middle}\n    ${headTags}${after}`;
}
