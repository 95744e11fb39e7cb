import type { Role, StaffPermission } from "@/shared/roles";

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
