import { sql } from "drizzle-orm";
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Locale } from "@/shared/locales";

/** The e-mail switches of Account Settings (src/shared/schemas/accounts.ts says what each governs). */
export type NotificationPrefsColumn = {
  emailNotifications: boolean;
  videoRequestEmail: boolean;
  videoCompletedEmail: boolean;
};

/** Accounts. Better Auth's user model maps onto this table (property names are Better Auth's field names). */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("user"),
    /** E.164 */
    phone: text("phone"),
    phoneVerified: boolean("phone_verified").notNull().default(false),
    /**
     * Made by e-mail sign-up (no phone): it may not sign in until its e-mail is confirmed. Accounts made any
     * other way proved a phone or were made by staff, and keep signing in whatever later edits change.
     */
    awaitingEmailConfirmation: boolean("awaiting_email_confirmation").notNull().default(false),
    bio: text("bio"),
    country: text("country"),
    /** Staff permission areas (src/shared/roles.ts); empty for everyone else. */
    permissions: text("permissions").array().notNull().default(sql`'{}'::text[]`),
    notifications: jsonb("notifications").$type<NotificationPrefsColumn>().notNull().default({
      emailNotifications: true,
      videoRequestEmail: true,
      videoCompletedEmail: true,
    }),
    /**
     * The language the account reads Salamu in (src/shared/locales.ts): its e-mails and SMS are written in it.
     * Set at sign-up from the page's language, changed with PUT /api/me/locale.
     */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    /** Set by staff: the account cannot sign in and its sessions were revoked. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`)],
);
