import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import { BLOG_MESSAGES } from "@/shared/blog-messages";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locales";
import {
  type AdminBlogListQuery,
  type AdminBlogPost,
  type AdminBlogPostList,
  type AdminBlogPostSummary,
  BLOG_IMAGE_SIZE,
  BLOG_LIMITS,
  BLOG_PAGE_SIZE,
  BLOG_TRANSLATED_FIELDS,
  type BlogPost,
  type BlogPostList,
  type BlogPostSummary,
  type BlogPostValues,
  type BlogStatus,
  type BlogTagCount,
  normaliseTag,
  type PublicBlogListQuery,
  slugify,
} from "@/shared/schemas/blog";
import { ADMIN_PAGE_SIZE } from "@/shared/schemas/pagination";
import { translationStatus } from "@/shared/schemas/translations";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { blogPosts } from "../../db/schema/index";
import { notFound } from "../../errors";
import { forReader, keptTranslations } from "../../lib/content-language";
import type { PublicChanges } from "../../lib/public-changes";
import type { Storage } from "../../providers/storage/storage";
import { type ImageVariant, processImage, storeImage } from "../images/images";
import type { BlogPostForPage } from "../seo/page-meta";

type Row = typeof blogPosts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IMAGE_VARIANTS: ImageVariant[] = [{ name: "blog", ...BLOG_IMAGE_SIZE, fit: "inside" }];
/** How many suffixes (`-2`, `-3`, ...) to try before giving up on a slug (then a random one). */
const SLUG_ATTEMPTS = 50;
const RESERVED_SLUGS = new Set(["categories", "tag"]);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A post's fields as staff wrote them (English), without its content. */
function fields(row: Row) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    imageUrl: row.imageUrl,
    author: row.author,
    tags: row.tags,
    status: row.status as BlogStatus,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A published post as a reader of `locale` gets it: each text in that language where translated, else English. */
function forLocale(row: Row, locale: Locale) {
  const { title, excerpt, content, ...rest } = { ...fields(row), content: row.content };
  return { ...rest, ...forReader({ title, excerpt, content }, row.translations, locale, BLOG_TRANSLATED_FIELDS) };
}

const summary = (row: Row, locale: Locale): BlogPostSummary => {
  const { content: _content, ...post } = forLocale(row, locale);
  return post;
};

const publicPost = (row: Row, locale: Locale): BlogPost => forLocale(row, locale);

const adminSummary = (row: Row): AdminBlogPostSummary => ({
  ...fields(row),
  translationStatus: translationStatus(row, row.translations, BLOG_TRANSLATED_FIELDS),
});

const full = (row: Row): AdminBlogPost => ({
  ...adminSummary(row),
  content: row.content,
  translations: row.translations,
});

/** Tags as stored: normalised, the first spelling of each kept. */
function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = normaliseTag(raw);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    kept.push(tag);
  }
  return kept;
}

/**
 * The blog: staff with `blog` write Markdown posts (drafts until published); visitors read the published ones,
 * by page, by slug and by tag. Slugs come from the title (or the editor's own), made unique with a suffix.
 */
export function createBlogService({
  db,
  storage,
  publicChanges,
}: {
  db: Database;
  storage: Storage;
  /** Told when a published post changes (or a post is published or unpublished): the blog pages are redrawn. */
  publicChanges: Pick<PublicChanges, "changed">;
}) {
  const changedIfPublic = (...posts: { status: string }[]) => {
    if (posts.some((post) => post.status === "published")) publicChanges.changed();
  };

  const published = eq(blogPosts.status, "published");
  const hasTag = (tag: string) =>
    sql`exists (select 1 from unnest(${blogPosts.tags}) as t(tag) where lower(t.tag) = lower(${normaliseTag(tag)}))`;

  async function page<Item>(
    where: SQL | undefined,
    pageNumber: number,
    pageSize: number,
    order: SQL[],
    item: (row: Row) => Item,
  ) {
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(blogPosts)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize),
      db.select({ total: count() }).from(blogPosts).where(where),
    ]);
    const total = totals?.total ?? 0;
    return {
      items: rows.map(item),
      total,
      page: pageNumber,
      pageSize,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
    };
  }

  // --- Public ---------------------------------------------------------------------------------------

  /**
   * Published posts, newest first, optionally those with a tag (case-insensitive), in `query.locale` (each
   * text in English where not translated).
   */
  async function listPublished(query: PublicBlogListQuery): Promise<BlogPostList> {
    const where = and(published, query.tag ? hasTag(query.tag) : undefined);
    return page(
      where,
      query.page,
      BLOG_PAGE_SIZE,
      [sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.id)],
      (row) => summary(row, query.locale),
    );
  }

  async function publishedRow(slug: string): Promise<Row | null> {
    if (slug.length > BLOG_LIMITS.slug || /\p{Cc}/u.test(slug)) return null;
    const [row] = await db
      .select()
      .from(blogPosts)
      .where(and(published, eq(blogPosts.slug, slug.toLowerCase())))
      .limit(1);
    return row ?? null;
  }

  /**
   * A published post by slug, in `locale` (English where not translated); a draft or an unknown slug is
   * 'Blog post not found', in every language.
   */
  async function getPublished(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<BlogPost> {
    const row = await publishedRow(slug);
    if (!row) throw notFound(BLOG_MESSAGES.publicNotFound);
    return publicPost(row, locale);
  }

  /** For the page head of `/blog/:slug` (modules/seo), its title and excerpt in the page's language. */
  async function findPublishedPost(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<BlogPostForPage | null> {
    const row = await publishedRow(slug);
    if (!row) return null;
    const { title, excerpt } = forLocale(row, locale);
    return {
      slug: row.slug,
      title,
      excerpt,
      imageUrl: row.imageUrl,
      authorName: row.author,
      publishedAt: row.publishedAt ?? row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  /** Every tag of the published posts with how many posts carry it, the most used first. */
  async function listTags(): Promise<BlogTagCount[]> {
    const tag = sql<string>`min(t.tag)`;
    const rows = await db.execute<{ tag: string; count: number }>(sql`
      select ${tag} as tag, count(distinct ${blogPosts.id})::int as count
      from ${blogPosts}, unnest(${blogPosts.tags}) as t(tag)
      where ${published}
      group by lower(t.tag)
      order by count desc, lower(t.tag) asc`);
    return rows.rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
  }

  /** For the sitemap: every published post's path and last change. */
  async function listSitemapPosts(): Promise<{ slug: string; updatedAt: Date }[]> {
    return db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(published)
      .orderBy(desc(blogPosts.publishedAt));
  }

  // --- Staff ----------------------------------------------------------------------------------------

  /** Every post, newest first, by status and a search over title, excerpt, author and slug. */
  async function list(query: AdminBlogListQuery): Promise<AdminBlogPostList> {
    const search = query.search ? `%${escapeLike(query.search)}%` : null;
    const where = and(
      query.status ? eq(blogPosts.status, query.status) : undefined,
      search
        ? or(
            ilike(blogPosts.title, search),
            ilike(blogPosts.excerpt, search),
            ilike(blogPosts.author, search),
            ilike(blogPosts.slug, search),
          )
        : undefined,
    );
    return page(where, query.page, ADMIN_PAGE_SIZE, [desc(blogPosts.createdAt), desc(blogPosts.id)], adminSummary);
  }

  async function get(id: string): Promise<AdminBlogPost> {
    if (!UUID.test(id)) throw notFound(BLOG_MESSAGES.postNotFound);
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
    if (!row) throw notFound(BLOG_MESSAGES.postNotFound);
    return full(row);
  }

  /** The base slug: the editor's own (cleaned the same way) or the title's; "post" when nothing is left. */
  const baseSlug = (values: BlogPostValues) => {
    const slug = slugify(values.slug || "") || slugify(values.title) || "post";
    // `/blog/categories` is a page of its own.
    return RESERVED_SLUGS.has(slug) ? `${slug}-post` : slug;
  };

  /** The base, or base-2, base-3... whichever no other post holds. */
  async function freeSlug(base: string, exceptId?: string): Promise<string> {
    const taken = await db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(
        and(
          or(eq(blogPosts.slug, base), ilike(blogPosts.slug, `${escapeLike(base)}-%`)),
          exceptId ? ne(blogPosts.id, exceptId) : undefined,
        ),
      );
    const used = new Set(taken.map((row) => row.slug));
    if (!used.has(base)) return base;
    for (let suffix = 2; suffix < SLUG_ATTEMPTS + 2; suffix++) {
      const tail = `-${suffix}`;
      const candidate = `${base.slice(0, BLOG_LIMITS.slug - tail.length)}${tail}`;
      if (!used.has(candidate)) return candidate;
    }
    return `${base.slice(0, BLOG_LIMITS.slug - 9)}-${crypto.randomUUID().slice(0, 8)}`;
  }

  /** Runs `write` with a free slug, trying again if another writer took it in between (the unique index). */
  async function withFreeSlug(
    values: BlogPostValues,
    exceptId: string | undefined,
    write: (slug: string) => Promise<Row>,
  ) {
    const base = baseSlug(values);
    for (let attempt = 0; ; attempt++) {
      const slug = await freeSlug(base, exceptId);
      try {
        return await write(slug);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  }

  const columns = (values: BlogPostValues) => ({
    title: values.title,
    excerpt: values.excerpt,
    content: values.content,
    author: values.author,
    imageUrl: values.imageUrl ?? null,
    tags: cleanTags(values.tags),
    status: values.status,
    // Absent: an edit keeps the saved translations (a new post gets none, the column's default).
    ...(values.translations && { translations: keptTranslations(values.translations) }),
  });

  async function create(values: BlogPostValues, actorId: string): Promise<AdminBlogPost> {
    const row = await withFreeSlug(values, undefined, async (slug) => {
      const [inserted] = await db
        .insert(blogPosts)
        .values({
          ...columns(values),
          slug,
          authorId: actorId,
          publishedAt: values.status === "published" ? new Date() : null,
        })
        .returning();
      return inserted!;
    });
    changedIfPublic(row);
    return full(row);
  }

  /**
   * Replaces the post's fields. Publishing stamps `published_at` (kept while it stays published); back to
   * draft clears it. Answers the post before and after, for the audit log.
   */
  async function update(id: string, values: BlogPostValues) {
    const before = await get(id);
    const keepSlug = !values.slug || slugify(values.slug) === before.slug;
    const publishedAt =
      values.status === "draft"
        ? null
        : before.status === "published" && before.publishedAt
          ? new Date(before.publishedAt)
          : new Date();
    const write = async (slug: string) => {
      const [updated] = await db
        .update(blogPosts)
        .set({ ...columns(values), slug, publishedAt, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      if (!updated) throw notFound(BLOG_MESSAGES.postNotFound);
      return updated;
    };
    const row = keepSlug ? await write(before.slug) : await withFreeSlug(values, id, write);
    changedIfPublic(before, row);
    return { before, after: full(row) };
  }

  async function remove(id: string): Promise<AdminBlogPost> {
    const before = await get(id);
    await db.delete(blogPosts).where(eq(blogPosts.id, id));
    changedIfPublic(before);
    return before;
  }

  /**
   * A cover or in-post image through the image pipeline (re-encoded, metadata stripped, content-hashed).
   * Images stay stored when a post is deleted: another post's Markdown may show the same one.
   */
  async function uploadImage(bytes: Buffer): Promise<string> {
    const image = await processImage(bytes, IMAGE_VARIANTS, { scope: "blog" });
    const urls = await storeImage(storage, image);
    return urls[IMAGE_VARIANTS[0]!.name]!;
  }

  /** Posts by status, for the staff dashboard. */
  async function counts(): Promise<Record<BlogStatus, number>> {
    const rows = await db
      .select({ status: blogPosts.status, total: count() })
      .from(blogPosts)
      .groupBy(blogPosts.status);
    const totals: Record<BlogStatus, number> = { draft: 0, published: 0 };
    for (const row of rows) if (row.status in totals) totals[row.status as BlogStatus] = row.total;
    return totals;
  }

  return {
    listPublished,
    getPublished,
    findPublishedPost,
    listTags,
    listSitemapPosts,
    list,
    get,
    create,
    update,
    remove,
    uploadImage,
    counts,
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
