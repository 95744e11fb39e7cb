import { and, desc, eq, ne, sql } from "drizzle-orm";
import { splitEarnings } from "@/shared/booking";
import { PHOTO_SIZES } from "@/shared/images";
import { LANGUAGES } from "@/shared/languages";
import { PLANS, type PlanId, planVideoValue } from "@/shared/plans";
import { MESSAGES } from "@/shared/schemas/accounts";
import {
  type CelebrityProfileUpdate,
  type MyCelebrityProfile,
  PROFILE_MESSAGES,
} from "@/shared/schemas/celebrity-profile";
import { TRANSLATED_LOCALES } from "@/shared/schemas/translations";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { categories, celebrityPreviousUsernames, celebrityProfiles } from "../../db/schema/index";
import type { Transaction } from "../../db/transaction";
import { conflict, notFound, validationError } from "../../errors";
import type { Storage } from "../../providers/storage/storage";
import { takenPlaces } from "../catalogue/capacity";
import type { CatalogueChange } from "../catalogue/catalogue.service";
import { deleteStoredImage, processImage, squareVariants, storeImage } from "../images/images";
import type { SettingsReader } from "../settings/settings.service";

/**
 * Old usernames a profile keeps redirecting (and reserved against others). A sixth change releases the
 * oldest: its links stop working and anyone may take it.
 */
export const PREVIOUS_USERNAMES_KEPT = 5;

const PHOTO_VARIANTS = squareVariants(PHOTO_SIZES);
const LARGEST_PHOTO = String(PHOTO_SIZES.at(-1));

type ProfileRow = typeof celebrityProfiles.$inferSelect;

const usernameTaken = () => conflict("USERNAME_TAKEN", PROFILE_MESSAGES.usernameTaken);

/** Languages in the list's order, whatever order they were ticked in. */
const inListOrder = (ids: readonly string[]) =>
  LANGUAGES.map((language) => language.id).filter((id) => ids.includes(id));

// Shown on the public profile page only: no list, filter, search or count reads them.
const PROFILE_PAGE_ONLY_FIELDS = new Set<string>([
  "bio",
  "bioTranslations",
  "acceptingRequests",
  "acceptsPlanBookings",
  "maxOpenRequests",
  "rushPriceUsd",
]);

/** Whether a save changes nothing but what the profile page shows, so the cached lists may stay. */
function onlyTheProfilePage(patch: CelebrityProfileUpdate): boolean {
  return Object.entries(patch).every(([field, value]) => value === undefined || PROFILE_PAGE_ONLY_FIELDS.has(field));
}

/** The signed-in celebrity's own profile: edit it, change the photo, choose the username. */
export function createCelebrityProfileService(deps: {
  db: Database;
  storage: Storage;
  clearCatalogueCache: (change?: CatalogueChange) => void;
  settings: SettingsReader;
}) {
  const { db } = deps;

  /** Each plan's per-video value less today's fee: what a plan booking accepted today pays (ADR 032). */
  async function planVideoEarnings(): Promise<Record<PlanId, number>> {
    const fee = await deps.settings.get("marketplace.platformFeePercent");
    const earnings = (plan: PlanId) => splitEarnings(planVideoValue(plan, PLANS[plan].priceUsdCents), fee).net;
    return { basic: earnings("basic"), standard: earnings("standard"), premium: earnings("premium") };
  }

  /** The approved profile the user owns; a celebrity without one gets a 404. */
  async function profileOf(userId: string): Promise<ProfileRow> {
    const [row] = await db
      .select()
      .from(celebrityProfiles)
      .where(and(eq(celebrityProfiles.userId, userId), eq(celebrityProfiles.approved, true)))
      .limit(1);
    if (!row) throw notFound("You don't have a celebrity profile yet.");
    return row;
  }

  async function toView(row: ProfileRow): Promise<MyCelebrityProfile> {
    const previous = await db
      .select({ username: celebrityPreviousUsernames.username })
      .from(celebrityPreviousUsernames)
      .where(eq(celebrityPreviousUsernames.profileId, row.id))
      .orderBy(desc(celebrityPreviousUsernames.createdAt), desc(celebrityPreviousUsernames.id));
    return {
      id: row.id,
      username: row.username,
      fullName: row.fullName,
      profession: row.profession,
      categoryId: row.categoryId,
      country: row.country,
      bio: row.bio,
      bioTranslations: Object.fromEntries(
        TRANSLATED_LOCALES.flatMap((locale) => {
          const text = row.bioTranslations[locale];
          return text ? [[locale, text]] : [];
        }),
      ),
      priceCents: row.priceCents,
      responseTime: row.responseTime,
      languages: row.languages,
      acceptingRequests: row.acceptingRequests,
      acceptsPlanBookings: row.acceptsPlanBookings,
      maxOpenRequests: row.maxOpenRequests,
      rushPriceCents: row.rushPriceCents,
      // Counted as the limit counts them, whether or not one is set (the card says how many are open now).
      openRequests: (await takenPlaces(db, row.id, new Date())).taken,
      planVideoEarningsUsdCents: await planVideoEarnings(),
      imageUrl: row.imageUrl,
      socialMedia: row.socialMedia,
      approved: row.approved,
      verified: row.verified,
      previousUsernames: previous.map((entry) => entry.username),
    };
  }

  /**
   * Moves the profile to `next`, keeping `current` as a redirect. Refused when another profile uses the name
   * now or still redirects from it; taking back one's own old name just drops that redirect.
   */
  async function changeUsername(tx: Transaction, profile: ProfileRow, next: string) {
    const [owner] = await tx
      .select({ id: celebrityProfiles.id })
      .from(celebrityProfiles)
      .where(and(sql`lower(${celebrityProfiles.username}) = ${next}`, ne(celebrityProfiles.id, profile.id)));
    if (owner) throw usernameTaken();
    const [redirect] = await tx
      .select({ profileId: celebrityPreviousUsernames.profileId })
      .from(celebrityPreviousUsernames)
      .where(sql`lower(${celebrityPreviousUsernames.username}) = ${next}`);
    if (redirect && redirect.profileId !== profile.id) throw usernameTaken();
    if (redirect) {
      await tx.delete(celebrityPreviousUsernames).where(sql`lower(${celebrityPreviousUsernames.username}) = ${next}`);
    }
    await tx
      .insert(celebrityPreviousUsernames)
      .values({ profileId: profile.id, username: profile.username })
      .onConflictDoNothing();
    // Only the newest few keep redirecting.
    await tx.execute(sql`
      delete from ${celebrityPreviousUsernames}
      where ${celebrityPreviousUsernames.profileId} = ${profile.id}
        and ${celebrityPreviousUsernames.id} not in (
          select ${celebrityPreviousUsernames.id} from ${celebrityPreviousUsernames}
          where ${celebrityPreviousUsernames.profileId} = ${profile.id}
          order by ${celebrityPreviousUsernames.createdAt} desc, ${celebrityPreviousUsernames.id} desc
          limit ${PREVIOUS_USERNAMES_KEPT}
        )`);
  }

  async function update(userId: string, patch: CelebrityProfileUpdate): Promise<MyCelebrityProfile> {
    const profile = await profileOf(userId);
    if (patch.categoryId !== undefined && patch.categoryId !== profile.categoryId) {
      const [category] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, patch.categoryId));
      if (!category) throw validationError(MESSAGES.categoryInvalid);
    }
    const renaming = patch.username !== undefined && patch.username !== profile.username.toLowerCase();
    try {
      const row = await db.transaction(async (tx) => {
        if (renaming) await changeUsername(tx, profile, patch.username!);
        const [updated] = await tx
          .update(celebrityProfiles)
          .set({
            ...(renaming ? { username: patch.username } : {}),
            ...(patch.priceUsd !== undefined ? { priceCents: Math.round(patch.priceUsd * 100) } : {}),
            ...(patch.categoryId !== undefined ? { categoryId: patch.categoryId } : {}),
            ...(patch.profession !== undefined ? { profession: patch.profession } : {}),
            ...(patch.country !== undefined ? { country: patch.country } : {}),
            ...(patch.responseTime !== undefined ? { responseTime: patch.responseTime } : {}),
            ...(patch.bio !== undefined ? { bio: patch.bio } : {}),
            ...(patch.bioTranslations !== undefined ? { bioTranslations: patch.bioTranslations } : {}),
            ...(patch.languages !== undefined ? { languages: inListOrder(patch.languages) } : {}),
            ...(patch.acceptingRequests !== undefined ? { acceptingRequests: patch.acceptingRequests } : {}),
            ...(patch.acceptsPlanBookings !== undefined ? { acceptsPlanBookings: patch.acceptsPlanBookings } : {}),
            ...(patch.maxOpenRequests !== undefined ? { maxOpenRequests: patch.maxOpenRequests } : {}),
            ...(patch.rushPriceUsd !== undefined
              ? { rushPriceCents: patch.rushPriceUsd === null ? null : Math.round(patch.rushPriceUsd * 100) }
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(celebrityProfiles.id, profile.id))
          .returning();
        return updated!;
      });
      deps.clearCatalogueCache(onlyTheProfilePage(patch) ? { profileOf: row.username } : undefined);
      return toView(row);
    } catch (error) {
      // Another celebrity took the name between the check and the write.
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    }
  }

  /** Re-encodes and stores the photo (both sizes), then drops the previous one. Nothing is stored on refusal. */
  async function setPhoto(userId: string, bytes: Buffer): Promise<MyCelebrityProfile> {
    const profile = await profileOf(userId);
    const image = await processImage(bytes, PHOTO_VARIANTS, { scope: `celebrity-photo:${profile.id}` });
    const urls = await storeImage(deps.storage, image);
    const imageUrl = urls[LARGEST_PHOTO]!;
    let row: ProfileRow;
    try {
      [row] = (await db
        .update(celebrityProfiles)
        .set({ imageUrl, updatedAt: new Date() })
        .where(eq(celebrityProfiles.id, profile.id))
        .returning()) as [ProfileRow];
    } catch (error) {
      await deleteStoredImage(deps.storage, imageUrl, PHOTO_VARIANTS);
      throw error;
    }
    if (profile.imageUrl !== imageUrl) await deleteStoredImage(deps.storage, profile.imageUrl, PHOTO_VARIANTS);
    deps.clearCatalogueCache();
    return toView(row);
  }

  /** Back to the initials avatar. */
  async function removePhoto(userId: string): Promise<MyCelebrityProfile> {
    const profile = await profileOf(userId);
    const [row] = await db
      .update(celebrityProfiles)
      .set({ imageUrl: null, updatedAt: new Date() })
      .where(eq(celebrityProfiles.id, profile.id))
      .returning();
    await deleteStoredImage(deps.storage, profile.imageUrl, PHOTO_VARIANTS);
    deps.clearCatalogueCache();
    return toView(row!);
  }

  return {
    profileOf,
    get: async (userId: string) => toView(await profileOf(userId)),
    update,
    setPhoto,
    removePhoto,
  };
}

export type CelebrityProfileService = ReturnType<typeof createCelebrityProfileService>;
