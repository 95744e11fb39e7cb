import { LogOut } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import type { Me } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { useLogout } from "@/web/lib/session";
import { cn } from "@/web/lib/utils";
import { MY_REQUESTS_LINK, UserAvatar, UserMenuTrigger, userMenuItemClass, userMenuLinks } from "./user-avatar";

const loadPopover = () => import("./user-menu-popover");
const UserMenuPopover = lazy(loadPopover);

/**
 * Desktop: My requests (paid or not, one click away), then avatar initials + name; the menu (Popover) loads
 * when first pointed at, focused or pressed.
 */
export function UserMenu({ user }: { user: Me }) {
  const [activated, setActivated] = useState(false);
  const t = useT();
  const { to, labelKey, icon: Icon } = MY_REQUESTS_LINK;
  return (
    <div className="flex items-center gap-1">
      <Button asChild variant="ghost" size="sm">
        <Link to={to}>
          <Icon aria-hidden="true" /> {t(labelKey)}
        </Link>
      </Button>
      {activated ? (
        <Suspense fallback={<UserMenuTrigger user={user} aria-busy="true" />}>
          <UserMenuPopover user={user} defaultOpen />
        </Suspense>
      ) : (
        <UserMenuTrigger
          user={user}
          aria-haspopup="dialog"
          aria-expanded={false}
          onPointerEnter={() => void loadPopover()}
          onFocus={() => void loadPopover()}
          onClick={() => setActivated(true)}
        />
      )}
    </div>
  );
}

/** Mobile menu: the same entries as a plain list. */
export function MobileUserLinks({ user }: { user: Me }) {
  const logout = useLogout();
  const t = useT();
  return (
    <div className="rounded-xl border border-slate-200 p-2">
      <div className="flex items-center gap-3 px-2 pt-1 pb-2">
        <UserAvatar name={user.name} className="size-9" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900" dir="auto">
            {user.name}
          </p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </div>
      </div>
      <ul className="space-y-0.5">
        {userMenuLinks(user).map(({ to, labelKey, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={cn(userMenuItemClass, "py-3 text-base")}>
              <Icon className="size-4 text-slate-500" aria-hidden="true" />
              {t(labelKey)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={cn(userMenuItemClass, "py-3 text-base")}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            <LogOut className="size-4 text-slate-500" aria-hidden="true" />
            {t("common.auth.logOut")}
          </button>
        </li>
      </ul>
    </div>
  );
}
