import { jsonForScript } from "@/shared/json-for-script";
import { DEFAULT_LOCALE, directionOf, LOCALES, type Locale, localizedPath } from "@/shared/locales";
import type { MessageKey } from "@/shared/messages/keys";
import { descriptionKeyOf, titleKeyOf } from "@/shared/messages/page-heads";
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

/**
 * The head of a page as drawn in `locale`: the registry's title and description in that language (a record's
 * own, a star's name, stay as they are), its canonical address in that language, and for a page search
 * engines list, the same page in each language (`hreflang`, English as the default).
 */
export function localizeHead(
  english: PageHead,
  locale: Locale,
  translate: (key: MessageKey) => string,
): PageHead & { alternates?: string } {
  const head = locale === DEFAULT_LOCALE ? english : translateHead(english, translate);
  if (!head.canonicalUrl) return head;
  const canonical = new URL(head.canonicalUrl);
  const inLanguage = (language: Locale) =>
    new URL(localizedPath(language, canonical.pathname), canonical.origin).toString();
  if (head.noindex) return { ...head, canonicalUrl: inLanguage(locale) };
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;
  const alternates = [
    ...LOCALES.map((language) => link(language, inLanguage(language))),
    link("x-default", inLanguage(DEFAULT_LOCALE)),
  ].join("\n    ");
  return { ...head, canonicalUrl: inLanguage(locale), alternates };
}

function translateHead(head: PageHead, translate: (key: MessageKey) => string): PageHead {
  const suffix = ` | ${SITE_NAME}`;
  const own = head.title.endsWith(suffix) ? head.title.slice(0, -suffix.length) : head.title;
  const titleKey = titleKeyOf(own);
  const title = titleKey ? (own === head.title ? translate(titleKey) : `${translate(titleKey)}${suffix}`) : head.title;
  const descriptionKey = descriptionKeyOf(head.description);
  return {
    ...head,
    title,
    description: descriptionKey ? translate(descriptionKey) : head.description,
    image: head.image.alt === head.title ? { ...head.image, alt: title } : head.image,
  };
}

/** The tags for one page, one per line. */
export function renderHead(head: PageHead & { alternates?: string }): string {
  const meta = (key: "name" | "property", name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${escapeHtml(String(content))}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    head.noindex ? meta("name", "robots", "noindex") : "",
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />` : "",
    head.alternates ?? "",
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
export type PageTemplate = (headTags: string, firstTags?: string, locale?: Locale) => string;

export function createPageTemplate(indexHtml: string): PageTemplate {
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
  // The page's language and direction on <html>, so the browser, screen readers and CSS read it right.
  const htmlTag = /<html\b[^>]*>/i;
  const opening = (locale: Locale) =>
    before.replace(htmlTag, `<html lang="${locale}"${directionOf(locale) === "rtl" ? ' dir="rtl"' : ' dir="ltr"'}>`);
  const openings = new Map(LOCALES.map((locale) => [locale, opening(locale)]));
  return (headTags, firstTags = "", locale = DEFAULT_LOCALE) => {
    const start = openings.get(locale) ?? before;
    return firstTags
      ? `${start}${firstTags}\n    ${middle}\n    ${headTags}${after}`
      : `${start}${middle}\n    ${headTags}${after}`;
  };
}
