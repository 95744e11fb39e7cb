import { Link } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { ForgotPasswordForm } from "@/web/features/auth/components/forgot-password-form";
import { usePageTitle } from "@/web/lib/use-page-title";

export default function ForgotPasswordPage() {
  usePageTitle(pageTitle("/forgot-password"));
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your email and we'll send you a link to choose a new one."
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to log in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
