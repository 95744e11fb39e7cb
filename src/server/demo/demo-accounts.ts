import { and, isNull, sql } from "drizzle-orm";
import type { Role, StaffPermission } from "@/shared/roles";
import type { Database } from "../db/client";
import { celebrityProfiles, users } from "../db/schema/index";
import { provisionAccount } from "../modules/accounts/provisioning";

/**
 * The demo accounts of the embedded default (seeded by provisioning.ts, listed in the README). Plain data with
 * no runtime import, so the browser tests log in with the same list.
 */
export type DemoAccount = {
  label: string;
  email: string;
  name: string;
  password: string;
  role: Role;
  permissions?: StaffPermission[];
};

/** The demo celebrity account owns this demo profile. */
export const DEMO_CELEBRITY_USERNAME = "adaeze_nwabuike";

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { label: "Fan", email: "demo.fan@example.com", name: "Demo Fan", password: "salamu-fan-demo", role: "user" },
  {
    label: "Celebrity",
    email: "demo.celebrity@example.com",
    name: "Adaeze Nwabuike",
    password: "salamu-celebrity-demo",
    role: "celebrity",
  },
  {
    label: "Moderator (content)",
    email: "demo.moderator@example.com",
    name: "Demo Moderator",
    password: "salamu-moderator-demo",
    role: "moderator",
    permissions: ["content"],
  },
  {
    label: "Admin (users, celebrities, blog, slider)",
    email: "demo.admin@example.com",
    name: "Demo Admin",
    password: "salamu-admin-demo",
    role: "admin",
    permissions: ["users", "celebrities", "blog", "slider"],
  },
  {
    label: "Super admin",
    email: "demo.superadmin@example.com",
    name: "Demo Super Admin",
    password: "salamu-superadmin-demo",
    role: "super_admin",
  },
];

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
