import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { type Role, STAFF_PERMISSIONS, type StaffPermission } from "@/shared/roles";
import type { Database } from "../../db/client";
import { accounts, celebrityProfiles, users } from "../../db/schema/index";
import { DEMO_ACCOUNTS, DEMO_CELEBRITY_USERNAME } from "./demo-accounts";

export type ProvisionInput = {
  email: string;
  name: string;
  password: string;
  role: Role;
  permissions?: StaffPermission[];
  /** Replace the password of an existing account (the CLI does; start-up does not). */
  resetPassword?: boolean;
};

export type ProvisionResult = { userId: string; created: boolean; passwordSet: boolean };

/**
 * Creates an e-mail-verified account with a password, or gives an existing one the role. Idempotent:
 * running it again changes nothing. Passwords are hashed like Better Auth hashes them (scrypt).
 */
export async function provisionAccount(db: Database, input: ProvisionInput): Promise<ProvisionResult> {
  const email = input.email.trim().toLowerCase();
  const permissions = input.role === "super_admin" ? [...STAFF_PERMISSIONS] : (input.permissions ?? []);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    let userId: string;
    let created = false;
    if (existing) {
      userId = existing.id;
      await tx
        .update(users)
        .set({ role: input.role, permissions, emailVerified: true, updatedAt: new Date() })
        .where(eq(users.id, userId));
    } else {
      userId = randomUUID();
      created = true;
      await tx
        .insert(users)
        .values({ id: userId, email, name: input.name, emailVerified: true, role: input.role, permissions });
    }
    const [credential] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
      .limit(1);
    let passwordSet = false;
    if (!credential) {
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: await hashPassword(input.password),
      });
      passwordSet = true;
    } else if (input.resetPassword) {
      await tx
        .update(accounts)
        .set({ password: await hashPassword(input.password), updatedAt: new Date() })
        .where(eq(accounts.id, credential.id));
      passwordSet = true;
    }
    return { userId, created, passwordSet };
  });
}

export function ensureSuperAdmin(
  db: Database,
  input: { email: string; password: string; name?: string; resetPassword?: boolean },
) {
  return provisionAccount(db, {
    email: input.email,
    password: input.password,
    name: input.name ?? "Super Admin",
    role: "super_admin",
    resetPassword: input.resetPassword,
  });
}

/**
 * The demo accounts of the embedded default. Existing accounts are left as they are (a demo user who
 * changed a password keeps it); the celebrity is linked to a demo profile that has no owner yet.
 */
export async function seedDemoAccounts(db: Database) {
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${account.email}`)
      .limit(1);
    const userId = existing?.id ?? (await provisionAccount(db, account)).userId;
    if (account.role === "celebrity") {
      await db
        .update(celebrityProfiles)
        .set({ userId })
        .where(
          and(sql`lower(${celebrityProfiles.username}) = ${DEMO_CELEBRITY_USERNAME}`, isNull(celebrityProfiles.userId)),
        );
    }
  }
  return DEMO_ACCOUNTS.map(({ label, email, password, role }) => ({ label, email, password, role }));
}

export function formatDemoAccounts(list: { label: string; email: string; password: string }[]): string {
  const width = Math.max(...list.map((item) => item.email.length));
  return [
    "Demo accounts (never use these in production):",
    ...list.map((item) => `  ${item.email.padEnd(width)}  ${item.password.padEnd(24)}  ${item.label}`),
  ].join("\n");
}
