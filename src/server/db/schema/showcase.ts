import { index, integer, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { celebrityProfiles } from "./catalogue";
import { videoRequests } from "./requests";

/**
 * Delivered videos the celebrity picked for their profile (at most MAX_SHOWCASE_VIDEOS), each one whose fan
 * allowed it (video_requests.showcase_allowed); the fan withdrawing consent removes the pick.
 */
export const showcaseVideos = pgTable(
  "showcase_videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => videoRequests.id, { onDelete: "cascade" }),
    celebrityId: uuid("celebrity_id")
      .notNull()
      .references(() => celebrityProfiles.id, { onDelete: "cascade" }),
    /** 1-based order on the profile. */
    position: integer("position").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("showcase_videos_request_idx").on(table.requestId),
    index("showcase_videos_celebrity_idx").on(table.celebrityId, table.position),
  ],
);
