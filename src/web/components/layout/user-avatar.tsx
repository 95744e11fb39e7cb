import { ChevronDown, ClipboardList, FolderCog, LayoutDashboard, UserRound, Video } from "lucide-react";
import type * as React from "react";
import { initialsOf } from "@/shared/initials";
import type { MessageKey } from "@/shared/messages/keys";
import { isCelebrity, isStaff, sidebarEntriesFor } from "@/shared/roles";
import type { Me } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** The requests the user has made (anyone may book, staff included): in the header and in the menu. */
export const MY_REQUESTS_LINK = {
  to: "/dashboard/my-requests",
  labelKey: "shared.sidebar.my-requests",
  icon: ClipboardList,
} as const;

/**
 * The user menu's links. Fans: My requests, My Videos, My Profile. Celebrities: their Dashboard first. Staff:
 * what they can use (Admin Dashboard and the areas their permissions open, as in the sidebar), the requests
 * they booked and their profile; never the fan's My Videos.
 */
export function userMenuLinks(user: Me): { to: string; labelKey: MessageKey; icon: typeof UserRound }[] {
  const profile = { to: "/dashboard/profile", labelKey: "shared.sidebar.myProfile" as const, icon: UserRound };
  if (isStaff(user)) {
    const areas = sidebarEntriesFor(user)
      .filter((entry) => entry.to.startsWith("/admin/"))
      .map((entry) => ({ to: entry.to, labelKey: sidebarLabelKey(entry.id), icon: FolderCog }));
    return [
      { to: "/admin", labelKey: "shared.sidebar.adminDashboard", icon: LayoutDashboard },
      ...areas,
      MY_REQUESTS_LINK,
      profile,
    ];
  }
  return [
    ...(isCelebrity(user)
      ? [{ to: "/dashboard", labelKey: "shared.sidebar.dashboard" as const, icon: LayoutDashboard }]
      : []),
    MY_REQUESTS_LINK,
    { to: "/dashboard/videos", labelKey: "shared.sidebar.videos", icon: Video },
    profile,
  ];
}

/** A sidebar entry's words (src/shared/roles.ts names each by its id; its English label is the catalogue's). */
export const sidebarLabelKey = (id: string) => `shared.sidebar.${id}` as MessageKey;

export const userMenuItemClass =
  "flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-start text-sm font-medium text-slate-800 transition-colors hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none disabled:opacity-50";

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
  const t = useT();
  return (
    <Button variant="ghost" size="sm" className="gap-2 pe-2 ps-1" {...props}>
      <UserAvatar name={user.name} />
      {/* Named by its content, not aria-label: the name then holds the visible text (WCAG 2.5.3). */}
      <span className="sr-only">{t("common.userMenu.accountMenuFor")}</span>
      <bdi className="max-w-32 truncate">{user.name}</bdi>
      <ChevronDown className="text-slate-500" aria-hidden="true" />
    </Button>
  );
}
