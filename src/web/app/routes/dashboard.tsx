import { Navigate, useMatches } from "react-router";
import { canAccessAdmin } from "@/shared/roles";
import { ComingSoon } from "@/web/features/account/components/coming-soon";
import { DashboardHome } from "@/web/features/account/components/dashboard-home";
import { useSession } from "@/web/lib/session";

/** /dashboard (inside the dashboard shell, which guarantees a signed-in user). */
export default function DashboardPage() {
  const { user } = useSession();
  return user ? <DashboardHome user={user} /> : null;
}

/** /dashboard/videos, requests, schedule, earnings: placeholders until booking lands. */
export function DashboardComingSoonPage() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? "This page";
  return <ComingSoon what={title} />;
}

/** /admin and its pages: staff only; everyone else goes home. Staff screens come with the admin issue. */
export function AdminComingSoonPage() {
  const { user } = useSession();
  if (!canAccessAdmin(user)) return <Navigate to="/" replace />;
  return <ComingSoon what="The admin dashboard" />;
}
