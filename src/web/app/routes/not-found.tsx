import { ArrowLeft, Compass } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { NOT_FOUND_TITLE } from "@/shared/client-routes";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { usePageTitle } from "@/web/lib/use-page-title";

export default function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle(NOT_FOUND_TITLE);
  const t = useT();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-7xl font-extrabold tracking-tight text-ink">404</h1>
      <p className="mt-3 text-xl font-semibold text-slate-800">{t("pages.notFound.title")}</p>
      <p className="mt-2 text-slate-600">{t("pages.notFound.text")}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t("pages.notFound.home")}
        </Link>
      </Button>
    </section>
  );
}
