import { sql } from "drizzle-orm";
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export type NotificationPrefsColumn = {
  emailNotifications: boolean;
  pushNotifications: boolean;
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
    bio: text("bio"),
    country: text("country"),
    /** Staff permission areas (src/shared/roles.ts); empty for everyone else. */
    permissions: text("permissions").array().notNull().default(sql`'{}'::text[]`),
    notifications: jsonb("notifications").$type<NotificationPrefsColumn>().notNull().default({
      emailNotifications: true,
      pushNotifications: true,
      videoRequestEmail: true,
      videoCompletedEmail: true,
    }),
    /** Set by staff: the account cannot sign in and its sessions were revoked. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`)],
);

/** A staff invitation: single use, valid INVITATION_HOURS; only the token's hash is stored. */
export const staffInvitations = pgTable("staff_invitations", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
