import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { celebrityProfiles } from "./catalogue";
import { users } from "./users";

/**
 * Contact messages and business enquiries (`kind`), stored before anything is e-mailed, read by staff in the
 * inbox. `subject` is the contact form's, `company` the business form's; `celebrity_id` is the profile a
 * business enquiry is about (a profile's Contact button).
 */
export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject"),
    company: text("company"),
    message: text("message").notNull(),
    celebrityId: uuid("celebrity_id").references(() => celebrityProfiles.id, { onDelete: "set null" }),
    /** new | handled | archived (src/shared/schemas/enquiries.ts). */
    status: text("status").notNull().default("new"),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("enquiries_created_idx").on(table.createdAt.desc()),
    index("enquiries_status_idx").on(table.status, table.createdAt.desc()),
  ],
);
