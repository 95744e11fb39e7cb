import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { loginSchema } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { focusFirstError, validate } from "@/web/lib/validate";
import { useLogin } from "../api/login";
import { postLoginPath, useReturnPath } from "../lib/redirect";
import { FormAlert } from "./auth-card";

const FIELDS = ["email", "password"] as const;

/**
 * Email, password (and remember me on /login). On /login a failure reads 'Please check your email and
 * password.'; on the combined /auth page it shows the server's message, else 'Invalid credentials.' Too many
 * attempts (429) shows the server's message on both: what happened and when to try again.
 */
export function LoginForm({ variant = "page" }: { variant?: "page" | "combined" }) {
  const idPrefix = variant === "page" ? "login" : "auth-login";
  // Sign-up's 'Log in instead' (the e-mail had an account) brings the address along in the history state.
  const carried = (useLocation().state as { email?: unknown } | null)?.email;
  const [values, setValues] = useState({
    email: typeof carried === "string" ? carried : "",
    password: "",
    rememberMe: true,
  });
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const [failure, setFailure] = useState<string>();
  const login = useLogin();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const t = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const result = validate(loginSchema, values);
    setErrors(result.errors);
    if (!result.success) {
      focusFirstError(result.errors, FIELDS, idPrefix);
      return;
    }
    login.mutate(result.data, {
      onSuccess: ({ user }) => {
        toast.success(t("auth.login.successToast"), { description: t("auth.login.successDescription") });
        navigate(postLoginPath(user, returnPath), { replace: true });
      },
      onError: (error) => {
        // A locked account (429) reads what happened and when to retry, on either form.
        if (error instanceof ApiError && error.status === 429 && error.message) setFailure(error.message);
        else if (variant === "page") setFailure(t("auth.login.failed"));
        else
          setFailure(error instanceof ApiError && error.message ? error.message : t("auth.login.invalidCredentials"));
      },
    });
  };

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${idPrefix}-${name}-error` : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("auth.login.formLabel")}>
      <FormAlert>{failure}</FormAlert>
      <FormField id={`${idPrefix}-email`} label={t("auth.fields.email")} error={errors.email}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" required {...field("email")} />
      </FormField>
      <FormField id={`${idPrefix}-password`} label={t("auth.fields.password")} error={errors.password}>
        <Input type="password" autoComplete="current-password" required {...field("password")} />
      </FormField>
      <div className="flex items-center justify-between gap-3 text-sm">
        {variant === "page" ? (
          <label className="inline-flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              name="rememberMe"
              checked={values.rememberMe}
              onChange={(event) => setValues((current) => ({ ...current, rememberMe: event.target.checked }))}
              className="size-4 rounded accent-brand-700"
            />
            {t("auth.login.rememberMe")}
          </label>
        ) : (
          <span />
        )}
        <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
          {t("auth.login.forgotPassword")}
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" pending={login.isPending}>
        {login.isPending ? t("auth.login.submitting") : t("auth.login.submit")}
      </Button>
    </form>
  );
}
