import { Link } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { LoginForm } from "@/web/features/auth/components/login-form";
import { useReturnPath, withReturnPath } from "@/web/features/auth/lib/redirect";
import { useT } from "@/web/lib/i18n";
import { usePageTitle } from "@/web/lib/use-page-title";

export default function LoginPage() {
  usePageTitle(pageTitle("/login"));
  const returnPath = useReturnPath();
  const t = useT();
  return (
    <AuthCard
      title={t("auth.login.title")}
      description={t("auth.login.description")}
      footer={
        <>
          {t("auth.login.noAccount")}{" "}
          <Link to={withReturnPath("/signup", returnPath)} className="font-semibold text-brand-700 hover:underline">
            {t("auth.login.signUpLink")}
          </Link>
        </>
      }
    >
      <LoginForm variant="page" />
    </AuthCard>
  );
}
