import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { BlogTranslations } from "@/shared/schemas/blog";
import { users } from "./users";

/**
 * Blog posts (spec section 2: Blog): Markdown content, written by staff with `blog`. Visitors see only
 * `published` ones; `published_at` is set when a post is published (and cleared when it goes back to draft).
 * `author` is the byline the editor types; `author_id` who created it.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    /** The post in the site's other languages (locale -> title, excerpt, content); English fills what is missing. */
    translations: jsonb("translations").$type<BlogTranslations>().notNull().default({}),
    imageUrl: text("image_url"),
    author: text("author").notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** draft | published (src/shared/schemas/blog.ts). */
    status: text("status").notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("blog_posts_slug_idx").on(table.slug),
    index("blog_posts_published_idx").on(table.status, table.publishedAt.desc()),
    index("blog_posts_created_idx").on(table.createdAt.desc()),
    index("blog_posts_tags_idx").using("gin", table.tags),
  ],
);
