import * as SheetPrimitive from "@radix-ui/react-dialog";
import { Home, LogOut, Menu, PanelLeftClose, PanelLeftOpen, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, Navigate, Outlet, useLocation, useMatches } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { titleKeyOf } from "@/shared/messages/page-heads";
import { BrandMark } from "@/web/components/layout/logo";
import { VerifyEmailBanner } from "@/web/components/layout/verify-email-banner";
import { LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { DashboardSidebarNav } from "@/web/features/accounts/components/dashboard-sidebar";
import { useT } from "@/web/lib/i18n";
import { useLogout, useSession } from "@/web/lib/session";
import { usePageTitle } from "@/web/lib/use-page-title";
import { cn } from "@/web/lib/utils";
import { PageScrollRestoration } from "./page-scroll-restoration";

const COLLAPSED_KEY = "salamu.dashboard.sidebar-collapsed";

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === "true";
  } catch {
    return false;
  }
}

/** Titles the router names that are not the page registry's (its `shared.title.*`). */
const OTHER_TITLES: Record<string, "account.layout.celebrityManagement"> = {
  "Celebrity Management": "account.layout.celebrityManagement",
};

/**
 * The title of the deepest route that names one (`handle: { title }` in the router, in English), in the
 * page's language.
 */
function usePageHeading(): string {
  const t = useT();
  const matches = useMatches();
  let title = pageTitle("/dashboard");
  for (let index = matches.length - 1; index >= 0; index--) {
    const named = (matches[index]?.handle as { title?: string } | undefined)?.title;
    if (named) {
      title = named;
      break;
    }
  }
  const key = titleKeyOf(title) ?? OTHER_TITLES[title];
  return key ? t(key) : title;
}

/**
 * The dashboard shell (spec section 2): a collapsible sidebar filtered by role and permission, the page
 * title, Home and Logout. Signed-out visitors go to /login and come back here afterwards.
 */
export default function DashboardLayout() {
  const { user, isPending, wasSignedIn } = useSession();
  const location = useLocation();
  const logout = useLogout();
  const t = useT();
  const title = usePageHeading();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);
  usePageTitle(title);

  useEffect(() => {
    try {
      window.localStorage.setItem(COLLAPSED_KEY, String(collapsed));
    } catch {
      // Storage may be unavailable (private mode); the state then lasts for this visit only.
    }
  }, [collapsed]);

  // Any navigation closes the slide-over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value used
  useEffect(() => setMobileOpen(false), [location.pathname]);

  if (isPending) {
    return <LoadingState label={t("account.layout.loading")} className="min-h-screen py-0 text-base" />;
  }

  if (!user) {
    // Logged out from here: the logout is on its way home, so go there too rather than to /login.
    if (wasSignedIn) return <Navigate to="/" replace />;
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }

  return (
    <div className="flex min-h-screen bg-slate-50">
      <aside
        className={cn(
          "sticky top-0 hidden h-screen shrink-0 flex-col border-e border-slate-200 bg-white transition-[width] duration-200 md:flex",
          collapsed ? "w-16" : "w-64",
        )}
      >
        <div className={cn("flex h-16 items-center border-b border-slate-200", collapsed ? "justify-center" : "px-4")}>
          <Link to="/" className="flex items-center gap-2 font-bold text-ink" aria-label={t("common.logo.home")}>
            <BrandMark compact={collapsed} nameClassName="text-lg" />
          </Link>
        </div>
        <div className={cn("flex-1 overflow-y-auto py-4", collapsed ? "px-2" : "px-3")}>
          <DashboardSidebarNav user={user} collapsed={collapsed} />
        </div>
        <div className={cn("border-t border-slate-200 p-3", collapsed && "flex justify-center px-2")}>
          <Button
            variant="ghost"
            size={collapsed ? "icon" : "sm"}
            className={cn(!collapsed && "w-full justify-start")}
            aria-label={collapsed ? t("account.layout.expandSidebar") : t("account.layout.collapseSidebar")}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden="true" className="rtl:-scale-x-100" />
            ) : (
              <PanelLeftClose aria-hidden="true" className="rtl:-scale-x-100" />
            )}
            {!collapsed && <span>{t("account.layout.collapse")}</span>}
          </Button>
        </div>
      </aside>

      <SheetPrimitive.Root open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetPrimitive.Portal>
          <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 md:hidden" />
          <SheetPrimitive.Content className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none md:hidden">
            <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
              <SheetPrimitive.Title className="flex items-center gap-2 text-lg font-bold text-ink">
                <BrandMark nameClassName="text-lg" />
              </SheetPrimitive.Title>
              <SheetPrimitive.Close asChild>
                <Button variant="ghost" size="icon" aria-label={t("account.layout.closeSidebar")}>
                  <X aria-hidden="true" />
                </Button>
              </SheetPrimitive.Close>
            </div>
            <SheetPrimitive.Description className="sr-only">
              {t("account.layout.navigation")}
            </SheetPrimitive.Description>
            <div className="flex-1 overflow-y-auto px-3 py-4">
              <DashboardSidebarNav user={user} onNavigate={() => setMobileOpen(false)} />
            </div>
          </SheetPrimitive.Content>
        </SheetPrimitive.Portal>
      </SheetPrimitive.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
          <div className="flex h-16 items-center gap-2 px-4 sm:px-6">
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-label={t("account.layout.openSidebar")}
              aria-expanded={mobileOpen}
              onClick={() => setMobileOpen(true)}
            >
              <Menu aria-hidden="true" />
            </Button>
            <h1 className="min-w-0 flex-1 truncate text-lg font-bold tracking-tight text-ink sm:text-xl">{title}</h1>
            <Button asChild variant="outline" size="sm" className="px-3 sm:px-4">
              <Link to="/" aria-label={t("account.layout.home")}>
                <Home aria-hidden="true" />
                <span className="hidden sm:inline">{t("account.layout.home")}</span>
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="px-3 sm:px-4"
              aria-label={t("account.layout.logout")}
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
              <span className="hidden sm:inline">{t("account.layout.logout")}</span>
            </Button>
          </div>
        </header>
        <VerifyEmailBanner />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          <div className="mx-auto max-w-5xl">
            <Outlet />
          </div>
        </main>
      </div>
      <PageScrollRestoration />
    </div>
  );
}
