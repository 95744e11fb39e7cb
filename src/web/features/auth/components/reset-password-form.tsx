import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { MESSAGES, PASSWORD_MIN_LENGTH, resetPasswordSchema } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api-client";
import { validate } from "@/web/lib/validate";
import { useConfirmPasswordReset } from "../api/confirm-password-reset";
import { FormAlert } from "./auth-card";

const MISMATCH = "Passwords do not match.";

/** New password + confirmation for the token in the reset link; success goes to /login. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [newPassword, setNewPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ newPassword?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string>();
  const reset = useConfirmPasswordReset();
  const navigate = useNavigate();

  if (!token) {
    return (
      <div className="space-y-4 text-center">
        <FormAlert>{MESSAGES.resetLinkInvalid}</FormAlert>
        <Button asChild className="w-full">
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const result = validate(resetPasswordSchema, { token, newPassword });
    const next = {
      newPassword: result.errors.newPassword,
      confirm: !result.errors.newPassword && confirm !== newPassword ? MISMATCH : undefined,
    };
    setErrors(next);
    if (!result.success || next.confirm) {
      document.getElementById(next.newPassword ? "reset-newPassword" : "reset-confirm")?.focus();
      return;
    }
    reset.mutate(result.data, {
      onSuccess: () => {
        toast.success("Password updated", { description: "You can now log in with your new password." });
        navigate("/login", { replace: true });
      },
      onError: (error) =>
        setFailure(error instanceof ApiError && error.status < 500 ? error.message : MESSAGES.resetLinkInvalid),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Choose a new password">
      <FormAlert>
        {failure && (
          <>
            {failure}{" "}
            <Link to="/forgot-password" className="underline">
              Request a new link
            </Link>
          </>
        )}
      </FormAlert>
      <FormField id="reset-newPassword" label="New password" error={errors.newPassword}>
        <Input
          id="reset-newPassword"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          value={newPassword}
          aria-invalid={errors.newPassword ? true : undefined}
          aria-describedby={errors.newPassword ? "reset-newPassword-error" : undefined}
          onChange={(event) => setNewPassword(event.target.value)}
        />
      </FormField>
      <FormField id="reset-confirm" label="Confirm new password" error={errors.confirm}>
        <Input
          id="reset-confirm"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          value={confirm}
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={errors.confirm ? "reset-confirm-error" : undefined}
          onChange={(event) => setConfirm(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" pending={reset.isPending}>
        Reset password
      </Button>
    </form>
  );
}
