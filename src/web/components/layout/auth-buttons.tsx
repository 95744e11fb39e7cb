import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { loadPageMessages, useT } from "@/web/lib/i18n";
import { useSession } from "@/web/lib/session";
import { cn } from "@/web/lib/utils";

// Only signed-in visitors need it, and only once the browser has checked the session (after hydration):
// its code, and the words of its links (the `shared` area, with the dashboard's), are not part of what a
// first visit loads before a tap works.
const loadUserMenu = () => Promise.all([import("./user-menu"), loadPageMessages(["shared"])]).then(([menu]) => menu);
const UserMenu = lazy(() => loadUserMenu().then(({ UserMenu }) => ({ default: UserMenu })));
const MobileUserLinks = lazy(() => loadUserMenu().then(({ MobileUserLinks }) => ({ default: MobileUserLinks })));

type AuthButtonsProps = { className?: string; stacked?: boolean };

/** Log in / Sign up for visitors; the user menu once signed in (the buttons stay while its code loads). */
export function AuthButtons(props: AuthButtonsProps) {
  const { user } = useSession();
  if (!user) return <VisitorButtons {...props} />;
  return (
    <Suspense fallback={<VisitorButtons {...props} />}>
      {props.stacked ? <MobileUserLinks user={user} /> : <UserMenu user={user} />}
    </Suspense>
  );
}

function VisitorButtons({ className, stacked = false }: AuthButtonsProps) {
  const t = useT();
  return (
    <div className={cn("flex items-center gap-2", stacked && "flex-col items-stretch", className)}>
      <Button asChild variant={stacked ? "outline" : "ghost"} size={stacked ? "default" : "sm"}>
        <Link to="/login">{t("common.auth.logIn")}</Link>
      </Button>
      <Button asChild size={stacked ? "default" : "sm"}>
        <Link to="/signup">{t("common.auth.signUp")}</Link>
      </Button>
    </div>
  );
}
