import { sql } from "drizzle-orm";
import { celebrityProfiles } from "../../db/schema/index";

/**
 * The one rule for a listed celebrity: approved, not hidden by staff, owner not suspended. Only a listed
 * profile is in the catalogue and the sitemap, can be booked or subscribed to, and has its showcase served;
 * a profile staff hid, or whose owner is suspended, stays approved but is not listed.
 * Starts with the bare column so the partial indexes' `WHERE approved` predicate still matches.
 */
export const isListedCelebrity = sql`${celebrityProfiles.approved} and not ${celebrityProfiles.hidden} and not ${celebrityProfiles.ownerSuspended}`;
