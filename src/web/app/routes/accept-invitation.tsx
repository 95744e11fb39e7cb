import { useSearchParams } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { AcceptInvitation } from "@/web/features/auth/components/accept-invitation";
import { usePageTitle } from "@/web/lib/use-page-title";

/** /accept-invitation?token=…: a new staff member sets their password (outside the dashboard shell). */
export default function AcceptInvitationPage() {
  usePageTitle(pageTitle("/accept-invitation"));
  const [searchParams] = useSearchParams();
  return <AcceptInvitation token={(searchParams.get("token") ?? "").trim()} />;
}
