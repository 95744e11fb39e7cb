import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { isRole, isStaff, isStaffPermission, isSuperAdmin, type PolicySubject } from "@/shared/roles";
import { ADMIN_PAGE_SIZE } from "@/shared/schemas/pagination";
import type { AdminUser, AdminUserList, AdminUserListQuery, UserStatus } from "@/shared/schemas/users";
import type { Database } from "../../db/client";
import { celebrityProfiles, sessions, users } from "../../db/schema/index";
import { conflict, forbidden, notFound } from "../../errors";

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

  /** Staff accounts are the super admin's to act on; nobody suspends themselves. */
  function assertMayActOn(actor: PolicySubject & { id: string }, target: UserRow) {
    if (actor.id === target.id) throw conflict("CANNOT_ACT_ON_SELF", "You cannot suspend your own account.");
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

  return { list, suspend, reactivate };
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
