import { and, desc, eq, notInArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locales";
import { LANGUAGE_NEUTRAL_FIELDS, PAGE_DEFAULTS, PAGE_REVISIONS_KEPT, type PageId } from "@/shared/page-content";
import { PAGE_SCHEMAS, type PageContent, type PageRevision } from "@/shared/schemas/page-content";
import { TRANSLATED_LOCALES, type TranslatedLocale, type TranslationStatus } from "@/shared/schemas/translations";
import type { DatabaseHandle } from "../../db/client";
import { pageContentRevisions, pageContents, users } from "../../db/schema/index";
import { notFound, validationError } from "../../errors";
import type { PublicChanges } from "../../lib/public-changes";
import { createTtlCache } from "../../lib/ttl-cache";
import { BUILT_IN_PAGE_TEXTS } from "./built-in/index";

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

/** The stored value's fields the page still has, as text. */
function knownFields(page: PageId, value: unknown): Record<string, string> {
  const stored = value && typeof value === "object" && !Array.isArray(value) ? value : {};
  return Object.fromEntries(
    Object.entries(stored).filter(([key, text]) => key in PAGE_DEFAULTS[page] && typeof text === "string"),
  );
}

/**
 * The fields a stored value stands for: what the page's schema accepts, over the defaults (a field added to a
 * page after the save shows its default). Null when it does not parse: the caller uses the defaults.
 */
function parseFields(page: PageId, value: unknown): Record<string, string> | null {
  const parsed = PAGE_SCHEMAS[page].safeParse({ ...PAGE_DEFAULTS[page], ...knownFields(page, value) });
  return parsed.success ? (parsed.data as Record<string, string>) : null;
}

const isNeutral = (page: PageId, field: string) =>
  (LANGUAGE_NEUTRAL_FIELDS[page] as readonly string[] | undefined)?.includes(field) ?? false;

/** The fields a translation translates: every field but the ones written the same in every language. */
const translatableFields = (page: PageId) =>
  Object.keys(PAGE_DEFAULTS[page]).filter((field) => !isNeutral(page, field));

/**
 * A translation as kept: only the translatable fields whose text is not the English one (a text left in
 * English is English showing, not a translation).
 */
function translationOf(page: PageId, fields: Record<string, string>, english: Record<string, string>) {
  return Object.fromEntries(
    translatableFields(page)
      .filter((field) => fields[field] !== undefined && fields[field] !== english[field])
      .map((field) => [field, fields[field] as string]),
  );
}

const cacheKey = (page: string, locale: string) => `${page}:${locale}`;

/**
 * The public pages' texts: the defaults until staff save them, then the saved fields, in English and in each
 * translated language (ours built in until staff save one; English shows for any field not translated). Every
 * save keeps the
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

  /** Every saved page and translation: English parsed whole, translations as their known fields. */
  async function load(): Promise<Map<string, Stored>> {
    const rows = await db.select().from(pageContents);
    const stored = new Map<string, Stored>();
    for (const row of rows) {
      if (!(row.pageId in PAGE_DEFAULTS)) continue;
      const page = row.pageId as PageId;
      const fields = row.locale === DEFAULT_LOCALE ? parseFields(page, row.fields) : knownFields(page, row.fields);
      if (fields)
        stored.set(cacheKey(page, row.locale), { fields, updatedAt: row.updatedAt, updatedBy: row.updatedBy });
      else log.warn({ pageId: row.pageId }, "stored page content is not valid any more; using its defaults");
    }
    return stored;
  }

  /** The page's English texts (saved, or the defaults) and when they were saved. */
  function englishOf(stored: Map<string, Stored>, page: PageId) {
    const row = stored.get(cacheKey(page, DEFAULT_LOCALE));
    return { fields: row?.fields ?? { ...PAGE_DEFAULTS[page] }, updatedAt: row?.updatedAt ?? null };
  }

  /** A language's translation of the page: what staff saved, else ours (built in), else none. */
  function translationIn(stored: Map<string, Stored>, page: PageId, locale: TranslatedLocale) {
    const row = stored.get(cacheKey(page, locale));
    if (row) return { fields: row.fields, updatedAt: row.updatedAt as Date | null, builtIn: false };
    const builtIn = (BUILT_IN_PAGE_TEXTS[locale as TranslatedLocale][page] ?? {}) as Record<string, string>;
    return { fields: builtIn, updatedAt: null, builtIn: true };
  }

  /**
   * The page in a language: the translation over English, field by field. A translation that no longer passes
   * the page's rules with English under it (a rule changed since) is not shown.
   */
  function compose(stored: Map<string, Stored>, page: PageId, locale: Locale) {
    const english = englishOf(stored, page);
    if (locale === DEFAULT_LOCALE) return { fields: english.fields, updatedAt: english.updatedAt, untranslated: [] };
    const translation = translationIn(stored, page, locale as TranslatedLocale);
    const translated = Object.fromEntries(
      Object.entries(translation.fields).filter(([field]) => !isNeutral(page, field)),
    );
    const parsed = PAGE_SCHEMAS[page].safeParse({ ...english.fields, ...translated });
    if (!parsed.success) {
      log.warn({ pageId: page, locale }, "a page translation is not valid any more; showing English");
      return { fields: english.fields, updatedAt: english.updatedAt, untranslated: translatableFields(page) };
    }
    return {
      fields: parsed.data as Record<string, string>,
      updatedAt: translation.updatedAt ?? english.updatedAt,
      untranslated: translatableFields(page).filter((field) => !(field in translated)),
    };
  }

  const unlisten = await database.listen(
    PAGE_CONTENT_CHANNEL,
    () => cache.clear(),
    (error) => {
      cache.clear();
      log.warn({ err: error }, "page content LISTEN connection lost; reconnecting");
    },
  );

  /** The page's texts as every visitor reading `locale` sees them (English where it is not translated). */
  async function get(page: PageId, locale: Locale = DEFAULT_LOCALE): Promise<PageContent> {
    const { fields, updatedAt, untranslated } = compose(await cache.get("all", load), page, locale);
    return { pageId: page, locale, fields, untranslated, updatedAt: updatedAt?.toISOString() ?? null };
  }

  /**
   * How far each language of each page is: `done`, `partial` or `missing` by the fields translated, and
   * `outdated` when the English changed after the translation (staff saved English since; for our built-in
   * translation, English no longer reads as its default in a field it translates).
   */
  async function languages(): Promise<{ pageId: PageId; languages: TranslationStatus }[]> {
    const stored = await cache.get("all", load);
    return (Object.keys(PAGE_DEFAULTS) as PageId[]).map((page) => {
      const english = englishOf(stored, page);
      const wanted = translatableFields(page);
      const status: TranslationStatus = {};
      for (const locale of TRANSLATED_LOCALES) {
        const translation = translationIn(stored, page, locale);
        const done = wanted.filter((field) => field in translation.fields).length;
        const changedSince = translation.builtIn
          ? Object.keys(translation.fields).some(
              (field) => english.fields[field] !== (PAGE_DEFAULTS[page] as Record<string, string>)[field],
            )
          : english.updatedAt !== null && translation.updatedAt !== null && english.updatedAt > translation.updatedAt;
        status[locale] =
          done === 0 ? "missing" : changedSince ? "outdated" : done === wanted.length ? "done" : "partial";
      }
      return { pageId: page, languages: status };
    });
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
  async function write(page: PageId, locale: Locale, fields: Record<string, string>, actorId: string) {
    const at = now();
    const thisPage = and(eq(pageContents.pageId, page), eq(pageContents.locale, locale));
    const before = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(pageContents).where(thisPage).for("update");
      const builtIn =
        locale === DEFAULT_LOCALE ? PAGE_DEFAULTS[page] : (BUILT_IN_PAGE_TEXTS[locale as TranslatedLocale][page] ?? {});
      const previous = current
        ? {
            fields:
              locale === DEFAULT_LOCALE
                ? (parseFields(page, current.fields) ?? current.fields)
                : knownFields(page, current.fields),
            savedBy: current.updatedBy,
            savedAt: current.updatedAt,
          }
        : // Just before this save: the built-in version is older than the one replacing it.
          { fields: { ...builtIn }, savedBy: null, savedAt: new Date(at.getTime() - 1) };
      await tx.insert(pageContentRevisions).values({ pageId: page, locale, ...previous });
      const revisionsOfPage = and(eq(pageContentRevisions.pageId, page), eq(pageContentRevisions.locale, locale));
      const keep = tx
        .select({ id: pageContentRevisions.id })
        .from(pageContentRevisions)
        .where(revisionsOfPage)
        .orderBy(desc(pageContentRevisions.savedAt), desc(pageContentRevisions.id))
        .limit(PAGE_REVISIONS_KEPT);
      await tx.delete(pageContentRevisions).where(and(revisionsOfPage, notInArray(pageContentRevisions.id, keep)));
      const row = { fields, updatedBy: actorId, updatedAt: at };
      await tx
        .insert(pageContents)
        .values({ pageId: page, locale, ...row })
        .onConflictDoUpdate({ target: [pageContents.pageId, pageContents.locale], set: row });
      return previous.fields;
    });
    await changed(page);
    return { before, after: await get(page, locale) };
  }

  /**
   * Validates a page's fields (every field of the page) and saves them. A translation is checked as the page
   * would show (over English) and kept as the fields that differ from English.
   */
  async function save(page: PageId, fields: Record<string, unknown>, actorId: string, locale: Locale = DEFAULT_LOCALE) {
    if (locale === DEFAULT_LOCALE) return write(page, locale, validate(page, fields), actorId);
    const english = englishOf(await cache.get("all", load), page).fields;
    const shown = validate(page, { ...english, ...fields });
    return write(page, locale, translationOf(page, shown, english), actorId);
  }

  /** The kept earlier versions of a page in a language, newest first. */
  async function revisions(page: PageId, locale: Locale = DEFAULT_LOCALE): Promise<PageRevision[]> {
    const english = englishOf(await cache.get("all", load), page).fields;
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
      .where(and(eq(pageContentRevisions.pageId, page), eq(pageContentRevisions.locale, locale)))
      .orderBy(desc(pageContentRevisions.savedAt), desc(pageContentRevisions.id))
      .limit(PAGE_REVISIONS_KEPT);
    // A translation's version reads as the page then showed in its language, over today's English.
    const fieldsOf = (value: unknown) =>
      locale === DEFAULT_LOCALE
        ? (parseFields(page, value) ?? { ...PAGE_DEFAULTS[page] })
        : { ...english, ...knownFields(page, value) };
    return rows.map((row) => ({
      id: row.id,
      locale,
      fields: fieldsOf(row.fields),
      savedAt: row.savedAt.toISOString(),
      savedBy: row.savedById ? { id: row.savedById, name: row.savedByName ?? "" } : null,
    }));
  }

  /** Makes an earlier version the current one (the current one becomes a revision in turn). */
  async function restore(page: PageId, revisionId: string, actorId: string) {
    const [row] = await db
      .select({ fields: pageContentRevisions.fields, locale: pageContentRevisions.locale })
      .from(pageContentRevisions)
      .where(and(eq(pageContentRevisions.id, revisionId), eq(pageContentRevisions.pageId, page)));
    if (!row) throw notFound("Revision not found");
    if (row.locale === DEFAULT_LOCALE) {
      return write(page, DEFAULT_LOCALE, parseFields(page, row.fields) ?? { ...PAGE_DEFAULTS[page] }, actorId);
    }
    return save(page, knownFields(page, row.fields), actorId, row.locale as Locale);
  }

  async function close() {
    await unlisten();
  }

  return { get, languages, save, revisions, restore, close };
}

export type PageContentService = Awaited<ReturnType<typeof createPageContentService>>;
