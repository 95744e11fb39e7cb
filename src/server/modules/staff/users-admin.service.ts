import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { maskPhone } from "@/shared/phone";
import type { RequestStatus } from "@/shared/request-status";
import { isRole, isStaff, isStaffPermission, isSuperAdmin, type PolicySubject } from "@/shared/roles";
import { ADMIN_PAGE_SIZE } from "@/shared/schemas/pagination";
import {
  type AdminUser,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserListQuery,
  type AdminUserRequest,
  ANONYMISED_EMAIL_DOMAIN,
  ANONYMISED_NAME,
  USER_DETAIL_LIST_LIMIT,
  type UserStatus,
} from "@/shared/schemas/users";
import type { Database } from "../../db/client";
import {
  accounts,
  celebrityProfiles,
  otpCodes,
  payments,
  sessions,
  users,
  verifications,
  videoRequests,
} from "../../db/schema/index";
import { conflict, forbidden, notFound } from "../../errors";
import { eraseFanRequestContent } from "../requests/fan-erasure";

type UserRow = typeof users.$inferSelect;

type Deps = {
  db: Database;
  /** Closes the suspended account's open requests (refunding them); injected from the requests module. */
  closeOpenRequestsOf: (userId: string) => Promise<number>;
  clearCatalogueCache: () => void;
};

export function statusOf(row: Pick<UserRow, "suspendedAt" | "emailVerified">): UserStatus {
  if (row.suspendedAt) return "suspended";
  return row.emailVerified ? "active" : "unconfirmed";
}

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: isRole(row.role) ? row.role : "user",
    permissions: row.permissions.filter(isStaffPermission),
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Users Management: the list staff with `users` search, and suspension. */
export function createUsersAdminService({ db, closeOpenRequestsOf, clearCatalogueCache }: Deps) {
  async function list(query: AdminUserListQuery): Promise<AdminUserList> {
    const conditions: (SQL | undefined)[] = [];
    if (query.search) {
      const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
      conditions.push(sql`(lower(${users.name}) like ${pattern} or lower(${users.email}) like ${pattern})`);
    }
    if (query.role) conditions.push(eq(users.role, query.role));
    if (query.status === "suspended") conditions.push(isNotNull(users.suspendedAt));
    if (query.status === "active") conditions.push(and(isNull(users.suspendedAt), eq(users.emailVerified, true)));
    if (query.status === "unconfirmed") {
      conditions.push(and(isNull(users.suspendedAt), eq(users.emailVerified, false)));
    }
    const where = and(...conditions);
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((query.page - 1) * ADMIN_PAGE_SIZE),
      db.select({ total: count() }).from(users).where(where),
    ]);
    const total = totals?.total ?? 0;
    return {
      items: rows.map(toAdminUser),
      total,
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
      totalPages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    };
  }

  async function findOrThrow(userId: string): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw notFound("User not found.");
    return row;
  }

  /** Staff accounts are the super admin's to act on; nobody suspends (or anonymises) themselves. */
  function assertMayActOn(actor: PolicySubject & { id: string }, target: UserRow) {
    if (actor.id === target.id) throw conflict("CANNOT_ACT_ON_SELF", "You cannot act on your own account.");
    if (isStaff(target) && !isSuperAdmin(actor)) {
      throw forbidden("Only the super admin can act on staff accounts.");
    }
    if (isSuperAdmin(target)) {
      throw conflict("SUPER_ADMIN_PROTECTED", "A super admin cannot be suspended.");
    }
  }

  /**
   * Suspends an account: it is signed out everywhere at once (its sessions deleted; the session hook
   * refuses new ones), its celebrity profile leaves the catalogue, and its open requests are closed and
   * refunded.
   */
  async function suspend(actor: PolicySubject & { id: string }, userId: string) {
    const before = await findOrThrow(userId);
    assertMayActOn(actor, before);
    if (before.suspendedAt) return { before: toAdminUser(before), after: toAdminUser(before), closedRequests: 0 };
    const after = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ suspendedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx
        .update(celebrityProfiles)
        .set({ ownerSuspended: true, updatedAt: new Date() })
        .where(eq(celebrityProfiles.userId, userId));
      return updated!;
    });
    clearCatalogueCache();
    const closedRequests = await closeOpenRequestsOf(userId);
    return { before: toAdminUser(before), after: toAdminUser(after), closedRequests };
  }

  async function reactivate(actor: PolicySubject & { id: string }, userId: string) {
    const before = await findOrThrow(userId);
    assertMayActOn(actor, before);
    const after = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ suspendedAt: null, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      await tx
        .update(celebrityProfiles)
        .set({ ownerSuspended: false, updatedAt: new Date() })
        .where(eq(celebrityProfiles.userId, userId));
      return updated!;
    });
    clearCatalogueCache();
    return { before: toAdminUser(before), after: toAdminUser(after) };
  }

  const isAnonymised = (row: Pick<UserRow, "email">) => row.email.endsWith(`@${ANONYMISED_EMAIL_DOMAIN}`);

  /** One account's page: its profile, newest requests (as fan and as star), payments and live sessions. */
  async function detail(userId: string): Promise<AdminUserDetail> {
    const row = await findOrThrow(userId);
    const fan = alias(users, "fan");
    const requestColumns = {
      id: videoRequests.id,
      status: videoRequests.status,
      amountMinor: videoRequests.amountMinor,
      currency: videoRequests.currency,
      createdAt: videoRequests.createdAt,
    };
    const [asFan, [profile], paymentRows, sessionRows] = await Promise.all([
      db
        .select({ ...requestColumns, otherParty: celebrityProfiles.fullName })
        .from(videoRequests)
        .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
        .where(eq(videoRequests.fanId, userId))
        .orderBy(desc(videoRequests.createdAt))
        .limit(USER_DETAIL_LIST_LIMIT),
      db
        .select({ id: celebrityProfiles.id })
        .from(celebrityProfiles)
        .where(eq(celebrityProfiles.userId, userId))
        .limit(1),
      db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt))
        .limit(USER_DETAIL_LIST_LIMIT),
      db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
        .orderBy(desc(sessions.createdAt)),
    ]);
    const asStar = profile
      ? await db
          .select({ ...requestColumns, otherParty: fan.name })
          .from(videoRequests)
          .innerJoin(fan, eq(fan.id, videoRequests.fanId))
          .where(eq(videoRequests.celebrityId, profile.id))
          .orderBy(desc(videoRequests.createdAt))
          .limit(USER_DETAIL_LIST_LIMIT)
      : null;
    const toRequest = (request: (typeof asFan)[number]): AdminUserRequest => ({
      ...request,
      // The column holds REQUEST_STATUSES only (the requests module writes it through its state machine).
      status: request.status as RequestStatus,
      createdAt: request.createdAt.toISOString(),
    });
    return {
      user: {
        ...toAdminUser(row),
        emailVerified: row.emailVerified,
        phone: row.phone ? maskPhone(row.phone) : null,
        phoneVerified: row.phoneVerified,
        anonymised: isAnonymised(row),
      },
      requestsAsFan: asFan.map(toRequest),
      requestsAsStar: asStar?.map(toRequest) ?? null,
      payments: paymentRows.map((payment) => ({
        id: payment.id,
        reference: payment.reference,
        purpose: payment.purpose,
        provider: payment.provider,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        status: payment.status,
        refundStatus: payment.refundStatus,
        createdAt: payment.createdAt.toISOString(),
      })),
      sessions: sessionRows.map((session) => ({
        id: session.id,
        userAgent: session.userAgent,
        createdAt: session.createdAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
      })),
    };
  }

  /** Staff confirm an address by hand (the owner showed it is theirs some other way). */
  async function verifyEmail(actor: PolicySubject & { id: string }, userId: string) {
    const before = await findOrThrow(userId);
    if (isStaff(before) && !isSuperAdmin(actor)) throw forbidden("Only the super admin can act on staff accounts.");
    if (isAnonymised(before)) throw conflict("USER_ANONYMISED", "This account was anonymised.");
    const [after] = await db
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return { before: toAdminUser(before), after: toAdminUser(after!) };
  }

  /** Signs one session out (the device's next request is refused). */
  async function revokeSession(actor: PolicySubject & { id: string }, userId: string, sessionId: string) {
    const target = await findOrThrow(userId);
    if (isStaff(target) && !isSuperAdmin(actor)) throw forbidden("Only the super admin can act on staff accounts.");
    const deleted = await db
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id });
    if (deleted.length === 0) throw notFound("Session not found.");
  }

  /**
   * Anonymises an account on its owner's request (GDPR erasure): name, e-mail, phone, picture, bio and
   * country become placeholders, its sign-in methods and sessions go (signed out everywhere, for good), its
   * star profile leaves the catalogue and its open requests are closed and refunded as on suspension.
   * What the fan wrote or recorded about the people in their videos goes too (eraseFanRequestContent).
   * Payments, requests and ledger entries stay otherwise as they were: they are the books, and they only
   * point at the account's id.
   */
  async function anonymise(actor: PolicySubject & { id: string }, userId: string) {
    const before = await findOrThrow(userId);
    assertMayActOn(actor, before);
    if (isAnonymised(before)) throw conflict("USER_ANONYMISED", "This account was already anonymised.");
    const now = new Date();
    const after = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          name: ANONYMISED_NAME,
          email: `anonymised-${userId}@${ANONYMISED_EMAIL_DOMAIN}`,
          emailVerified: false,
          image: null,
          phone: null,
          phoneVerified: false,
          bio: null,
          country: null,
          notifications: { emailNotifications: false, videoRequestEmail: false, videoCompletedEmail: false },
          suspendedAt: before.suspendedAt ?? now,
          updatedAt: now,
        })
        .where(eq(users.id, userId))
        .returning();
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(accounts).where(eq(accounts.userId, userId));
      await tx.delete(verifications).where(sql`lower(${verifications.identifier}) = lower(${before.email})`);
      if (before.phone) await tx.delete(otpCodes).where(eq(otpCodes.phone, before.phone));
      await eraseFanRequestContent(tx, userId, now);
      await tx
        .update(celebrityProfiles)
        .set({ ownerSuspended: true, updatedAt: now })
        .where(eq(celebrityProfiles.userId, userId));
      return updated!;
    });
    clearCatalogueCache();
    const closedRequests = await closeOpenRequestsOf(userId);
    return { before: toAdminUser(before), after: toAdminUser(after), closedRequests };
  }

  return { list, suspend, reactivate, detail, verifyEmail, revokeSession, anonymise };
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
