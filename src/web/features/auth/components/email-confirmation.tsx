import { CheckCircle2, Loader2, MailWarning } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useSession } from "@/web/lib/session";
import { useConfirmEmail } from "../api/confirm-email";
import { useResendVerificationEmail } from "../api/resend-verification-email";
import { isolate } from "../lib/slots";
import { EmailLinkForm } from "./email-link-form";

/** Confirms the e-mail of the token in the link, once (tokens are single-use). */
export function EmailConfirmation({ token }: { token: string | null }) {
  const confirm = useConfirmEmail();
  const resend = useResendVerificationEmail();
  const { user } = useSession();
  const started = useRef(false);
  const t = useT();

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  if (token && (confirm.isPending || confirm.isIdle)) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-slate-600">
        <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
        {t("auth.confirmEmail.confirming")}
      </div>
    );
  }

  if (confirm.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2 className="size-10 text-emerald-600" aria-hidden="true" />
        <p className="text-lg font-semibold text-slate-900">{t("auth.confirmEmail.confirmed")}</p>
        <p className="text-sm text-slate-600">{t("auth.confirmEmail.thanks")}</p>
        <Button asChild className="w-full">
          {/* Signed out (an e-mail sign-up opens here): the account can now log in. */}
          {user ? (
            <Link to="/">{t("auth.confirmEmail.continue")}</Link>
          ) : (
            <Link to="/login" state={{ email: confirm.data.user.email }}>
              {t("auth.confirmEmail.logIn")}
            </Link>
          )}
        </Button>
      </div>
    );
  }

  const linkInvalid = t("auth.confirmEmail.linkInvalid");
  const message = confirm.error instanceof ApiError && confirm.error.status < 500 ? confirm.error.message : linkInvalid;
  const canResend = !!user && !user.emailVerified;

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <MailWarning className="size-10 text-red-600" aria-hidden="true" />
      <p role="alert" className="text-sm font-medium text-red-800">
        {token ? message : linkInvalid}
      </p>
      {canResend && (
        <Button
          className="w-full"
          disabled={resend.isPending || resend.isSuccess}
          onClick={() =>
            resend.mutate(user.email, {
              onSuccess: () =>
                toast.success(t("auth.confirmEmail.resentToast"), {
                  description: t("auth.confirmEmail.resentDescription", { email: isolate(user.email) }),
                }),
              onError: () =>
                toast.error(t("auth.confirmEmail.resendFailedToast"), { description: t("auth.common.tryLater") }),
            })
          }
        >
          {t("auth.confirmEmail.resend")}
        </Button>
      )}
      {!user && <NewLinkForm />}
      <Button asChild variant="outline" className="w-full">
        <Link to="/">{t("auth.common.backToHome")}</Link>
      </Button>
    </div>
  );
}

/**
 * Signed out with a link that did not work: a new one is asked for by e-mail address, so the page is not a
 * dead end. The answer never says whether the address has an account.
 */
function NewLinkForm() {
  const resend = useResendVerificationEmail();
  const t = useT();
  return (
    <EmailLinkForm
      id="new-link-email"
      className="text-start"
      formLabel={t("auth.confirmEmail.newLinkFormLabel")}
      intro={t("auth.confirmEmail.newLinkIntro")}
      submitLabel={t("auth.confirmEmail.sendNewLink")}
      sentMessage={t("auth.confirmEmail.newLinkSent")}
      failedTitle={t("auth.confirmEmail.resendFailedToast")}
      send={resend}
    />
  );
}
