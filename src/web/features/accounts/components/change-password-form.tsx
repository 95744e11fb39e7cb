import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { focusFirstError, validate } from "@/web/lib/validate";
import { useChangePassword } from "../api/change-password";

const FIELDS = ["currentPassword", "newPassword", "confirm"] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { currentPassword: "", newPassword: "", confirm: "" };

export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();
  const t = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(changePasswordSchema, values);
    const next: Partial<Record<Field, string>> = { ...result.errors };
    if (!next.newPassword && values.confirm !== values.newPassword) next.confirm = t("account.password.mismatch");
    setErrors(next);
    if (!result.success || next.confirm) {
      focusFirstError(next, FIELDS, "password");
      return;
    }
    change.mutate(result.data, {
      onSuccess: () => {
        setValues(EMPTY);
        toast.success(t("account.password.changed"), { description: t("account.password.changedText") });
      },
      onError: (error) => {
        if (error instanceof ApiError && (error.status === 400 || error.status === 401 || error.status === 403)) {
          setErrors({ currentPassword: error.message });
        } else {
          toast.error(t("account.common.updateFailed"), { description: t("account.common.tryLater") });
        }
      },
    });
  };

  const field = (name: Field) => ({
    id: `password-${name}`,
    name,
    type: "password",
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `password-${name}-error` : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("account.password.title")}</CardTitle>
        <CardDescription>{t("account.password.minLength", { min: PASSWORD_MIN_LENGTH })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4" aria-label={t("account.password.title")}>
          <FormField id="password-currentPassword" label={t("account.password.current")} error={errors.currentPassword}>
            <Input autoComplete="current-password" {...field("currentPassword")} />
          </FormField>
          <FormField id="password-newPassword" label={t("account.password.new")} error={errors.newPassword}>
            <Input autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} {...field("newPassword")} />
          </FormField>
          <FormField id="password-confirm" label={t("account.password.confirm")} error={errors.confirm}>
            <Input autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} {...field("confirm")} />
          </FormField>
          <Button type="submit" pending={change.isPending}>
            {t("account.password.submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
