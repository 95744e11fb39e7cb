import { Link, useSearchParams } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { ResetPasswordForm } from "@/web/features/auth/components/reset-password-form";
import { usePageTitle } from "@/web/lib/use-page-title";

export default function ResetPasswordPage() {
  usePageTitle(pageTitle("/reset-password"));
  const [searchParams] = useSearchParams();
  return (
    <AuthCard
      title="Choose a new password"
      description="Use at least 8 characters."
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to log in
        </Link>
      }
    >
      <ResetPasswordForm token={searchParams.get("token")} />
    </AuthCard>
  );
}
