import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { PASSWORD_MIN_LENGTH, resetPasswordSchema } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { validate } from "@/web/lib/validate";
import { useConfirmPasswordReset } from "../api/confirm-password-reset";
import { FormAlert } from "./auth-card";

/** New password + confirmation for the token in the reset link; success goes to /login. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [newPassword, setNewPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ newPassword?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string>();
  const reset = useConfirmPasswordReset();
  const navigate = useNavigate();
  const t = useT();

  if (!token) {
    return (
      <div className="space-y-4 text-center">
        <FormAlert>{t("auth.resetPassword.linkInvalid")}</FormAlert>
        <Button asChild className="w-full">
          <Link to="/forgot-password">{t("auth.resetPassword.requestNewLink")}</Link>
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
      confirm: !result.errors.newPassword && confirm !== newPassword ? t("auth.password.mismatch") : undefined,
    };
    setErrors(next);
    if (!result.success || next.confirm) {
      document.getElementById(next.newPassword ? "reset-newPassword" : "reset-confirm")?.focus();
      return;
    }
    reset.mutate(result.data, {
      onSuccess: () => {
        toast.success(t("auth.resetPassword.successToast"), {
          description: t("auth.resetPassword.successDescription"),
        });
        navigate("/login", { replace: true });
      },
      onError: (error) =>
        setFailure(
          error instanceof ApiError && error.status < 500 ? error.message : t("auth.resetPassword.linkInvalid"),
        ),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("auth.resetPassword.title")}>
      <FormAlert>
        {failure && (
          <>
            {failure}{" "}
            <Link to="/forgot-password" className="underline">
              {t("auth.resetPassword.requestNewLink")}
            </Link>
          </>
        )}
      </FormAlert>
      <FormField id="reset-newPassword" label={t("auth.fields.newPassword")} error={errors.newPassword}>
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
      <FormField id="reset-confirm" label={t("auth.fields.confirmNewPassword")} error={errors.confirm}>
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
        {t("auth.resetPassword.submit")}
      </Button>
    </form>
  );
}
