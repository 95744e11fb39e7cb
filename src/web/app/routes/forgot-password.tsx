import { Link } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { ForgotPasswordForm } from "@/web/features/auth/components/forgot-password-form";
import { useT } from "@/web/lib/i18n";
import { usePageTitle } from "@/web/lib/use-page-title";

export default function ForgotPasswordPage() {
  usePageTitle(pageTitle("/forgot-password"));
  const t = useT();
  return (
    <AuthCard
      title={t("auth.forgotPassword.title")}
      description={t("auth.forgotPassword.description")}
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t("auth.common.backToLogin")}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
