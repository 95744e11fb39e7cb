import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, sql } from "drizzle-orm";
import { type Role, STAFF_PERMISSIONS, type StaffPermission } from "@/shared/roles";
import type { Database } from "../../db/client";
import { accounts, users } from "../../db/schema/index";

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
