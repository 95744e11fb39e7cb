import { useSearchParams } from "react-router";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { EmailConfirmation } from "@/web/features/auth/components/email-confirmation";
import { usePageTitle } from "@/web/lib/use-page-title";

export default function AuthConfirmPage() {
  usePageTitle("Confirm your email");
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title="Confirm your email">
      <EmailConfirmation token={searchParams.get("token")} />
    </AuthCard>
  );
}
