import { describe, expect, it } from "vitest";
import {
  canAccessAdmin,
  canApplyAsCelebrity,
  canManageStaff,
  dashboardHomeFor,
  effectivePermissions,
  hasPermission,
  isStaff,
  STAFF_PERMISSIONS,
  sidebarEntriesFor,
} from "./roles";

const fan = { role: "user", permissions: [], celebrityProfile: null };
const applicant = { role: "user", permissions: [], celebrityProfile: { approved: false } };
const celebrity = { role: "celebrity", permissions: [], celebrityProfile: { approved: true } };
const moderator = { role: "moderator", permissions: ["content"] };
const admin = { role: "admin", permissions: ["users", "settings"] };
// As a server outside production answers: it has the Create Fan tool.
const superAdmin = { role: "super_admin", permissions: [], staffTools: ["create-fan"] };
const ids = (user: Parameters<typeof sidebarEntriesFor>[0]) => sidebarEntriesFor(user).map((entry) => entry.id);

describe("roles policy", () => {
  it("knows staff and the admin area", () => {
    expect([fan, celebrity, moderator, admin, superAdmin].map(isStaff)).toEqual([false, false, true, true, true]);
    expect([null, fan, celebrity, moderator, superAdmin].map(canAccessAdmin)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it("grants permissions to staff only; the super admin has them all", () => {
    expect(hasPermission(moderator, "content")).toBe(true);
    expect(hasPermission(moderator, "blog")).toBe(false);
    expect(hasPermission({ role: "user", permissions: ["blog"] }, "blog")).toBe(false);
    expect(STAFF_PERMISSIONS.every((permission) => hasPermission(superAdmin, permission))).toBe(true);
    expect(effectivePermissions(superAdmin)).toEqual([...STAFF_PERMISSIONS]);
    expect(effectivePermissions(fan)).toEqual([]);
  });

  it("lets only the super admin manage staff and only a fan without an application apply", () => {
    expect([admin, moderator, superAdmin].map(canManageStaff)).toEqual([false, false, true]);
    expect([null, fan, applicant, celebrity, admin].map(canApplyAsCelebrity)).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it("starts staff on /admin, celebrities on /dashboard, everyone else on /", () => {
    expect([null, fan, celebrity, moderator, admin, superAdmin].map(dashboardHomeFor)).toEqual([
      "/",
      "/",
      "/dashboard",
      "/admin",
      "/admin",
      "/admin",
    ]);
  });

  it("filters the sidebar by role and permission", () => {
    expect(ids(null)).toEqual([]);
    expect(ids(fan)).toEqual(["dashboard", "videos", "my-requests", "profile", "settings"]);
    expect(sidebarEntriesFor(fan)[0]!.to).toBe("/dashboard");
    expect(ids(celebrity)).toEqual([
      "dashboard",
      "videos",
      "my-requests",
      "requests",
      "schedule",
      "earnings",
      "profile",
      "settings",
    ]);
    // Staff book videos too: their own requests, after their areas.
    expect(ids(moderator)).toEqual(["dashboard", "edit-pages", "inbox", "my-requests", "profile", "settings"]);
    expect(sidebarEntriesFor(moderator).find((entry) => entry.id === "inbox")!.to).toBe("/admin/inbox");
    expect(ids(admin)).not.toContain("inbox");
    expect(ids(admin)).not.toContain("finance");
    expect(ids({ role: "admin", permissions: ["finance"] })).toContain("finance");
    expect(ids(admin)).not.toContain("admin-requests");
    expect(ids({ role: "admin", permissions: ["requests"] })).toContain("admin-requests");
    expect(sidebarEntriesFor(moderator)[0]!.to).toBe("/admin");
    expect(sidebarEntriesFor(admin).find((entry) => entry.id === "settings")!.to).toBe("/admin/settings");
    expect(sidebarEntriesFor(moderator).find((entry) => entry.id === "settings")!.to).toBe("/dashboard/settings");
    expect(ids(superAdmin)).toEqual([
      "dashboard",
      "admin-users",
      "users",
      "celebrities",
      "blog",
      "slider",
      "edit-pages",
      "inbox",
      "finance",
      "admin-requests",
      "audit",
      "create-fan",
      "my-requests",
      "profile",
      "settings",
    ]);
    // A production server has no Create Fan: the sidebar does not offer it (issue 24 item 28).
    expect(ids({ ...superAdmin, staffTools: [] })).not.toContain("create-fan");
    expect(ids({ role: "super_admin", permissions: [] })).not.toContain("create-fan");
  });
});
