import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { NOT_FOUND_TITLE } from "@/shared/client-routes";
import { NotFoundState } from "@/web/components/not-found-state";
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
    <NotFoundState
      code="404"
      codeIsHeading
      title={t("pages.notFound.title")}
      text={t("pages.notFound.text")}
      action={
        <Button asChild size="lg">
          <Link to="/">
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
            {t("pages.notFound.home")}
          </Link>
        </Button>
      }
    />
  );
}
