import { pageTitle } from "@/shared/client-routes";
import { CombinedAuth } from "@/web/features/auth/components/combined-auth";
import { usePageTitle } from "@/web/lib/use-page-title";

export default function AuthPage() {
  usePageTitle(pageTitle("/auth"));
  return <CombinedAuth />;
}
