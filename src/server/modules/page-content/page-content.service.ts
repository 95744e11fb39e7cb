import { and, desc, eq, notInArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { PAGE_DEFAULTS, PAGE_REVISIONS_KEPT, type PageId } from "@/shared/page-content";
import { PAGE_SCHEMAS, type PageContent, type PageRevision } from "@/shared/schemas/page-content";
import type { DatabaseHandle } from "../../db/client";
import { pageContentRevisions, pageContents, users } from "../../db/schema/index";
import { notFound, validationError } from "../../errors";
import type { PublicChanges } from "../../lib/public-changes";
import { createTtlCache } from "../../lib/ttl-cache";

/** Every instance LISTENs here; a save NOTIFYs it with the page id, and each instance drops its cache. */
export const PAGE_CONTENT_CHANNEL = "salamu_page_content";

/** The backstop when a notification is lost (an instance's LISTEN connection was down). */
export const PAGE_CONTENT_CACHE_MS = 30_000;

type Stored = { fields: Record<string, string>; updatedAt: Date; updatedBy: string | null };

type Deps = {
  database: Pick<DatabaseHandle, "db" | "listen" | "notify">;
  log: Pick<FastifyBaseLogger, "warn">;
  /** Told of every save: the pages showing these texts are drawn again. */
  publicChanges?: Pick<PublicChanges, "changed">;
  cacheMs?: number;
  now?: () => Date;
};

/**
 * The fields a stored value stands for: what the page's schema accepts, over the defaults (a field added to a
 * page after the save shows its default). Null when it does not parse: the caller uses the defaults.
 */
function parseFields(page: PageId, value: unknown): Record<string, string> | null {
  const stored = value && typeof value === "object" && !Array.isArray(value) ? value : {};
  const known = Object.fromEntries(Object.entries(stored).filter(([key]) => key in PAGE_DEFAULTS[page]));
  const parsed = PAGE_SCHEMAS[page].safeParse({ ...PAGE_DEFAULTS[page], ...known });
  return parsed.success ? (parsed.data as Record<string, string>) : null;
}

/**
 * The public pages' texts: the defaults until staff save them, then the saved fields. Every save keeps the
 * version it replaces (the last PAGE_REVISIONS_KEPT per page), and any of them can be restored. Reads are
 * cached per instance; a save tells every instance to drop its cache (LISTEN/NOTIFY), a short TTL backs that up.
 * Call `close` before the database closes.
 */
export async function createPageContentService({
  database,
  log,
  publicChanges,
  cacheMs = PAGE_CONTENT_CACHE_MS,
  now = () => new Date(),
}: Deps) {
  const { db } = database;
  const cache = createTtlCache<Map<string, Stored>>({ ttlMs: cacheMs, maxEntries: 1 });

  async function load(): Promise<Map<string, Stored>> {
    const rows = await db.select().from(pageContents);
    const stored = new Map<string, Stored>();
    for (const row of rows) {
      if (!(row.pageId in PAGE_DEFAULTS)) continue;
      const fields = parseFields(row.pageId as PageId, row.fields);
      if (fields) stored.set(row.pageId, { fields, updatedAt: row.updatedAt, updatedBy: row.updatedBy });
      else log.warn({ pageId: row.pageId }, "stored page content is not valid any more; using its defaults");
    }
    return stored;
  }

  const unlisten = await database.listen(
    PAGE_CONTENT_CHANNEL,
    () => cache.clear(),
    (error) => {
      cache.clear();
      log.warn({ err: error }, "page content LISTEN connection lost; reconnecting");
    },
  );

  /** The page's texts as every visitor sees them. */
  async function get(page: PageId): Promise<PageContent> {
    const row = (await cache.get("all", load)).get(page);
    return {
      pageId: page,
      fields: row?.fields ?? { ...PAGE_DEFAULTS[page] },
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  /** The fields checked by the page's schema; a bad one is a 400 naming it, with the spec's message. */
  function validate(page: PageId, fields: Record<string, unknown>): Record<string, string> {
    const parsed = PAGE_SCHEMAS[page].safeParse(fields);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join(".") || "fields",
        message: issue.message,
      }));
      throw validationError(issues[0]?.message ?? "Invalid page content", issues);
    }
    return parsed.data as Record<string, string>;
  }

  async function changed(page: PageId) {
    cache.clear();
    try {
      await database.notify(PAGE_CONTENT_CHANNEL, page);
    } catch (error) {
      log.warn({ err: error, pageId: page }, "could not notify other instances of a page content change");
    }
    // After the notice above: every instance has dropped the old texts before it draws the pages again.
    publicChanges?.changed();
  }

  /**
   * Stores the page's new fields and keeps the version they replace (the defaults, the first time), pruning
   * the revisions to the newest PAGE_REVISIONS_KEPT. Answers the fields before and after (for the audit log).
   */
  async function write(page: PageId, fields: Record<string, string>, actorId: string) {
    const at = now();
    const before = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(pageContents).where(eq(pageContents.pageId, page)).for("update");
      const previous = current
        ? {
            fields: parseFields(page, current.fields) ?? current.fields,
            savedBy: current.updatedBy,
            savedAt: current.updatedAt,
          }
        : { fields: { ...PAGE_DEFAULTS[page] }, savedBy: null, savedAt: at };
      await tx.insert(pageContentRevisions).values({ pageId: page, ...previous });
      const keep = tx
        .select({ id: pageContentRevisions.id })
        .from(pageContentRevisions)
        .where(eq(pageContentRevisions.pageId, page))
        .orderBy(desc(pageContentRevisions.savedAt), desc(pageContentRevisions.id))
        .limit(PAGE_REVISIONS_KEPT);
      await tx
        .delete(pageContentRevisions)
        .where(and(eq(pageContentRevisions.pageId, page), notInArray(pageContentRevisions.id, keep)));
      const row = { fields, updatedBy: actorId, updatedAt: at };
      await tx
        .insert(pageContents)
        .values({ pageId: page, ...row })
        .onConflictDoUpdate({ target: pageContents.pageId, set: row });
      return previous.fields;
    });
    await changed(page);
    return { before, after: await get(page) };
  }

  /** Validates a page's fields (every field of the page) and saves them. */
  async function save(page: PageId, fields: Record<string, unknown>, actorId: string) {
    return write(page, validate(page, fields), actorId);
  }

  /** The kept earlier versions of a page, newest first. */
  async function revisions(page: PageId): Promise<PageRevision[]> {
    const rows = await db
      .select({
        id: pageContentRevisions.id,
        fields: pageContentRevisions.fields,
        savedAt: pageContentRevisions.savedAt,
        savedById: users.id,
        savedByName: users.name,
      })
      .from(pageContentRevisions)
      .leftJoin(users, eq(users.id, pageContentRevisions.savedBy))
      .where(eq(pageContentRevisions.pageId, page))
      .orderBy(desc(pageContentRevisions.savedAt), desc(pageContentRevisions.id))
      .limit(PAGE_REVISIONS_KEPT);
    return rows.map((row) => ({
      id: row.id,
      fields: parseFields(page, row.fields) ?? { ...PAGE_DEFAULTS[page] },
      savedAt: row.savedAt.toISOString(),
      savedBy: row.savedById ? { id: row.savedById, name: row.savedByName ?? "" } : null,
    }));
  }

  /** Makes an earlier version the current one (the current one becomes a revision in turn). */
  async function restore(page: PageId, revisionId: string, actorId: string) {
    const [row] = await db
      .select({ fields: pageContentRevisions.fields })
      .from(pageContentRevisions)
      .where(and(eq(pageContentRevisions.id, revisionId), eq(pageContentRevisions.pageId, page)));
    if (!row) throw notFound("Revision not found");
    return write(page, parseFields(page, row.fields) ?? { ...PAGE_DEFAULTS[page] }, actorId);
  }

  async function close() {
    await unlisten();
  }

  return { get, save, revisions, restore, close };
}

export type PageContentService = Awaited<ReturnType<typeof createPageContentService>>;
