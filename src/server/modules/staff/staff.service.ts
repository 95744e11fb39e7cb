import { createHash, randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, asc, count, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locales";
import { isStaffPermission, STAFF_ROLES, type StaffRole } from "@/shared/roles";
import {
  INVITATION_HOURS,
  type InviteStaffInput,
  type StaffMember,
  type UpdateStaffInput,
} from "@/shared/schemas/staff";
import type { Database } from "../../db/client";
import { accounts, celebrityProfiles, sessions, staffInvitations, users } from "../../db/schema/index";
import type { Env } from "../../env";
import { AppError, conflict, notFound } from "../../errors";
import type { Mailer } from "../../providers/mail/mailer";
import { mailTemplates } from "../../providers/mail/templates";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const INVITATION_MS = INVITATION_HOURS * 60 * 60 * 1000;

type Deps = { db: Database; env: Env; mailer: Mailer; now?: () => Date };
type UserRow = typeof users.$inferSelect;

const invalidInvitation = () =>
  new AppError(410, "INVITATION_INVALID", "This invitation link is invalid or has expired. Ask for a new one.");

/**
 * Staff management (the super admin's): invitations with a single-use link where the new staff member
 * chooses a password (no default password anywhere), promotion of an existing account, permission
 * changes and removal. The last super admin is never demoted.
 */
export function createStaffService({ db, env, mailer, now = () => new Date() }: Deps) {
  async function pendingInvitations(userIds: string[]) {
    if (userIds.length === 0) return new Map<string, Date>();
    const rows = await db
      .select({ userId: staffInvitations.userId, expiresAt: staffInvitations.expiresAt })
      .from(staffInvitations)
      .where(
        and(
          inArray(staffInvitations.userId, userIds),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, now()),
        ),
      );
    return new Map(rows.map((row) => [row.userId, row.expiresAt]));
  }

  function toMember(row: UserRow, invitationExpiresAt: Date | undefined): StaffMember {
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role as StaffRole,
      permissions: row.permissions.filter(isStaffPermission),
      invitationExpiresAt: invitationExpiresAt?.toISOString() ?? null,
    };
  }

  async function list(): Promise<StaffMember[]> {
    const rows = await db
      .select()
      .from(users)
      .where(inArray(users.role, [...STAFF_ROLES]))
      .orderBy(asc(users.createdAt), asc(users.id));
    const invitations = await pendingInvitations(rows.map((row) => row.id));
    return rows.map((row) => toMember(row, invitations.get(row.id)));
  }

  async function memberOrThrow(userId: string): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row || !(STAFF_ROLES as readonly string[]).includes(row.role)) throw notFound("Staff member not found.");
    return row;
  }

  async function member(userId: string): Promise<StaffMember> {
    const row = await memberOrThrow(userId);
    return toMember(row, (await pendingInvitations([row.id])).get(row.id));
  }

  /**
   * A new link replaces any earlier one. The invitation and its e-mail (which alone carries the token) are
   * written in one transaction: an invitation is never left without its mail, and sending never waits for SMTP.
   */
  async function sendInvitation(
    user: { id: string; name: string; email: string; locale: Locale },
    role: StaffRole,
    invitedBy: string,
  ) {
    const token = randomBytes(32).toString("base64url");
    await db.transaction(async (tx) => {
      await tx
        .delete(staffInvitations)
        .where(and(eq(staffInvitations.userId, user.id), isNull(staffInvitations.acceptedAt)));
      await tx.insert(staffInvitations).values({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(now().getTime() + INVITATION_MS),
        invitedBy,
      });
      await mailer.send(mailTemplates.staffInvitation(env.APP_URL, user, token, { role, hours: INVITATION_HOURS }), tx);
    });
  }

  async function hasPassword(userId: string) {
    const [credential] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
      .limit(1);
    return !!credential;
  }

  /**
   * Adds a staff member. An existing account is promoted (it keeps its password and is told by e-mail);
   * a new address gets an account without a password and an invitation to choose one, in `locale` (the
   * language of the inviter's page: nothing else is known of the invitee's yet; accepting sets it to theirs).
   */
  async function invite(actorId: string, input: InviteStaffInput, locale: Locale = DEFAULT_LOCALE) {
    const email = input.email.trim().toLowerCase();
    const permissions = [...new Set(input.permissions)];
    const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    if (existing && (STAFF_ROLES as readonly string[]).includes(existing.role)) {
      throw conflict("ALREADY_STAFF", `${existing.name} is already a staff member.`);
    }
    if (existing) {
      const withPassword = await hasPassword(existing.id);
      // The promotion and, for an account that can sign in, its notice are written together (ADR 039).
      const promoted = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ role: input.role, permissions, updatedAt: now() })
          .where(eq(users.id, existing.id))
          .returning();
        if (withPassword) {
          await mailer.send(mailTemplates.staffAccessGranted(env.APP_URL, updated!, input.role), tx);
        }
        return updated;
      });
      if (withPassword) return { before: existing, member: toMember(promoted!, undefined), invited: false };
      await sendInvitation(promoted!, input.role, actorId);
      return { before: existing, member: await member(existing.id), invited: true };
    }
    const [created] = await db
      .insert(users)
      .values({
        id: randomUUID(),
        email,
        name: input.name.trim(),
        emailVerified: false,
        role: input.role,
        permissions,
        locale,
      })
      .returning();
    await sendInvitation(created!, input.role, actorId);
    return { before: null, member: await member(created!.id), invited: true };
  }

  async function resendInvitation(actorId: string, userId: string) {
    const row = await memberOrThrow(userId);
    if (await hasPassword(userId)) {
      throw conflict("INVITATION_ACCEPTED", `${row.name} has already chosen a password.`);
    }
    await sendInvitation(row, row.role as StaffRole, actorId);
  }

  async function superAdminCount() {
    const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, "super_admin"));
    return row?.total ?? 0;
  }

  async function assertNotLastSuperAdmin(row: UserRow) {
    if (row.role === "super_admin" && (await superAdminCount()) <= 1) {
      throw conflict("LAST_SUPER_ADMIN", "The last super admin cannot be demoted or removed.");
    }
  }

  async function update(userId: string, input: UpdateStaffInput) {
    const before = await memberOrThrow(userId);
    // The super admin holds every permission; demoting one is allowed while another remains.
    if (input.role && before.role === "super_admin") await assertNotLastSuperAdmin(before);
    const [after] = await db
      .update(users)
      .set({
        ...(input.role ? { role: input.role } : {}),
        ...(input.permissions ? { permissions: [...new Set(input.permissions)] } : {}),
        updatedAt: now(),
      })
      .where(eq(users.id, userId))
      .returning();
    return { before: toMember(before, undefined), member: await member(after!.id) };
  }

  /** Takes staff rights away: back to a fan (or a celebrity, when an approved profile is theirs). */
  async function remove(actorId: string, userId: string) {
    const before = await memberOrThrow(userId);
    if (before.id === actorId) throw conflict("CANNOT_ACT_ON_SELF", "You cannot remove your own staff rights.");
    await assertNotLastSuperAdmin(before);
    const [profile] = await db
      .select({ approved: celebrityProfiles.approved })
      .from(celebrityProfiles)
      .where(eq(celebrityProfiles.userId, userId))
      .limit(1);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ role: profile?.approved ? "celebrity" : "user", permissions: [], updatedAt: now() })
        .where(eq(users.id, userId));
      await tx
        .delete(staffInvitations)
        .where(and(eq(staffInvitations.userId, userId), isNull(staffInvitations.acceptedAt)));
    });
    return toMember(before, undefined);
  }

  async function openInvitation(token: string) {
    const [row] = await db
      .select({ invitation: staffInvitations, user: users })
      .from(staffInvitations)
      .innerJoin(users, eq(users.id, staffInvitations.userId))
      .where(eq(staffInvitations.tokenHash, sha256(token)))
      .limit(1);
    if (!row || row.invitation.acceptedAt || row.invitation.expiresAt <= now()) throw invalidInvitation();
    if (!(STAFF_ROLES as readonly string[]).includes(row.user.role)) throw invalidInvitation();
    return row;
  }

  async function describeInvitation(token: string) {
    const { invitation, user } = await openInvitation(token);
    return { name: user.name, email: user.email, expiresAt: invitation.expiresAt.toISOString() };
  }

  /**
   * The invitee chooses a password: the link is spent, the e-mail counts as confirmed, and the account reads
   * Salamu in `locale` (the language of the page they accepted on) when one is known. Answers the user id.
   */
  async function acceptInvitation(
    token: string,
    password: string,
    locale?: Locale,
  ): Promise<{ userId: string; email: string }> {
    const { invitation, user } = await openInvitation(token);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(staffInvitations)
        .set({ acceptedAt: now() })
        .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.acceptedAt)))
        .returning({ id: staffInvitations.id });
      if (!spent) throw invalidInvitation();
      const [credential] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")))
        .limit(1);
      if (credential) {
        await tx
          .update(accounts)
          .set({ password: passwordHash, updatedAt: now() })
          .where(eq(accounts.id, credential.id));
      } else {
        await tx.insert(accounts).values({
          id: randomUUID(),
          accountId: user.id,
          providerId: "credential",
          userId: user.id,
          password: passwordHash,
        });
      }
      await tx
        .update(users)
        .set({ emailVerified: true, ...(locale ? { locale } : {}), updatedAt: now() })
        .where(eq(users.id, user.id));
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
    });
    return { userId: user.id, email: user.email };
  }

  return { list, member, invite, resendInvitation, update, remove, describeInvitation, acceptInvitation };
}

export type StaffService = ReturnType<typeof createStaffService>;
