import { CombinedAuth } from "@/web/features/auth/components/combined-auth";
import { usePageTitle } from "@/web/lib/use-page-title";

export default function AuthPage() {
  usePageTitle("Log in or sign up");
  return <CombinedAuth />;
}
