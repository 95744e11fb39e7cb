import {
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
import { type PolicySubject, sidebarEntriesFor } from "@/shared/roles";

const SHORTCUTS: Record<string, { icon: LucideIcon; description: string }> = {
  "admin-users": { icon: ShieldCheck, description: "Invite staff and set what each may do" },
  users: { icon: Users, description: "Find accounts, suspend or reactivate them" },
  celebrities: { icon: Star, description: "Review applications, verify and feature stars" },
  blog: { icon: Newspaper, description: "Write and edit blog posts" },
  slider: { icon: Images, description: "The home page banner slides" },
  "edit-pages": { icon: PenSquare, description: "The texts of the public pages" },
  inbox: { icon: Inbox, description: "Contact messages and business enquiries" },
  finance: { icon: Landmark, description: "Money in and out, the payout queue and disputes" },
  settings: { icon: Settings, description: "Platform fee, delivery time and payments" },
  audit: { icon: ClipboardList, description: "Who changed what, and when" },
  "create-fan": { icon: UserPlus, description: "A test fan account (not in production)" },
};

/**
 * Shortcuts to the areas this staff member may manage: the same entries as the sidebar (src/shared/roles.ts),
 * so the two never disagree about permissions.
 */
export function ContentShortcuts({ viewer }: { viewer: PolicySubject }) {
  const entries = sidebarEntriesFor(viewer).filter((entry) => entry.to.startsWith("/admin/"));
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="content-management" className="space-y-3">
      <h2 id="content-management" className="text-lg font-semibold text-slate-900">
        Content Management
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
                  <span className="block font-semibold text-slate-900">{entry.label}</span>
                  {shortcut && <span className="block text-sm text-slate-600">{shortcut.description}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
