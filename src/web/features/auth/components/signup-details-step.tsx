import { Loader2 } from "lucide-react";
import type { ChangeEvent, FormEvent } from "react";
import { Link } from "react-router";
import { PASSWORD_MIN_LENGTH } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";

export interface SignUpValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  acceptTerms: boolean;
}

export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

export const SIGNUP_FIELDS = ["name", "email", "phone", "password", "acceptTerms"] as const;

/** Step 1: name, email, phone, password, terms; 'Send code' texts a 6-digit code to the phone. */
export function SignUpDetailsStep({
  idPrefix,
  values,
  errors,
  sending,
  onChange,
  onSubmit,
}: {
  idPrefix: string;
  values: SignUpValues;
  errors: SignUpErrors;
  sending: boolean;
  onChange: (values: SignUpValues) => void;
  onSubmit: () => void;
}) {
  const field = (name: Exclude<keyof SignUpValues, "acceptTerms">) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${idPrefix}-${name}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...values, [name]: event.target.value }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Sign up">
      <FormField id={`${idPrefix}-name`} label="Full name" error={errors.name}>
        <Input autoComplete="name" required {...field("name")} />
      </FormField>
      <FormField id={`${idPrefix}-email`} label="Email" error={errors.email}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" required {...field("email")} />
      </FormField>
      <FormField id={`${idPrefix}-phone`} label="Phone number" error={errors.phone}>
        <Input type="tel" autoComplete="tel" placeholder="+234 801 234 5678" required {...field("phone")} />
      </FormField>
      <FormField id={`${idPrefix}-password`} label="Password" error={errors.password}>
        <Input
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          {...field("password")}
        />
        {!errors.password && <p className="text-xs text-slate-500">At least {PASSWORD_MIN_LENGTH} characters.</p>}
      </FormField>
      <div className="space-y-1.5">
        <div className="flex items-start gap-2.5 text-sm text-slate-700">
          <input
            id={`${idPrefix}-acceptTerms`}
            type="checkbox"
            name="acceptTerms"
            checked={values.acceptTerms}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? `${idPrefix}-acceptTerms-error` : undefined}
            onChange={(event) => onChange({ ...values, acceptTerms: event.target.checked })}
            className="mt-0.5 size-4 shrink-0 rounded accent-brand-700"
          />
          <span>
            <label htmlFor={`${idPrefix}-acceptTerms`}>I agree to the </label>
            <Link to="/terms" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link to="/privacy" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              Privacy Policy
            </Link>
          </span>
        </div>
        {errors.acceptTerms && (
          <p id={`${idPrefix}-acceptTerms-error`} className="text-sm font-medium text-red-700">
            {errors.acceptTerms}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        {sending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {sending ? "Sending code…" : "Send code"}
      </Button>
    </form>
  );
}
