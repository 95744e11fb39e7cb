import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api-client";
import { focusFirstError, validate } from "@/web/lib/validate";
import { useChangePassword } from "../api/change-password";

const FIELDS = ["currentPassword", "newPassword", "confirm"] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { currentPassword: "", newPassword: "", confirm: "" };

export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(changePasswordSchema, values);
    const next: Partial<Record<Field, string>> = { ...result.errors };
    if (!next.newPassword && values.confirm !== values.newPassword) next.confirm = "Passwords do not match.";
    setErrors(next);
    if (!result.success || next.confirm) {
      focusFirstError(next, FIELDS, "password");
      return;
    }
    change.mutate(result.data, {
      onSuccess: () => {
        setValues(EMPTY);
        toast.success("Password changed", { description: "Use your new password next time you log in." });
      },
      onError: (error) => {
        if (error instanceof ApiError && (error.status === 400 || error.status === 401 || error.status === 403)) {
          setErrors({ currentPassword: error.message });
        } else {
          toast.error("Update failed", { description: "Please try again later." });
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
        <CardTitle>Change password</CardTitle>
        <CardDescription>At least {PASSWORD_MIN_LENGTH} characters.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4" aria-label="Change password">
          <FormField id="password-currentPassword" label="Current password" error={errors.currentPassword}>
            <Input autoComplete="current-password" {...field("currentPassword")} />
          </FormField>
          <FormField id="password-newPassword" label="New password" error={errors.newPassword}>
            <Input autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} {...field("newPassword")} />
          </FormField>
          <FormField id="password-confirm" label="Confirm new password" error={errors.confirm}>
            <Input autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} {...field("confirm")} />
          </FormField>
          <Button type="submit" pending={change.isPending}>
            Update password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
