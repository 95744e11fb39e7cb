import { Link } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { LoginForm } from "@/web/features/auth/components/login-form";
import { useReturnPath, withReturnPath } from "@/web/features/auth/lib/redirect";
import { usePageTitle } from "@/web/lib/use-page-title";

export default function LoginPage() {
  usePageTitle(pageTitle("/login"));
  const returnPath = useReturnPath();
  return (
    <AuthCard
      title="Log in to Salamu"
      description="Welcome back! Log in to book and watch your videos."
      footer={
        <>
          Don't have an account?{" "}
          <Link to={withReturnPath("/signup", returnPath)} className="font-semibold text-brand-700 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <LoginForm variant="page" />
    </AuthCard>
  );
}
