import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { acceptInvitationSchema, type Invitation } from "@/shared/schemas/staff";
import { LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { formatDateTime } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { validate } from "@/web/lib/validate";
import { useAcceptInvitation } from "../api/accept-invitation";
import { useInvitation } from "../api/get-invitation";
import { fillSlots, isolate, slot } from "../lib/slots";
import { AuthCard, FormAlert } from "./auth-card";

/** The dead link's words in English, as tests read them (the page shows `auth.invitation.invalid` in its language). */
export const INVITATION_INVALID = "This invitation link is invalid or has expired";

/** acceptInvitationSchema's shortest password. */
const INVITATION_PASSWORD_MIN = 8;

/** A link that no longer works: unknown (404) or used or expired (410) mean the same to the invitee. */
const isDeadLink = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 410);

function InvalidInvitation() {
  const t = useT();
  return (
    <AuthCard
      title={t("auth.invitation.invalidTitle")}
      footer={
        <Link to="/" className="font-semibold text-brand-700 hover:underline">
          {t("auth.common.backToHome")}
        </Link>
      }
    >
      <div className="space-y-4 text-center">
        <FormAlert>{t("auth.invitation.invalid")}</FormAlert>
        <p className="text-sm text-slate-600">{t("auth.invitation.askAgain")}</p>
      </div>
    </AuthCard>
  );
}

function PasswordForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string>();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const t = useT();
  const { locale, dir } = useLocale();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const result = validate(acceptInvitationSchema, { token, password });
    const next = {
      password: result.errors.password,
      confirm: !result.errors.password && confirm !== password ? t("auth.password.mismatch") : undefined,
    };
    setErrors(next);
    if (result.errors.token) setFailure(result.errors.token);
    if (!result.success || next.confirm) {
      document.getElementById(next.password ? "invitation-password" : "invitation-confirm")?.focus();
      return;
    }
    accept.mutate(result.data, {
      onSuccess: ({ user }) => {
        toast.success(t("auth.invitation.welcomeToast"), {
          description: t("auth.invitation.signedInAs", { email: isolate(user.email) }),
        });
        navigate("/admin", { replace: true });
      },
      onError: (error) =>
        setFailure(
          isDeadLink(error) ? t("auth.invitation.invalid") : errorMessage(error, t("auth.common.somethingWrongRetry")),
        ),
    });
  };

  return (
    <AuthCard
      title={t("auth.invitation.title")}
      description={fillSlots(
        t("auth.invitation.intro", {
          name: slot(0),
          email: slot(1),
          date: formatDateTime(invitation.expiresAt, locale),
        }),
        [
          // The name stays a plain word of the sentence on a left-to-right page; on an Arabic page it is isolated.
          dir === "rtl" ? <bdi key="name">{invitation.name}</bdi> : invitation.name,
          <bdi key="email" className="font-medium">
            {invitation.email}
          </bdi>,
        ],
      )}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("auth.invitation.formLabel")}>
        <FormAlert>{failure}</FormAlert>
        {/* For password managers: the account the password belongs to. */}
        <input type="email" name="email" value={invitation.email} autoComplete="username" readOnly hidden />
        <FormField
          id="invitation-password"
          label={t("auth.fields.password")}
          error={errors.password}
          hint={t("auth.password.minLength", { min: INVITATION_PASSWORD_MIN })}
        >
          <Input
            id="invitation-password"
            type="password"
            autoComplete="new-password"
            value={password}
            disabled={accept.isPending}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={
              errors.password ? "invitation-password-hint invitation-password-error" : "invitation-password-hint"
            }
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <FormField id="invitation-confirm" label={t("auth.fields.confirmPassword")} error={errors.confirm}>
          <Input
            id="invitation-confirm"
            type="password"
            autoComplete="new-password"
            value={confirm}
            disabled={accept.isPending}
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? "invitation-confirm-error" : undefined}
            onChange={(event) => setConfirm(event.target.value)}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" pending={accept.isPending}>
          {accept.isPending ? t("auth.invitation.submitting") : t("auth.invitation.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}

/**
 * /accept-invitation?token=…: the invitee sees who the invitation is for, chooses a password, is signed in and
 * lands on /admin. A missing, unknown, used or expired link says so plainly.
 */
export function AcceptInvitation({ token }: { token: string }) {
  const { data: invitation, isPending, isError, error, refetch } = useInvitation(token);
  const t = useT();
  if (!token) return <InvalidInvitation />;
  if (isPending) return <LoadingState size="page" label={t("auth.invitation.checking")} />;
  if (isError) {
    if (isDeadLink(error)) return <InvalidInvitation />;
    return (
      <AuthCard title={t("auth.invitation.errorTitle")}>
        <div className="space-y-4 text-center">
          <FormAlert>{errorMessage(error, t("auth.invitation.checkFailed"))}</FormAlert>
          <Button variant="outline" onClick={() => void refetch()}>
            {t("auth.common.tryAgain")}
          </Button>
        </div>
      </AuthCard>
    );
  }
  return <PasswordForm token={token} invitation={invitation} />;
}
