import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { toast } from "sonner";
import type { Me } from "@/shared/schemas/accounts";
import { LoadingState } from "@/web/components/states";
import { useT } from "@/web/lib/i18n";
import { useSession } from "@/web/lib/session";

function ToLogin() {
  const location = useLocation();
  const t = useT();
  useEffect(() => {
    // The id keeps a double-run effect (StrictMode) to one toast.
    toast.error(t("booking.auth.requiredTitle"), { description: t("booking.auth.logInToPay"), id: "payment-auth" });
  }, [t]);
  return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
}

/**
 * Payment pages need a signed-in user (the server enforces it too): a signed-out visitor goes to /login
 * with a toast and comes back here after logging in.
 */
export function SignInGate({ children }: { children: (user: Me) => ReactNode }) {
  const { user, isPending, wasSignedIn } = useSession();
  const t = useT();
  if (isPending) return <LoadingState label={t("booking.auth.loading")} className="py-24 text-base" />;
  if (!user) return wasSignedIn ? <Navigate to="/" replace /> : <ToLogin />;
  return <>{children(user)}</>;
}
