import { isStaff, isSuperAdmin, type PolicySubject } from "@/shared/roles";
import type { AdminUser, UserStatus } from "@/shared/schemas/users";
import type { BadgeProps } from "@/web/components/ui/badge";

/** The status badge's colour, on the list and on a user's page. */
export const STATUS_VARIANTS: Record<UserStatus, BadgeProps["variant"]> = {
  active: "success",
  unconfirmed: "warning",
  suspended: "destructive",
};

/**
 * Who may act on an account: not on oneself, and on staff only for the super admin (the server refuses anyway).
 */
export function canActOn(viewer: PolicySubject & { id: string }, user: Pick<AdminUser, "id" | "role">): boolean {
  if (user.id === viewer.id) return false;
  return !isStaff(user) || isSuperAdmin(viewer);
}
