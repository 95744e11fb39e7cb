import { RefreshCw } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { usePageTitle } from "@/web/lib/use-page-title";

/** Shown when a page fails to load or render (e.g. a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  usePageTitle(t("common.routeError.title"));
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}.` : t("common.routeError.message");
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold text-ink">{t("common.routeError.heading")}</h1>
      <p className="text-slate-600">{t("common.routeError.tryAgain", { message })}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {t("common.routeError.reload")}
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t("common.routeError.home")}</Link>
        </Button>
      </div>
    </main>
  );
}
