import { useSearchParams } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { EmailConfirmation } from "@/web/features/auth/components/email-confirmation";
import { useT } from "@/web/lib/i18n";
import { usePageTitle } from "@/web/lib/use-page-title";

export default function AuthConfirmPage() {
  usePageTitle(pageTitle("/auth/confirm"));
  const [searchParams] = useSearchParams();
  const t = useT();
  return (
    <AuthCard title={t("auth.confirmEmail.title")}>
      <EmailConfirmation token={searchParams.get("token")} />
    </AuthCard>
  );
}
