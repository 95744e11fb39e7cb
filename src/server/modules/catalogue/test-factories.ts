import { randomUUID } from "node:crypto";
import { DAY_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import { categories, celebrityProfiles, reviews, showcaseVideos, users, videoRequests } from "../../db/schema/index";

// Small builders for test data: sensible defaults, override only what a test is about.

export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export async function insertCategory(db: Database, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ id: `category-${n}`, name: `Category ${n}`, description: "A test category.", sortOrder: n, ...overrides })
    .returning();
  return row!;
}

type CelebrityOverrides = Partial<typeof celebrityProfiles.$inferInsert> & { categoryId: string };

/** An approved, unfeatured celebrity unless the test says otherwise. */
export async function insertCelebrity(db: Database, overrides: CelebrityOverrides) {
  const n = next();
  const [row] = await db
    .insert(celebrityProfiles)
    .values({
      username: `star${n}`,
      fullName: `Star Number ${n}`,
      profession: "musician",
      country: "nigeria",
      bio: "A test celebrity.",
      priceCents: 10_000,
      approved: true,
      approvedAt: daysAgo(10),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertFan(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({ id: randomUUID(), name: `Fan Number${n}`, email: `fan${n}@example.com`, ...overrides })
    .returning();
  return row!;
}

type RequestOverrides = Partial<typeof videoRequests.$inferInsert> & { fanId: string; celebrityId: string };

/** A completed request made yesterday unless the test says otherwise. */
export async function insertRequest(db: Database, overrides: RequestOverrides) {
  const [row] = await db
    .insert(videoRequests)
    .values({
      status: "completed",
      message: "Happy birthday!",
      priceCents: 10_000,
      createdAt: daysAgo(1),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A review together with the completed request it belongs to. */
export async function insertReview(
  db: Database,
  { fanId, celebrityId, ...overrides }: Partial<typeof reviews.$inferInsert> & { fanId: string; celebrityId: string },
) {
  const request = await insertRequest(db, { fanId, celebrityId });
  const [row] = await db
    .insert(reviews)
    .values({ requestId: request.id, fanId, celebrityId, rating: 5, text: "Wonderful!", ...overrides })
    .returning();
  return row!;
}

export async function insertShowcaseVideo(
  db: Database,
  {
    fanId,
    celebrityId,
    request: requestOverrides = {},
    ...overrides
  }: Partial<typeof showcaseVideos.$inferInsert> & {
    fanId: string;
    celebrityId: string;
    request?: Partial<typeof videoRequests.$inferInsert>;
  },
) {
  // A delivered video whose fan allowed featuring it; its files are not in storage.
  const request = await insertRequest(db, {
    fanId,
    celebrityId,
    status: "completed",
    completedAt: new Date(),
    videoStatus: "ready",
    videoKey: "videos/showcase/video.mp4",
    showcaseAllowed: true,
    ...requestOverrides,
  });
  const [row] = await db
    .insert(showcaseVideos)
    .values({ requestId: request.id, celebrityId, ...overrides })
    .returning();
  return { ...row!, request };
}
