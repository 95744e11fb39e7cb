import { randomUUID } from "node:crypto";
import { and, arrayContains, asc, count, desc, eq, gte, lte, notInArray, sql } from "drizzle-orm";
import { CELEBRITY_MOVED, FAST_RESPONSE_TIME } from "@/shared/catalogue";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locales";
import { UNPAID_OR_WITHDRAWN } from "@/shared/request-status";
import type {
  Category,
  CelebrityDetail,
  CelebrityListQuery,
  CelebrityListResponse,
  CelebritySummary,
  Review,
  ShowcaseVideo,
  SliderItem,
  Testimonial,
} from "@/shared/schemas/catalogue";
import { SLIDER_TRANSLATED_FIELDS } from "@/shared/schemas/slider";
import { DAY_MS } from "@/shared/time";
import type { Database, DatabaseHandle } from "../../db/client";
import {
  categories,
  celebrityPreviousUsernames,
  celebrityProfiles,
  reviews,
  sliderItems,
  testimonials,
  users,
  videoRequests,
} from "../../db/schema/index";
import { AppError, notFound } from "../../errors";
import { forReader } from "../../lib/content-language";
import type { PublicChanges } from "../../lib/public-changes";
import { createTtlCache } from "../../lib/ttl-cache";
import { capacityOf } from "./capacity";
import { isListedCelebrity } from "./listed";

/** Trending ranks celebrities by bookings made in this many days. */
export const TRENDING_WINDOW_DAYS = 30;
export const REVIEWS_PER_PROFILE = 20;
// Staff may feature many; the home carousel never needs more than a few pages of cards.
export const MAX_FEATURED = 24;

/** Same expression as the trigram index `celebrity_profiles_search_trgm_idx`, so the planner can use it. */
const searchableText = sql`lower(${celebrityProfiles.fullName} || ' ' || ${celebrityProfiles.username} || ' ' || ${celebrityProfiles.profession})`;

const summaryColumns = {
  id: celebrityProfiles.id,
  username: celebrityProfiles.username,
  fullName: celebrityProfiles.fullName,
  profession: celebrityProfiles.profession,
  categoryId: celebrityProfiles.categoryId,
  categoryName: categories.name,
  country: celebrityProfiles.country,
  priceCents: celebrityProfiles.priceCents,
  imageUrl: celebrityProfiles.imageUrl,
  verified: celebrityProfiles.verified,
  featured: celebrityProfiles.featured,
  rating: celebrityProfiles.ratingAverage,
  reviewCount: celebrityProfiles.reviewCount,
  responseTime: celebrityProfiles.responseTime,
};

/** `%` and `_` in what the visitor typed are literal characters, not wildcards. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** "Ada Okafor" -> "Ada O.": enough to feel personal without publishing a fan's full name. */
export function reviewerDisplayName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return "Salamu fan";
  const lastInitial = rest.at(-1)?.[0];
  return lastInitial ? `${first} ${lastInitial.toUpperCase()}.` : first;
}

/** Bookings per celebrity since a moment, as a subquery to join; counted from video_requests_created_idx. */
function recentBookings(db: Database, since: Date) {
  return db
    .select({ celebrityId: videoRequests.celebrityId, bookings: count().as("bookings") })
    .from(videoRequests)
    .where(and(gte(videoRequests.createdAt, since), notInArray(videoRequests.status, [...UNPAID_OR_WITHDRAWN])))
    .groupBy(videoRequests.celebrityId)
    .as("recent_bookings");
}

/**
 * The two queries behind one browse page: the page of items and the total. Exported so the scale bench
 * can EXPLAIN exactly what the API runs.
 */
export function buildCelebrityListQueries(db: Database, query: CelebrityListQuery, now: Date) {
  const search = query.search?.trim();
  const category = query.category?.trim();
  // Every filter but the category: the category pills count what each category would list with the rest kept.
  const filtersButCategory = and(
    isListedCelebrity,
    search ? sql`${searchableText} like lower(${containsPattern(search)})` : undefined,
    query.language ? arrayContains(celebrityProfiles.languages, [query.language]) : undefined,
    query.country ? eq(celebrityProfiles.country, query.country) : undefined,
    query.minPrice !== undefined ? gte(celebrityProfiles.priceCents, query.minPrice * 100) : undefined,
    query.maxPrice !== undefined ? lte(celebrityProfiles.priceCents, query.maxPrice * 100) : undefined,
    query.within24h ? eq(celebrityProfiles.responseTime, FAST_RESPONSE_TIME) : undefined,
  );
  const filters = and(filtersButCategory, category ? eq(celebrityProfiles.categoryId, category) : undefined);

  const base = db
    .select(summaryColumns)
    .from(celebrityProfiles)
    .innerJoin(categories, eq(categories.id, celebrityProfiles.categoryId))
    .$dynamic();
  // Every order ends with the id so pages never overlap or skip a celebrity when other keys tie.
  const byName = [asc(celebrityProfiles.fullName), asc(celebrityProfiles.id)];
  const ordered = (() => {
    switch (query.sort) {
      case "trending": {
        const recent = recentBookings(db, new Date(now.getTime() - TRENDING_WINDOW_DAYS * DAY_MS));
        return base
          .leftJoin(recent, eq(recent.celebrityId, celebrityProfiles.id))
          .where(filters)
          .orderBy(
            desc(sql`coalesce(${recent.bookings}, 0)`),
            desc(celebrityProfiles.featured),
            desc(celebrityProfiles.ratingAverage),
            ...byName,
          );
      }
      case "rating":
        // Matches celebrity_profiles_rating_idx: best rated first, more reviews breaking a tie.
        return base
          .where(filters)
          .orderBy(desc(celebrityProfiles.ratingAverage), desc(celebrityProfiles.reviewCount), ...byName);
      case "lowToHigh":
        return base.where(filters).orderBy(asc(celebrityProfiles.priceCents), ...byName);
      case "highToLow":
        return base.where(filters).orderBy(desc(celebrityProfiles.priceCents), ...byName);
      case "newest":
        // Matches celebrity_profiles_newest_idx, so the first page is an index walk, not a sort.
        return base
          .where(filters)
          .orderBy(sql`${celebrityProfiles.approvedAt} desc nulls last`, asc(celebrityProfiles.id));
    }
  })();
  const items = ordered.limit(query.pageSize).offset((query.page - 1) * query.pageSize);

  const total = db.select({ total: count() }).from(celebrityProfiles).where(filters);
  const categoryCounts = db
    .select({ categoryId: celebrityProfiles.categoryId, count: count() })
    .from(celebrityProfiles)
    .where(filtersButCategory)
    .groupBy(celebrityProfiles.categoryId);
  return { items, total, categoryCounts };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

// The public catalogue changes rarely and is read on every page: lists are kept this long in memory
// (the responses already say `max-age=60`), so browsing costs no database round trip per visitor.
export const CATALOGUE_CACHE_MS = 30 * 1000;

/** Every instance LISTENs here; a writer of catalogue data NOTIFYs it, and each instance drops its cache. */
export const CATALOGUE_CHANNEL = "salamu_catalogue";

/**
 * What a writer changed, when it knows: `profileOf` means only what the public profile page of that
 * username shows (its bio, links, whether it takes requests), nothing a list, a count or the reviews show.
 * Without it, anything public may have changed and every cached value goes.
 */
export type CatalogueChange = { profileOf: string };

/** A public profile without what changes with every booking (whether the star is full): what the cache keeps. */
export type CachedProfile = Omit<CelebrityDetail, "full" | "opensAgainOn">;

/**
 * A public profile as the cache keeps it: with its main bio, the bio's translations (locale -> text), and the
 * star's open-requests limit (their capacity is counted on each read, ADR 055).
 */
type CachedCelebrity = {
  detail: CachedProfile;
  bioTranslations: Partial<Record<string, string>>;
  maxOpenRequests: number | null;
};

/** The notification: which instance sent it (it has already dropped its own copy) and what changed. */
type CatalogueNotice = { from: string; profileOf?: string };

function parseNotice(payload: string): CatalogueNotice | null {
  try {
    const notice = JSON.parse(payload) as unknown;
    if (notice && typeof notice === "object" && typeof (notice as CatalogueNotice).from === "string") {
      const { from, profileOf } = notice as CatalogueNotice;
      return typeof profileOf === "string" ? { from, profileOf } : { from };
    }
  } catch {
    // not ours, or an older instance's bare "changed": treated as a change to anything
  }
  return null;
}

export function createCatalogueService({
  db,
  now = () => new Date(),
  cacheMs = CATALOGUE_CACHE_MS,
  showcaseVideos = async () => [],
  bus,
  log,
  publicChanges,
}: {
  db: Database;
  /** LISTEN/NOTIFY of the database: a change on any instance drops the cache on every instance. */
  bus?: Pick<DatabaseHandle, "listen" | "notify">;
  /** Told of every change made here: the public pages drawn from the catalogue are drawn again. */
  publicChanges?: Pick<PublicChanges, "changed">;
  log?: { warn(details: object, message: string): void };
  now?: () => Date;
  cacheMs?: number;
  /** The videos a celebrity features, with public links (the videos module's showcase). */
  showcaseVideos?: (celebrityId: string) => Promise<ShowcaseVideo[]>;
}) {
  // An expired entry is answered while one query refreshes it: the expiry only backs up lost notifications.
  const listCache = createTtlCache<unknown>({ ttlMs: cacheMs, maxEntries: 500, refreshInBackground: true });
  const cached = <T>(key: string, compute: () => Promise<T>) => listCache.get(key, compute) as Promise<T>;

  // Tells this instance's own notifications (already applied when sent) from the others'.
  const instanceId = randomUUID();

  function forget(change?: CatalogueChange) {
    if (!change) {
      listCache.clear();
      return;
    }
    // The sitemap is dropped too: it carries every profile's last change.
    listCache.delete(`celebrity:${change.profileOf.toLowerCase()}`);
    listCache.delete("sitemap");
  }

  /**
   * This instance's copy goes at once (the next read here queries the database); the others' when the
   * notification reaches them. A change scoped to one profile keeps the lists, so a celebrity saving
   * their bio does not send every visitor's browse page back to the database (ADR 025).
   */
  function clearCache(change?: CatalogueChange) {
    forget(change);
    const notice: CatalogueNotice = { from: instanceId, ...(change ? { profileOf: change.profileOf } : {}) };
    const notified = bus?.notify(CATALOGUE_CHANNEL, JSON.stringify(notice)).catch((error: unknown) => {
      log?.warn({ err: error }, "could not notify other instances of a catalogue change");
    });
    // Here, not in `forget`: that also runs on other instances' notices, and the writer's instance tells them.
    publicChanges?.changed({ after: notified });
  }

  /** Starts listening for other instances' changes; answers the function that stops. */
  async function listen(): Promise<() => Promise<void>> {
    if (!bus) return async () => {};
    return bus.listen(
      CATALOGUE_CHANNEL,
      (payload) => {
        const notice = parseNotice(payload);
        // Our own echo: dropping again would only throw away values read after the change.
        if (notice?.from === instanceId) return;
        forget(notice?.profileOf ? { profileOf: notice.profileOf } : undefined);
      },
      (error) => {
        // Changes notified while the connection is down are lost: what may now be stale is refreshed by
        // its next reader, and answered meanwhile (and through a database outage) rather than dropped.
        listCache.expire();
        log?.warn({ err: error }, "catalogue LISTEN connection lost; reconnecting");
      },
    );
  }

  async function listCategories(): Promise<Category[]> {
    return cached("categories", () => queryCategories());
  }

  async function queryCategories(): Promise<Category[]> {
    return db
      .select({
        id: categories.id,
        name: categories.name,
        description: categories.description,
        celebrityCount: sql<number>`count(${celebrityProfiles.id})`.mapWith(Number),
      })
      .from(categories)
      .leftJoin(celebrityProfiles, and(eq(celebrityProfiles.categoryId, categories.id), isListedCelebrity))
      .groupBy(categories.id)
      .orderBy(asc(categories.sortOrder), asc(categories.name));
  }

  async function listCelebrities(query: CelebrityListQuery): Promise<CelebrityListResponse> {
    // Every field of the query, in a fixed order, so two different lists never share a cache entry.
    const key = `celebrities:${JSON.stringify([
      query.search ?? "",
      query.category ?? "",
      query.language ?? "",
      query.country ?? "",
      query.minPrice ?? null,
      query.maxPrice ?? null,
      query.within24h ?? false,
      query.sort,
      query.page,
      query.pageSize,
    ])}`;
    return cached(key, () => queryCelebrities(query));
  }

  async function queryCelebrities(query: CelebrityListQuery): Promise<CelebrityListResponse> {
    const queries = buildCelebrityListQueries(db, query, now());
    const [items, [counted], perCategory] = await Promise.all([queries.items, queries.total, queries.categoryCounts]);
    const total = counted?.total ?? 0;
    return {
      items,
      total,
      categoryCounts: Object.fromEntries(perCategory.map((row) => [row.categoryId, row.count])),
      page: query.page,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  async function listFeatured(): Promise<CelebritySummary[]> {
    return cached("featured", () => queryFeatured());
  }

  async function queryFeatured(): Promise<CelebritySummary[]> {
    return db
      .select(summaryColumns)
      .from(celebrityProfiles)
      .innerJoin(categories, eq(categories.id, celebrityProfiles.categoryId))
      .where(and(isListedCelebrity, eq(celebrityProfiles.featured, true)))
      .orderBy(desc(celebrityProfiles.ratingAverage), asc(celebrityProfiles.fullName), asc(celebrityProfiles.id))
      .limit(MAX_FEATURED);
  }

  /** Case-insensitive, through the unique index on lower(username); unapproved profiles do not exist publicly. */
  async function findApprovedCelebrity(username: string) {
    const [row] = await db
      .select({
        ...summaryColumns,
        bio: celebrityProfiles.bio,
        bioTranslations: celebrityProfiles.bioTranslations,
        socialMedia: celebrityProfiles.socialMedia,
        approvedAt: celebrityProfiles.approvedAt,
        languages: celebrityProfiles.languages,
        acceptingRequests: celebrityProfiles.acceptingRequests,
        acceptsPlanBookings: celebrityProfiles.acceptsPlanBookings,
        maxOpenRequests: celebrityProfiles.maxOpenRequests,
        rushPriceCents: celebrityProfiles.rushPriceCents,
      })
      .from(celebrityProfiles)
      .innerJoin(categories, eq(categories.id, celebrityProfiles.categoryId))
      .where(and(isListedCelebrity, sql`lower(${celebrityProfiles.username}) = lower(${username})`))
      .limit(1);
    if (!row) throw await movedOrNotFound(username);
    return row;
  }

  /** An old username of a public profile answers where it went (the page redirects); anything else 404s. */
  async function movedOrNotFound(username: string): Promise<AppError> {
    const [moved] = await db
      .select({ username: celebrityProfiles.username })
      .from(celebrityPreviousUsernames)
      .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, celebrityPreviousUsernames.profileId))
      .where(and(isListedCelebrity, sql`lower(${celebrityPreviousUsernames.username}) = lower(${username})`))
      .limit(1);
    if (!moved) return notFound("Celebrity not found");
    return new AppError(404, CELEBRITY_MOVED, `This celebrity is now @${moved.username}.`, {
      movedTo: moved.username,
    });
  }

  /** The profile as cached: with its main bio (the same object while cached), and the bio's translations. */
  async function cachedCelebrity(username: string): Promise<CachedCelebrity> {
    return cached(`celebrity:${username.toLowerCase()}`, () => queryCelebrity(username));
  }

  async function queryCelebrity(username: string): Promise<CachedCelebrity> {
    const { bioTranslations, maxOpenRequests, ...row } = await findApprovedCelebrity(username);
    return {
      detail: { ...row, bioLocale: null, approvedAt: row.approvedAt?.toISOString() ?? null },
      bioTranslations,
      maxOpenRequests,
    };
  }

  /**
   * The public profile, its bio in `locale` when the star wrote one in it (`bioLocale` says so), else their
   * main bio, whose language is not known (`bioLocale` null). Whether the star is full is counted now, not
   * cached: every booking, delivery or refund changes it (one indexed count, only for a star with a limit).
   */
  async function getCelebrity(username: string, locale: Locale = DEFAULT_LOCALE): Promise<CelebrityDetail> {
    const { detail, bioTranslations, maxOpenRequests } = await cachedCelebrity(username);
    const translated = locale === DEFAULT_LOCALE ? undefined : bioTranslations[locale]?.trim();
    const { full, opensAgainOn } = await capacityOf(db, { id: detail.id, maxOpenRequests }, now());
    return { ...detail, ...(translated ? { bio: translated, bioLocale: locale } : {}), full, opensAgainOn };
  }

  /**
   * The public profile, or null when there is none, kept in the in-memory cache (the same object while
   * cached): the server writes a profile page's head (title, preview, JSON-LD) from it on every visit. A miss
   * is not remembered.
   */
  async function findCelebrity(username: string): Promise<CachedProfile | null> {
    try {
      return (await cachedCelebrity(username)).detail;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  }

  /** Every public profile for the sitemap (the protocol's 50,000 URLs per file is far off). */
  async function listSitemapCelebrities(): Promise<{ username: string; updatedAt: Date }[]> {
    return cached("sitemap", () =>
      db
        .select({ username: celebrityProfiles.username, updatedAt: celebrityProfiles.updatedAt })
        .from(celebrityProfiles)
        .where(isListedCelebrity)
        .orderBy(asc(celebrityProfiles.username))
        .limit(50_000),
    );
  }

  /** Cached like the profile: a new review clears the catalogue cache on every instance. */
  async function listReviews(username: string): Promise<{ items: Review[]; total: number }> {
    return cached(`reviews:${username.toLowerCase()}`, () => queryReviews(username));
  }

  async function queryReviews(username: string): Promise<{ items: Review[]; total: number }> {
    const celebrity = await findApprovedCelebrity(username);
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          id: reviews.id,
          rating: reviews.rating,
          text: reviews.text,
          fanName: users.name,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.fanId))
        .where(eq(reviews.celebrityId, celebrity.id))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(REVIEWS_PER_PROFILE),
      db.select({ total: count() }).from(reviews).where(eq(reviews.celebrityId, celebrity.id)),
    ]);
    return {
      items: rows.map(({ fanName, createdAt, ...review }) => ({
        ...review,
        authorName: reviewerDisplayName(fanName),
        createdAt: createdAt.toISOString(),
      })),
      total: counted?.total ?? 0,
    };
  }

  /**
   * Cached like the reviews: featuring a video, a fan's consent and a hidden video clear the catalogue cache
   * (showcase.service.ts), and the links it holds stay valid an hour or more (signed-urls.ts).
   */
  async function listShowcaseVideos(username: string): Promise<ShowcaseVideo[]> {
    return cached(`showcase:${username.toLowerCase()}`, async () =>
      showcaseVideos((await findApprovedCelebrity(username)).id),
    );
  }

  /** The active slides in display order, their texts in `locale` (English where a translation is missing). */
  async function listSliderItems(locale: Locale = DEFAULT_LOCALE): Promise<SliderItem[]> {
    const rows = await db
      .select({
        id: sliderItems.id,
        title: sliderItems.title,
        description: sliderItems.description,
        imageUrl: sliderItems.imageUrl,
        buttonText: sliderItems.buttonText,
        buttonLink: sliderItems.buttonLink,
        translations: sliderItems.translations,
      })
      .from(sliderItems)
      .where(eq(sliderItems.active, true))
      .orderBy(asc(sliderItems.sortOrder), asc(sliderItems.createdAt));
    return rows.map(({ translations, ...slide }) => forReader(slide, translations, locale, SLIDER_TRANSLATED_FIELDS));
  }

  async function listTestimonials(): Promise<Testimonial[]> {
    return db
      .select({
        id: testimonials.id,
        quote: testimonials.quote,
        author: testimonials.author,
        location: testimonials.location,
        imageUrl: testimonials.imageUrl,
      })
      .from(testimonials)
      .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
  }

  return {
    /** Writers of catalogue data call this so their change shows at once on this instance. */
    clearCache,
    listen,
    listCategories,
    listCelebrities,
    listFeatured,
    getCelebrity,
    findCelebrity,
    listSitemapCelebrities,
    listReviews,
    listShowcaseVideos,
    listSliderItems,
    listTestimonials,
  };
}
