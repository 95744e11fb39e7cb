import { lazy, Suspense } from "react";
import { useSession } from "@/web/lib/session";

// Shown only once the session is known (after the page is up), to few visitors: its code loads then.
const VerifyEmailNotice = lazy(() => import("./verify-email-notice"));

/** For a signed-in user whose e-mail is unconfirmed: 'Please verify your email' and Resend. */
export function VerifyEmailBanner({ className }: { className?: string }) {
  const { user } = useSession();
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailNotice user={user} className={className} />
    </Suspense>
  );
}
