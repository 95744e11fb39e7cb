import {
  ClipboardCheck,
  ClipboardList,
  FileText,
  Images,
  Inbox,
  Landmark,
  type LucideIcon,
  Newspaper,
  PenSquare,
  Settings,
  ShieldCheck,
  Star,
  UserPlus,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import type { MessageKey } from "@/shared/messages/keys";
import { type PolicySubject, sidebarEntriesFor } from "@/shared/roles";
import { sidebarLabelKey } from "@/web/components/layout/user-avatar";
import { useT } from "@/web/lib/i18n";

const SHORTCUTS: Record<string, { icon: LucideIcon; descriptionKey: MessageKey }> = {
  "admin-users": { icon: ShieldCheck, descriptionKey: "admin.dashboard.shortcuts.admin-users" },
  users: { icon: Users, descriptionKey: "admin.dashboard.shortcuts.users" },
  celebrities: { icon: Star, descriptionKey: "admin.dashboard.shortcuts.celebrities" },
  blog: { icon: Newspaper, descriptionKey: "admin.dashboard.shortcuts.blog" },
  slider: { icon: Images, descriptionKey: "admin.dashboard.shortcuts.slider" },
  "edit-pages": { icon: PenSquare, descriptionKey: "admin.dashboard.shortcuts.edit-pages" },
  inbox: { icon: Inbox, descriptionKey: "admin.dashboard.shortcuts.inbox" },
  finance: { icon: Landmark, descriptionKey: "admin.dashboard.shortcuts.finance" },
  "admin-requests": { icon: ClipboardCheck, descriptionKey: "admin.dashboard.shortcuts.admin-requests" },
  settings: { icon: Settings, descriptionKey: "admin.dashboard.shortcuts.settings" },
  audit: { icon: ClipboardList, descriptionKey: "admin.dashboard.shortcuts.audit" },
  "create-fan": { icon: UserPlus, descriptionKey: "admin.dashboard.shortcuts.create-fan" },
};

/**
 * Shortcuts to the areas this staff member may manage: the same entries as the sidebar (src/shared/roles.ts),
 * so the two never disagree about permissions.
 */
export function ContentShortcuts({ viewer }: { viewer: PolicySubject }) {
  const t = useT();
  const entries = sidebarEntriesFor(viewer).filter((entry) => entry.to.startsWith("/admin/"));
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="content-management" className="space-y-3">
      <h2 id="content-management" className="text-lg font-semibold text-slate-900">
        {t("admin.dashboard.shortcuts.title")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => {
          const shortcut = SHORTCUTS[entry.id];
          const Icon = shortcut?.icon ?? FileText;
          return (
            <li key={entry.id}>
              <Link
                to={entry.to}
                className="flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{t(sidebarLabelKey(entry.id))}</span>
                  {shortcut && <span className="block text-sm text-slate-600">{t(shortcut.descriptionKey)}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
