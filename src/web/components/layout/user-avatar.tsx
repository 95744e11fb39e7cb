import { ChevronDown, FolderCog, LayoutDashboard, UserRound, Video } from "lucide-react";
import type * as React from "react";
import { initialsOf } from "@/shared/initials";
import { isCelebrity, isStaff, sidebarEntriesFor } from "@/shared/roles";
import type { Me } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";

/**
 * The user menu's links. Fans: My Videos, My Profile. Celebrities: their Dashboard first. Staff: what they
 * can use (Admin Dashboard and the areas their permissions open, as in the sidebar), and their profile;
 * never the fan's My Videos.
 */
export function userMenuLinks(user: Me) {
  const profile = { to: "/dashboard/profile", label: "My Profile", icon: UserRound };
  if (isStaff(user)) {
    const areas = sidebarEntriesFor(user)
      .filter((entry) => entry.to.startsWith("/admin/"))
      .map((entry) => ({ to: entry.to, label: entry.label, icon: FolderCog }));
    return [{ to: "/admin", label: "Admin Dashboard", icon: LayoutDashboard }, ...areas, profile];
  }
  return [
    ...(isCelebrity(user) ? [{ to: "/dashboard", label: "Dashboard", icon: LayoutDashboard }] : []),
    { to: "/dashboard/videos", label: "My Videos", icon: Video },
    profile,
  ];
}

export const userMenuItemClass =
  "flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-800 transition-colors hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none disabled:opacity-50";

export function UserAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white",
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}

/** The header button: initials avatar + name. */
export function UserMenuTrigger({ user, ...props }: { user: Me } & React.ComponentProps<"button">) {
  return (
    <Button variant="ghost" size="sm" className="gap-2 pr-2 pl-1" {...props}>
      <UserAvatar name={user.name} />
      {/* Named by its content, not aria-label: the name then holds the visible text (WCAG 2.5.3). */}
      <span className="sr-only">Account menu for </span>
      <span className="max-w-32 truncate">{user.name}</span>
      <ChevronDown className="text-slate-500" aria-hidden="true" />
    </Button>
  );
}
