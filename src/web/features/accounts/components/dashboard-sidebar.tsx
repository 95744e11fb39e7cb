import {
  CalendarDays,
  ClipboardCheck,
  ClipboardList,
  FileText,
  Film,
  Images,
  Inbox,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  Newspaper,
  PenSquare,
  Settings,
  ShieldCheck,
  Star,
  UserPlus,
  UserRound,
  Users,
  Video,
  Wallet,
} from "lucide-react";
import { NavLink } from "react-router";
import { type PolicySubject, sidebarEntriesFor } from "@/shared/roles";
import { sidebarLabelKey } from "@/web/components/layout/user-avatar";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  videos: Film,
  "admin-users": ShieldCheck,
  users: Users,
  celebrities: Star,
  blog: Newspaper,
  slider: Images,
  "edit-pages": PenSquare,
  audit: ClipboardList,
  "create-fan": UserPlus,
  inbox: Inbox,
  finance: Landmark,
  "admin-requests": ClipboardCheck,
  requests: Video,
  schedule: CalendarDays,
  earnings: Wallet,
  profile: UserRound,
  settings: Settings,
};

/**
 * The dashboard's navigation: the entries of src/shared/roles.ts for this user's role and permissions
 * (the server enforces the same rules; hiding is only a courtesy). Collapsed shows icons only.
 */
export function DashboardSidebarNav({
  user,
  collapsed = false,
  onNavigate,
}: {
  user: PolicySubject;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const t = useT();
  const entries = sidebarEntriesFor(user);
  return (
    <nav aria-label={t("account.sidebar.label")}>
      <ul className="space-y-1">
        {entries.map((entry) => {
          const Icon = ICONS[entry.id] ?? FileText;
          const label = t(sidebarLabelKey(entry.id));
          return (
            <li key={entry.id}>
              <NavLink
                to={entry.to}
                end={entry.to === "/dashboard" || entry.to === "/admin"}
                title={collapsed ? label : undefined}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    "flex h-10 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                    collapsed && "justify-center px-0",
                    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                  )
                }
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                <span className={cn("truncate", collapsed && "sr-only")}>{label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
