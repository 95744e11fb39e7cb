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
import { validate } from "@/web/lib/validate";
import { useAcceptInvitation } from "../api/accept-invitation";
import { useInvitation } from "../api/get-invitation";
import { AuthCard, FormAlert } from "./auth-card";

export const INVITATION_INVALID = "This invitation link is invalid or has expired";
const MISMATCH = "Passwords do not match.";

/** A link that no longer works: unknown (404) or used or expired (410) mean the same to the invitee. */
const isDeadLink = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 410);

function InvalidInvitation() {
  return (
    <AuthCard
      title="Invitation not valid"
      footer={
        <Link to="/" className="font-semibold text-brand-700 hover:underline">
          Back to home
        </Link>
      }
    >
      <div className="space-y-4 text-center">
        <FormAlert>{INVITATION_INVALID}</FormAlert>
        <p className="text-sm text-slate-600">
          Ask the person who invited you to send a new invitation. Each link works once, for 72 hours.
        </p>
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const result = validate(acceptInvitationSchema, { token, password });
    const next = {
      password: result.errors.password,
      confirm: !result.errors.password && confirm !== password ? MISMATCH : undefined,
    };
    setErrors(next);
    if (result.errors.token) setFailure(result.errors.token);
    if (!result.success || next.confirm) {
      document.getElementById(next.password ? "invitation-password" : "invitation-confirm")?.focus();
      return;
    }
    accept.mutate(result.data, {
      onSuccess: ({ user }) => {
        toast.success("Welcome to the team", { description: `You are signed in as ${user.email}.` });
        navigate("/admin", { replace: true });
      },
      onError: (error) =>
        setFailure(
          isDeadLink(error) ? INVITATION_INVALID : errorMessage(error, "Something went wrong. Please try again."),
        ),
    });
  };

  return (
    <AuthCard
      title="Join the Salamu team"
      description={
        <>
          Hello {invitation.name}, choose a password for <span className="font-medium">{invitation.email}</span>. This
          link works until {formatDateTime(invitation.expiresAt)}.
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Accept the invitation">
        <FormAlert>{failure}</FormAlert>
        {/* For password managers: the account the password belongs to. */}
        <input type="email" name="email" value={invitation.email} autoComplete="username" readOnly hidden />
        <FormField id="invitation-password" label="Password" error={errors.password} hint="At least 8 characters.">
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
        <FormField id="invitation-confirm" label="Confirm password" error={errors.confirm}>
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
          {accept.isPending ? "Setting your password…" : "Set password and sign in"}
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
  if (!token) return <InvalidInvitation />;
  if (isPending) return <LoadingState size="page" label="Checking your invitation…" />;
  if (isError) {
    if (isDeadLink(error)) return <InvalidInvitation />;
    return (
      <AuthCard title="Invitation">
        <div className="space-y-4 text-center">
          <FormAlert>{errorMessage(error, "We couldn't check your invitation. Please try again.")}</FormAlert>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      </AuthCard>
    );
  }
  return <PasswordForm token={token} invitation={invitation} />;
}
