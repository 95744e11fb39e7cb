import { ChevronDown, LayoutDashboard, UserRound, Video } from "lucide-react";
import type * as React from "react";
import { canAccessAdmin } from "@/shared/roles";
import type { Me } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { initialsOf } from "@/web/lib/initials";
import { cn } from "@/web/lib/utils";

/** The user menu's links (spec: My Videos, My Profile, Admin Dashboard for staff). */
export function userMenuLinks(user: Me) {
  return [
    { to: "/dashboard/videos", label: "My Videos", icon: Video },
    { to: "/dashboard/profile", label: "My Profile", icon: UserRound },
    ...(canAccessAdmin(user) ? [{ to: "/admin", label: "Admin Dashboard", icon: LayoutDashboard }] : []),
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
    <Button
      variant="ghost"
      size="sm"
      className="gap-2 pr-2 pl-1"
      aria-label={`Account menu for ${user.name}`}
      {...props}
    >
      <UserAvatar name={user.name} />
      <span className="max-w-32 truncate">{user.name}</span>
      <ChevronDown className="text-slate-500" aria-hidden="true" />
    </Button>
  );
}
