import { and, asc, count, eq, sql } from "drizzle-orm";
import { SELFIE_MESSAGES } from "@/shared/application-selfie";
import { canApplyAsCelebrity } from "@/shared/roles";
import type { CelebrityApplicationProfile, Me } from "@/shared/schemas/accounts";
import { MESSAGES } from "@/shared/schemas/accounts";
import type {
  AdminCelebrity,
  AdminCelebrityList,
  CelebrityFlagsInput,
  PendingApplication,
} from "@/shared/schemas/celebrity-applications";
import { ADMIN_PAGE_SIZE } from "@/shared/schemas/pagination";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { categories, celebrityPreviousUsernames, celebrityProfiles, users } from "../../db/schema/index";
import type { Env } from "../../env";
import { conflict, notFound, validationError } from "../../errors";
import type { Mailer } from "../../providers/mail/mailer";
import { mailTemplates } from "../../providers/mail/templates";
import { type ApplicationSelfies, newSelfieCode } from "./application-selfie";

export type CelebrityApplicationData = {
  fullName: string;
  profession: string;
  bio: string;
  country: string;
  priceUsd: number;
  categoryId: string;
  languages: string[];
  socialMedia: Partial<Record<"instagram" | "twitter" | "tiktok" | "youtube", string | undefined>>;
};

type Deps = {
  db: Database;
  env: Env;
  mailer: Mailer;
  selfies: ApplicationSelfies;
  clearCatalogueCache: () => void;
};

type ProfileRow = typeof celebrityProfiles.$inferSelect;

/** "Adaeze Nwabuike" -> "adaeze_nwabuike": lowercase ASCII letters, digits and underscores. */
export function usernameBase(fullName: string): string {
  const base = fullName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    // USERNAME_MAX_LENGTH (30) with room for a "_99" suffix.
    .slice(0, 27)
    .replace(/_+$/, "");
  return base || "celebrity";
}

function toProfile(row: ProfileRow): CelebrityApplicationProfile {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    profession: row.profession,
    bio: row.bio,
    country: row.country,
    categoryId: row.categoryId,
    priceCents: row.priceCents,
    languages: row.languages,
    socialMedia: row.socialMedia,
    approved: row.approved,
    verified: row.verified,
    createdAt: row.createdAt.toISOString(),
    selfieCode: row.selfieCode,
    selfieUploadedAt: row.selfieUploadedAt?.toISOString() ?? null,
  };
}

export function createCelebrityApplicationsService({ db, env, mailer, selfies, clearCatalogueCache }: Deps) {
  async function freeUsername(fullName: string): Promise<string> {
    const base = usernameBase(fullName);
    const taken = await db
      .select({ username: celebrityProfiles.username })
      .from(celebrityProfiles)
      .where(sql`lower(${celebrityProfiles.username}) like ${`${base}%`}`);
    // A name another profile used before still leads there (celebrity-profile module): not free either.
    const redirecting = await db
      .select({ username: celebrityPreviousUsernames.username })
      .from(celebrityPreviousUsernames)
      .where(sql`lower(${celebrityPreviousUsernames.username}) like ${`${base}%`}`);
    const names = new Set([...taken, ...redirecting].map((row) => row.username.toLowerCase()));
    if (!names.has(base)) return base;
    for (let n = 2; ; n += 1) if (!names.has(`${base}_${n}`)) return `${base}_${n}`;
  }

  async function apply(user: Me, data: CelebrityApplicationData): Promise<CelebrityApplicationProfile> {
    if (user.celebrityProfile) {
      throw conflict("ALREADY_APPLIED", "You have already applied to become a celebrity.");
    }
    if (!canApplyAsCelebrity(user)) {
      throw conflict("NOT_A_FAN", "Only fan accounts can apply to become a celebrity.");
    }
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, data.categoryId));
    if (!category) throw validationError(MESSAGES.categoryInvalid);
    const socialMedia = Object.fromEntries(
      Object.entries(data.socialMedia).filter((entry): entry is [string, string] => !!entry[1]),
    );
    // Two applicants with the same name may race for one username: the unique index decides, we retry.
    for (let attempt = 0; ; attempt += 1) {
      try {
        // The application and its acknowledgement are written together (the outbox, ADR 039).
        // Chosen before the transaction: on PGlite's one connection a read outside it would wait for it.
        const username = await freeUsername(data.fullName);
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(celebrityProfiles)
            .values({
              userId: user.id,
              username,
              fullName: data.fullName,
              profession: data.profession,
              categoryId: data.categoryId,
              country: data.country,
              bio: data.bio,
              priceCents: Math.round(data.priceUsd * 100),
              languages: data.languages,
              socialMedia,
              approved: false,
              verified: false,
              // One code per application: a new application (after a rejection) gets a new one.
              selfieCode: newSelfieCode(),
            })
            .returning();
          await mailer.send(mailTemplates.applicationReceived(env.APP_URL, user), tx);
          return inserted!;
        });
        return toProfile(row);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  }

  async function mine(userId: string): Promise<CelebrityApplicationProfile | null> {
    const [row] = await db.select().from(celebrityProfiles).where(eq(celebrityProfiles.userId, userId)).limit(1);
    return row ? toProfile(row) : null;
  }

  async function findOrThrow(profileId: string): Promise<ProfileRow> {
    const [row] = await db
      .select()
      .from(celebrityProfiles)
      .where(sql`${celebrityProfiles.id}::text = ${profileId}`)
      .limit(1);
    if (!row) throw notFound("Celebrity application not found.");
    return row;
  }

  /**
   * Approval publishes the profile and makes its owner a celebrity (staff keep their role). Staff approve
   * only with the applicant's selfie video on file (ADR 054); `identityChecked` (staff watched it and it
   * matches) marks the star verified, and nothing else does at approval.
   */
  async function approveApplication(
    profileId: string,
    { identityChecked = false }: { identityChecked?: boolean } = {},
  ): Promise<CelebrityApplicationProfile> {
    const existing = await findOrThrow(profileId);
    if (!existing.approved && !existing.selfieKey) throw conflict("SELFIE_MISSING", SELFIE_MESSAGES.missing);
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(celebrityProfiles)
        .set({
          approved: true,
          approvedAt: existing.approvedAt ?? new Date(),
          ...(identityChecked ? { verified: true } : {}),
          updatedAt: new Date(),
        })
        .where(eq(celebrityProfiles.id, existing.id))
        .returning();
      if (existing.userId) {
        await tx
          .update(users)
          .set({ role: "celebrity", updatedAt: new Date() })
          .where(and(eq(users.id, existing.userId), eq(users.role, "user")));
        // The welcome is written with the approval (the outbox, ADR 039), once: not on a second approval.
        const [owner] = await tx
          .select({ name: users.name, email: users.email, locale: users.locale })
          .from(users)
          .where(eq(users.id, existing.userId));
        if (owner && !existing.approved) await mailer.send(mailTemplates.applicationApproved(env.APP_URL, owner), tx);
      }
      return updated!;
    });
    clearCatalogueCache();
    return toProfile(row);
  }

  /**
   * Rejection deletes a pending application, so the applicant may apply again; an approved profile is
   * not an application any more. The applicant is told by e-mail, with the reviewer's reason if given.
   */
  async function rejectApplication(profileId: string, reason?: string): Promise<CelebrityApplicationProfile> {
    const existing = await findOrThrow(profileId);
    if (existing.approved) {
      throw conflict("ALREADY_APPROVED", "This celebrity is already approved; it is no longer an application.");
    }
    await db.transaction(async (tx) => {
      await tx.delete(celebrityProfiles).where(eq(celebrityProfiles.id, existing.id));
      if (!existing.userId) return;
      const [owner] = await tx
        .select({ name: users.name, email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, existing.userId));
      if (owner) await mailer.send(mailTemplates.applicationRejected(env.APP_URL, owner, reason), tx);
    });
    await selfies.discard(existing.selfieKey);
    clearCatalogueCache();
    return toProfile(existing);
  }

  /** Verify, feature or hide an approved celebrity; answers the profile before and after. */
  async function updateFlags(profileId: string, flags: CelebrityFlagsInput) {
    const existing = await findOrThrow(profileId);
    if (!existing.approved) {
      throw conflict("NOT_APPROVED", "Only approved celebrities can be verified, featured or hidden.");
    }
    const [row] = await db
      .update(celebrityProfiles)
      .set({ ...flags, updatedAt: new Date() })
      .where(eq(celebrityProfiles.id, existing.id))
      .returning();
    clearCatalogueCache();
    return { before: toAdminCelebrity(existing), after: toAdminCelebrity(row!) };
  }

  /** One profile as the staff lists show it. */
  async function adminView(profileId: string): Promise<AdminCelebrity> {
    return toAdminCelebrity(await findOrThrow(profileId));
  }

  /** Applications waiting for a decision, oldest first (first come, first served). */
  async function pendingApplications(): Promise<PendingApplication[]> {
    const rows = await db
      .select({ profile: celebrityProfiles, name: users.name, email: users.email })
      .from(celebrityProfiles)
      .leftJoin(users, eq(users.id, celebrityProfiles.userId))
      .where(eq(celebrityProfiles.approved, false))
      .orderBy(asc(celebrityProfiles.createdAt), asc(celebrityProfiles.id));
    return rows.map(({ profile, name, email }) => ({
      id: profile.id,
      fullName: profile.fullName,
      profession: profile.profession,
      bio: profile.bio,
      country: profile.country,
      categoryId: profile.categoryId,
      priceCents: profile.priceCents,
      languages: profile.languages,
      socialMedia: profile.socialMedia,
      selfieCode: profile.selfieCode,
      selfieUploadedAt: profile.selfieUploadedAt?.toISOString() ?? null,
      submittedAt: profile.createdAt.toISOString(),
      applicant: name !== null && email !== null ? { name, email } : null,
    }));
  }

  /** Approved celebrities, hidden ones included, newest approval first. */
  async function approvedCelebrities(query: { page: number; search?: string }): Promise<AdminCelebrityList> {
    const where = and(
      eq(celebrityProfiles.approved, true),
      query.search
        ? sql`lower(${celebrityProfiles.fullName} || ' ' || ${celebrityProfiles.username} || ' ' || ${celebrityProfiles.profession}) like ${`%${escapeLike(query.search.toLowerCase())}%`}`
        : undefined,
    );
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(celebrityProfiles)
        .where(where)
        .orderBy(sql`${celebrityProfiles.approvedAt} desc nulls last`, asc(celebrityProfiles.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((query.page - 1) * ADMIN_PAGE_SIZE),
      db.select({ total: count() }).from(celebrityProfiles).where(where),
    ]);
    const total = totals?.total ?? 0;
    return {
      items: rows.map(toAdminCelebrity),
      total,
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
      totalPages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    };
  }

  return {
    apply,
    mine,
    approveApplication,
    rejectApplication,
    updateFlags,
    adminView,
    pendingApplications,
    approvedCelebrities,
  };
}

function toAdminCelebrity(row: ProfileRow): AdminCelebrity {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    profession: row.profession,
    country: row.country,
    priceCents: row.priceCents,
    verified: row.verified,
    featured: row.featured,
    hidden: row.hidden,
    rating: Number(row.ratingAverage),
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

export type CelebrityApplicationsService = ReturnType<typeof createCelebrityApplicationsService>;
