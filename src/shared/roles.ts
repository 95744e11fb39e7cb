/**
 * Roles and permissions (DESIGN.md section 5): the one policy module. The server guards and the web
 * client both decide with these functions; the client only hides what the server forbids.
 */

export const ROLES = ["user", "celebrity", "moderator", "admin", "super_admin"] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ["moderator", "admin", "super_admin"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  "blog",
  "slider",
  "celebrities",
  "users",
  "settings",
  "content",
  "finance",
  "requests",
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** Staff tools a server may or may not have: Create Fan exists outside production only (DESIGN.md 1.10). */
export const STAFF_TOOLS = ["create-fan"] as const;
export type StaffTool = (typeof STAFF_TOOLS)[number];

export const ROLE_LABELS: Record<Role, string> = {
  user: "Fan",
  celebrity: "Celebrity",
  moderator: "Moderator",
  admin: "Admin",
  super_admin: "Super Admin",
};

export const PERMISSION_LABELS: Record<StaffPermission, string> = {
  blog: "Blog",
  slider: "Slider",
  celebrities: "Celebrities",
  users: "Users",
  settings: "Settings",
  content: "Content",
  finance: "Finance",
  requests: "Requests",
};

/** The minimum a policy check needs to know about a user; `Me` satisfies it. */
export interface PolicySubject {
  role: string;
  permissions?: readonly string[] | null;
  celebrityProfile?: { approved: boolean } | null;
  /** The staff tools this server has (the session says): a tool it lacks is never offered. */
  staffTools?: readonly string[];
}

export type MaybeUser = PolicySubject | null | undefined;

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function isStaffPermission(value: unknown): value is StaffPermission {
  return typeof value === "string" && (STAFF_PERMISSIONS as readonly string[]).includes(value);
}

export function isStaff(user: MaybeUser): boolean {
  return !!user && (STAFF_ROLES as readonly string[]).includes(user.role);
}

export function isSuperAdmin(user: MaybeUser): boolean {
  return !!user && user.role === "super_admin";
}

/** A celebrity is a user with role celebrity (their profile has been approved). */
export function isCelebrity(user: MaybeUser): boolean {
  return !!user && user.role === "celebrity";
}

export function isFan(user: MaybeUser): boolean {
  return !!user && user.role === "user";
}

/** Staff with the area's permission; the super admin has every permission. */
export function hasPermission(user: MaybeUser, permission: StaffPermission): boolean {
  if (!user || !isStaff(user)) return false;
  if (isSuperAdmin(user)) return true;
  return (user.permissions ?? []).includes(permission);
}

/** The permissions a user effectively holds (all of them for the super admin, none for non-staff). */
export function effectivePermissions(user: MaybeUser): StaffPermission[] {
  if (!user || !isStaff(user)) return [];
  if (isSuperAdmin(user)) return [...STAFF_PERMISSIONS];
  return STAFF_PERMISSIONS.filter((permission) => (user.permissions ?? []).includes(permission));
}

export function canAccessAdmin(user: MaybeUser): boolean {
  return isStaff(user);
}

/** Staff management (and payment secret keys) is the super admin's alone. */
export function canManageStaff(user: MaybeUser): boolean {
  return isSuperAdmin(user);
}

/** Only a fan without an existing application may apply. */
export function canApplyAsCelebrity(user: MaybeUser): boolean {
  return !!user && user.role === "user" && !user.celebrityProfile;
}

/** Booking, own requests, own videos: any signed-in user. */
export function canBook(user: MaybeUser): boolean {
  return !!user;
}

/** Where a user's work starts: staff on /admin, celebrities on their /dashboard, fans on the home page. */
export function dashboardHomeFor(user: MaybeUser): "/admin" | "/dashboard" | "/" {
  if (isStaff(user)) return "/admin";
  return isCelebrity(user) ? "/dashboard" : "/";
}

export interface SidebarEntry {
  id: string;
  label: string;
  to: string;
}

/** Sidebar entries of the dashboard shell (spec section 2), filtered by role and permission. */
export function sidebarEntriesFor(user: MaybeUser): SidebarEntry[] {
  if (!user) return [];
  const staff = isStaff(user);
  const entries: SidebarEntry[] = [{ id: "dashboard", label: "Dashboard", to: staff ? "/admin" : "/dashboard" }];
  // Fans and celebrities book videos too; staff reach theirs from the user menu.
  // Everyone may book, staff included: the requests they made, paid or not, one click from anywhere.
  const myRequests: SidebarEntry = { id: "my-requests", label: "My requests", to: "/dashboard/my-requests" };
  if (!staff) entries.push({ id: "videos", label: "My Videos", to: "/dashboard/videos" }, myRequests);
  if (canManageStaff(user)) entries.push({ id: "admin-users", label: "Admin Management", to: "/admin/admin-users" });
  if (hasPermission(user, "users")) entries.push({ id: "users", label: "Users Management", to: "/admin/users" });
  if (hasPermission(user, "celebrities"))
    entries.push({ id: "celebrities", label: "Celebrities", to: "/admin/celebrities" });
  if (hasPermission(user, "blog")) entries.push({ id: "blog", label: "Blog Management", to: "/admin/blog" });
  if (hasPermission(user, "slider")) entries.push({ id: "slider", label: "Slider Management", to: "/admin/slider" });
  if (hasPermission(user, "content")) entries.push({ id: "edit-pages", label: "Edit Pages", to: "/admin/edit-pages" });
  if (hasPermission(user, "content")) entries.push({ id: "inbox", label: "Inbox", to: "/admin/inbox" });
  if (hasPermission(user, "finance")) entries.push({ id: "finance", label: "Finance", to: "/admin/finance" });
  if (hasPermission(user, "requests")) {
    entries.push({ id: "admin-requests", label: "Requests", to: "/admin/requests" });
  }
  if (isSuperAdmin(user)) {
    entries.push({ id: "audit", label: "Audit Log", to: "/admin/audit" });
    // Only where the server has the tool: a production server has no Create Fan.
    if (user.staffTools?.includes("create-fan")) {
      entries.push({ id: "create-fan", label: "Create Fan", to: "/admin/create-fan" });
    }
  }
  if (isCelebrity(user)) {
    entries.push(
      { id: "requests", label: "Requests", to: "/dashboard/requests" },
      { id: "schedule", label: "Schedule", to: "/dashboard/schedule" },
      { id: "earnings", label: "Earnings", to: "/dashboard/earnings" },
    );
  }
  if (staff) entries.push(myRequests);
  entries.push({ id: "profile", label: "Profile", to: "/dashboard/profile" });
  entries.push({
    id: "settings",
    label: "Settings",
    to: staff && hasPermission(user, "settings") ? "/admin/settings" : "/dashboard/settings",
  });
  return entries;
}
