import { useT } from "@/web/lib/i18n";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { EmailLinkForm } from "./email-link-form";

/** Asks for a reset link; the answer never says whether the e-mail has an account. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const t = useT();
  return (
    <EmailLinkForm
      id="forgot-email"
      formLabel={t("auth.forgotPassword.formLabel")}
      submitLabel={t("auth.forgotPassword.submit")}
      sentMessage={t("auth.forgotPassword.sent")}
      failedTitle={t("auth.common.somethingWrong")}
      send={request}
    />
  );
}
