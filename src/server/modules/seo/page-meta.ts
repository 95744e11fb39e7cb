import type { FastifyBaseLogger } from "fastify";
import { countryName } from "@/shared/catalogue";
import {
  type ClientRoute,
  matchClientRoute,
  NOT_FOUND_TITLE,
  PAGES,
  type Page,
  pageDescription,
  pageHref,
  pageTitle,
} from "@/shared/client-routes";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locales";
import { formatMoney } from "@/shared/money";
import { SITE_DESCRIPTION, SITE_NAME } from "@/shared/site";
import type { CachedProfile, CatalogueService } from "../catalogue/catalogue.service";
import type { PageHead } from "./render-head";

/** The preview image of every page without its own (public/og-image.jpg, 1200 x 630, drawn locally). */
export const DEFAULT_IMAGE = { path: "/og-image.jpg", width: 1200, height: 630 };
const DESCRIPTION_MAX = 200;

/** A published blog post as its page head needs it; the blog service provides these when it exists. */
export type BlogPostForPage = {
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  authorName: string;
  publishedAt: Date;
  updatedAt: Date;
};

/**
 * The hook a blog service plugs into: the router's `blog/:slug` page then gets its head and JSON-LD, its
 * title and excerpt in the page's language (English where the post is not translated).
 */
export type BlogPostSource = { findPublishedPost(slug: string, locale?: Locale): Promise<BlogPostForPage | null> };

/**
 * The hook the share-links service plugs into: a `/watch/<token>` page whose token is unknown or revoked
 * answers 404 (the app still renders its 404 page), a live one keeps its generic, noindex head.
 */
export type WatchLinkSource = { watchLinkState(token: string): Promise<"live" | "turned-off" | "unknown"> };

export type PageMeta = { status: 200 | 404 | 410; head: PageHead };
export type PageMetaService = ReturnType<typeof createPageMeta>;

const fullTitle = (title: string) => (title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);

/** One line, at most `DESCRIPTION_MAX` characters, cut at a word. */
function summarise(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

const professionLabel = (profession: string) => (profession === "tv" ? "TV personality" : profession);

/**
 * Route -> page head. Reads only what the catalogue already caches in memory (profiles, categories),
 * so writing a head costs no database round trip on a warm instance.
 */
export function createPageMeta({
  catalogue,
  appUrl,
  blog,
  watch,
  log,
}: {
  catalogue: Pick<CatalogueService, "findCelebrity" | "listCategories">;
  appUrl: string;
  blog?: BlogPostSource;
  watch?: WatchLinkSource;
  log?: FastifyBaseLogger;
}) {
  const absolute = (path: string) => new URL(path, appUrl).toString();
  /** An uploaded image's absolute http(s) URL; anything else (no image, another scheme) is none. */
  const webUrl = (imageUrl: string | null) => {
    if (!imageUrl) return null;
    try {
      const url = new URL(imageUrl, appUrl);
      return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
    } catch {
      return null;
    }
  };
  const defaultImage = (alt: string) => ({ ...DEFAULT_IMAGE, url: absolute(DEFAULT_IMAGE.path), alt });

  function page(
    path: string | null,
    title: string,
    description: string,
    options: Partial<Pick<PageHead, "type" | "noindex" | "jsonLd" | "image">> = {},
  ): PageHead {
    const head = fullTitle(title);
    return {
      title: head,
      description: summarise(description),
      canonicalUrl: path === null ? null : absolute(path),
      image: options.image ?? defaultImage(head),
      type: options.type ?? "website",
      noindex: options.noindex ?? false,
      jsonLd: options.jsonLd,
    };
  }

  const notFound = (title = NOT_FOUND_TITLE): PageMeta => ({
    status: 404,
    head: page(null, title, SITE_DESCRIPTION, { noindex: true }),
  });

  // The catalogue hands out the same object while it is cached, so its page is built once per object.
  const celebrityPages = new WeakMap<CachedProfile, PageMeta>();
  function celebrityPage(celebrity: CachedProfile): PageMeta {
    let built = celebrityPages.get(celebrity);
    if (!built) {
      built = buildCelebrityPage(celebrity);
      celebrityPages.set(celebrity, built);
    }
    return built;
  }

  function buildCelebrityPage(celebrity: CachedProfile): PageMeta {
    const path = pageHref("/celebrity/:username", { username: celebrity.username });
    const url = absolute(path);
    const price = formatMoney(celebrity.priceCents / 100, "USD");
    const role = professionLabel(celebrity.profession);
    const description = `Book a personalised video message from ${celebrity.fullName}, ${role} from ${countryName(celebrity.country)}, from ${price}. ${celebrity.bio}`;
    const photo = webUrl(celebrity.imageUrl);
    const image = photo ? { url: photo, alt: celebrity.fullName } : defaultImage(celebrity.fullName);
    return {
      status: 200,
      head: page(path, celebrity.fullName, description, {
        type: "profile",
        image,
        jsonLd: {
          "@context": "https://schema.org",
          "@type": "Person",
          name: celebrity.fullName,
          alternateName: celebrity.username,
          jobTitle: role,
          description: celebrity.bio,
          image: image.url,
          url,
          makesOffer: {
            "@type": "Offer",
            name: `Personalised video message from ${celebrity.fullName}`,
            price: (celebrity.priceCents / 100).toFixed(2),
            priceCurrency: "USD",
            availability: "https://schema.org/InStock",
            url,
          },
        },
      }),
    };
  }

  function blogPostPage(post: BlogPostForPage): PageMeta {
    const path = pageHref("/blog/:slug", { slug: post.slug });
    const cover = webUrl(post.imageUrl);
    const image = cover ? { url: cover, alt: post.title } : defaultImage(post.title);
    return {
      status: 200,
      head: page(path, post.title, post.excerpt, {
        type: "article",
        image,
        jsonLd: {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: post.title,
          description: post.excerpt,
          image: image.url,
          url: absolute(path),
          datePublished: post.publishedAt.toISOString(),
          dateModified: post.updatedAt.toISOString(),
          author: { "@type": "Person", name: post.authorName },
          publisher: { "@type": "Organization", name: SITE_NAME },
        },
      }),
    };
  }

  /**
   * The head of a page that exists, by its route (also the blog's `/blog/:slug` once the router has it), for
   * a page in `locale` (a post's own texts are read in it).
   */
  async function forRoute(
    route: string,
    params: Record<string, string>,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<PageMeta> {
    if (route === "/celebrity/:username") {
      const username = params.username ?? "";
      // Nothing the catalogue could hold (too long, control characters): no query at all.
      const plausible = username.length <= 64 && !/\p{Cc}/u.test(username);
      const celebrity = plausible ? await catalogue.findCelebrity(username) : null;
      return celebrity ? celebrityPage(celebrity) : notFound(pageTitle("/celebrity/:username"));
    }
    if (route === "/blog/:slug") {
      const post = blog ? await blog.findPublishedPost(params.slug ?? "", locale) : null;
      return post ? blogPostPage(post) : notFound(pageTitle("/blog/:slug"));
    }
    if (route === "/watch/:token" && watch) {
      const state = await watch.watchLinkState(params.token ?? "");
      // A link its sender turned off is gone, not missing: its page says so.
      if (state === "turned-off") return { ...notFound(pageTitle(route)), status: 410 };
      if (state === "unknown") return notFound();
    }
    if (route === "/blog/tag/:tag") {
      const tag = (params.tag ?? "").slice(0, 40);
      return {
        status: 200,
        head: page(pageHref(route, { tag }), pageTitle(route, { tag }), pageDescription("/blog")),
      };
    }
    if (route === "/categories/:categoryId") {
      const category = (await catalogue.listCategories()).find((candidate) => candidate.id === params.categoryId);
      // An unknown category is a 404 as any unknown page is; its page says there is no such category.
      if (!category) return notFound(pageTitle(route));
      const description = `${category.description} Book a personalised video from ${category.name.toLowerCase()} on ${SITE_NAME}.`;
      return { status: 200, head: page(pageHref(route, { categoryId: category.id }), category.name, description) };
    }
    // Any other page: a listed one has its own head, one showing another's content (or redirecting to it)
    // that page's, canonical URL included; the rest are private.
    const known = Object.hasOwn(PAGES, route) ? (route as ClientRoute) : null;
    const info: Page = known ? PAGES[known] : {};
    const target = info.canonical ?? (info.indexable ? known : null);
    if (target) return { status: 200, head: page(target, pageTitle(target), pageDescription(target)) };
    const title = known ? pageTitle(known) : SITE_NAME;
    return { status: 200, head: page(null, title, SITE_DESCRIPTION, { noindex: true }) };
  }

  /**
   * The status and head for a path (percent-decoded, no query). A failure to read the catalogue gives
   * the site's own head rather than an error page: the app can still load and retry.
   */
  async function resolve(path: string, locale: Locale = DEFAULT_LOCALE): Promise<PageMeta> {
    const match = matchClientRoute(path);
    if (!match) return notFound();
    try {
      return await forRoute(match.route, match.params, locale);
    } catch (error) {
      log?.warn({ err: error, route: match.route }, "page head fell back to the site's defaults");
      return { status: 200, head: page(null, SITE_NAME, SITE_DESCRIPTION) };
    }
  }

  return { resolve, forRoute };
}
