import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

export const categories = pgTable("categories", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const celebrityProfiles = pgTable(
  "celebrity_profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    username: text("username").notNull(),
    fullName: text("full_name").notNull(),
    profession: text("profession").notNull(),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id),
    country: text("country").notNull(),
    bio: text("bio").notNull(),
    /** The bio in the site's other languages (locale -> text); `bio` is shown where the visitor's is missing. */
    bioTranslations: jsonb("bio_translations").$type<Partial<Record<string, string>>>().notNull().default({}),
    priceCents: integer("price_cents").notNull(),
    responseTime: text("response_time").notNull().default("48 hours"),
    /** The uploaded photo's largest size (`/api/images/<hash>-480.webp`; src/shared/images.ts), or null. */
    imageUrl: text("image_url"),
    /** Language ids (src/shared/languages.ts) the celebrity records in. */
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    /** Off: the profile says so and POST /api/requests refuses new bookings. */
    acceptingRequests: boolean("accepting_requests").notNull().default(true),
    /** Opted in to plan bookings (ADR 032): a plan covers a request only to a star who did. */
    acceptsPlanBookings: boolean("accepts_plan_bookings").notNull().default(false),
    /**
     * How many open requests the star takes at once (ADR 055); null: no limit. Full, the profile says so and
     * POST /api/requests refuses new bookings.
     */
    maxOpenRequests: integer("max_open_requests"),
    /** What rush delivery (24 hours, ADR 059) adds to the price, USD cents; null: not offered (the default). */
    rushPriceCents: integer("rush_price_cents"),
    socialMedia: jsonb("social_media").$type<Record<string, string>>().notNull().default({}),
    featured: boolean("featured").notNull().default(false),
    approved: boolean("approved").notNull().default(false),
    verified: boolean("verified").notNull().default(false),
    /** Staff took the profile out of the catalogue (it cannot be found or booked); it stays approved. */
    hidden: boolean("hidden").notNull().default(false),
    /** The owner's account is suspended: out of the catalogue until staff reactivate it. */
    ownerSuspended: boolean("owner_suspended").notNull().default(false),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /**
     * The short code the applicant reads aloud in the selfie video (issue 23 item 7, ADR 054): issued by the
     * server with the application, never taken from the client.
     */
    selfieCode: text("selfie_code"),
    /** The stored selfie video (`selfies/<profileId>/…`), its type and when it arrived; null until uploaded. */
    selfieKey: text("selfie_key"),
    selfieContentType: text("selfie_content_type"),
    selfieUploadedAt: timestamp("selfie_uploaded_at", { withTimezone: true }),
    ratingAverage: numeric("rating_average", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("celebrity_profiles_username_lower_idx").on(sql`lower(${table.username})`),
    // Browse reads only approved rows; these partial indexes keep each sort and filter an index walk.
    index("celebrity_profiles_category_idx").on(table.categoryId, table.priceCents).where(sql`${table.approved}`),
    index("celebrity_profiles_price_idx").on(table.priceCents).where(sql`${table.approved}`),
    // "newest" walks these in order (nulls last, id as tie-break) instead of sorting every approved row.
    index("celebrity_profiles_newest_idx")
      .on(table.approvedAt.desc().nullsLast(), table.id)
      .where(sql`${table.approved}`),
    index("celebrity_profiles_category_newest_idx")
      .on(table.categoryId, table.approvedAt.desc().nullsLast(), table.id)
      .where(sql`${table.approved}`),
    // Browse's "rating" sort walks this in order; country and response time filter the approved rows.
    index("celebrity_profiles_rating_idx")
      .on(table.ratingAverage.desc(), table.reviewCount.desc(), table.fullName, table.id)
      .where(sql`${table.approved}`),
    index("celebrity_profiles_country_idx").on(table.country, table.priceCents).where(sql`${table.approved}`),
    index("celebrity_profiles_featured_idx").on(table.featured, table.ratingAverage).where(sql`${table.approved}`),
    index("celebrity_profiles_user_idx").on(table.userId),
    // Browse's language filter (`languages @> array[...]`).
    index("celebrity_profiles_languages_idx").using("gin", table.languages).where(sql`${table.approved}`),
    // Trigram index so a substring search over name, username and profession stays fast at 100,000 rows.
    index("celebrity_profiles_search_trgm_idx").using(
      "gin",
      sql`(lower(${table.fullName} || ' ' || ${table.username} || ' ' || ${table.profession})) gin_trgm_ops`,
    ),
  ],
);

/**
 * Usernames a celebrity used before: `/celebrity/<old>` still leads to the profile, and nobody else may take
 * the name while it does (a profile keeps its newest PREVIOUS_USERNAMES_KEPT; older ones are released).
 */
export const celebrityPreviousUsernames = pgTable(
  "celebrity_previous_usernames",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => celebrityProfiles.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("celebrity_previous_usernames_lower_idx").on(sql`lower(${table.username})`),
    index("celebrity_previous_usernames_profile_idx").on(table.profileId, table.createdAt),
  ],
);

export const testimonials = pgTable("testimonials", {
  id: uuid("id").primaryKey().defaultRandom(),
  quote: text("quote").notNull(),
  author: text("author").notNull(),
  location: text("location").notNull(),
  imageUrl: text("image_url"),
  sortOrder: integer("sort_order").notNull().default(0),
});
