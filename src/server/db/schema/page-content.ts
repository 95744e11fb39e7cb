import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The editable texts of the public pages (src/shared/page-content.ts): one row per page and language staff have
 * saved; a page without a row shows its defaults. `fields` is checked by the page's schema on every save and again on
 * every read (a row that no longer passes falls back to the defaults).
 */
export const pageContents = pgTable(
  "page_contents",
  {
    pageId: text("page_id").notNull(),
    /** en: the page's texts; fr, ar, sw: their translations, only the fields translated (English fills the rest). */
    locale: text("locale").notNull().default("en"),
    fields: jsonb("fields").notNull(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.locale] })],
);

/** The versions a save replaced (the last 20 per page are kept), so staff can restore one. */
export const pageContentRevisions = pgTable(
  "page_content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageId: text("page_id").notNull(),
    locale: text("locale").notNull().default("en"),
    fields: jsonb("fields").notNull(),
    /** Who saved this version (null: the built-in defaults, or a deleted account). */
    savedBy: text("saved_by").references(() => users.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("page_content_revisions_page_idx").on(table.pageId, table.locale, table.savedAt.desc())],
);
