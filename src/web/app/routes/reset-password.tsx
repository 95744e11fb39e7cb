import { Link, useSearchParams } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { PASSWORD_MIN_LENGTH } from "@/shared/schemas/accounts";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { ResetPasswordForm } from "@/web/features/auth/components/reset-password-form";
import { useT } from "@/web/lib/i18n";
import { usePageTitle } from "@/web/lib/use-page-title";

export default function ResetPasswordPage() {
  usePageTitle(pageTitle("/reset-password"));
  const [searchParams] = useSearchParams();
  const t = useT();
  return (
    <AuthCard
      title={t("auth.resetPassword.title")}
      description={t("auth.resetPassword.description", { min: PASSWORD_MIN_LENGTH })}
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t("auth.common.backToLogin")}
        </Link>
      }
    >
      <ResetPasswordForm token={searchParams.get("token")} />
    </AuthCard>
  );
}
