import { LogOut } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Me } from "@/shared/schemas/accounts";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import { useT } from "@/web/lib/i18n";
import { useLogout } from "@/web/lib/session";
import { UserMenuTrigger, userMenuItemClass, userMenuLinks } from "./user-avatar";

/** The open user menu (lazy: Popover loads on first use, keeping it out of the first load). */
export default function UserMenuPopover({ user, defaultOpen = false }: { user: Me; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const logout = useLogout();
  const t = useT();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <UserMenuTrigger user={user} />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-60 p-1.5">
        <div className="border-b border-slate-100 px-3 pt-2 pb-2.5">
          <p className="truncate text-sm font-semibold text-slate-900" dir="auto">
            {user.name}
          </p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </div>
        <nav aria-label={t("common.userMenu.account")} className="pt-1.5">
          <ul>
            {userMenuLinks(user).map(({ to, labelKey, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className={userMenuItemClass} onClick={() => setOpen(false)}>
                  <Icon className="size-4 text-slate-500" aria-hidden="true" />
                  {t(labelKey)}
                </Link>
              </li>
            ))}
            <li className="mt-1 border-t border-slate-100 pt-1">
              <button
                type="button"
                className={userMenuItemClass}
                disabled={logout.isPending}
                onClick={() => {
                  setOpen(false);
                  logout.mutate();
                }}
              >
                <LogOut className="size-4 text-slate-500" aria-hidden="true" />
                {t("common.auth.logOut")}
              </button>
            </li>
          </ul>
        </nav>
      </PopoverContent>
    </Popover>
  );
}
