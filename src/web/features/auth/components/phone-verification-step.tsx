import { ArrowLeft } from "lucide-react";
import type { FormEvent } from "react";
import { OTP_LENGTH } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";

/** Step 2: the 6-digit code, Verify (enabled at 6 digits), a resend countdown and Back. */
export function PhoneVerificationStep({
  idPrefix,
  phone,
  code,
  error,
  busy,
  resendIn,
  resending,
  onCodeChange,
  onVerify,
  onResend,
  onBack,
}: {
  idPrefix: string;
  phone: string;
  code: string;
  error?: string;
  busy: boolean;
  resendIn: number;
  resending: boolean;
  onCodeChange: (code: string) => void;
  onVerify: () => void;
  onResend: () => void;
  onBack: () => void;
}) {
  const id = `${idPrefix}-code`;
  const complete = new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onVerify();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Verify your phone">
      <p className="text-sm text-slate-600">
        Enter the {OTP_LENGTH}-digit code we sent to <span className="font-semibold text-slate-900">{phone}</span>.
      </p>
      <FormField id={id} label="Verification code" error={error}>
        <Input
          id={id}
          name="code"
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          placeholder="••••••"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onCodeChange(event.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))}
          className="h-14 text-center font-mono text-2xl tracking-[0.5em]"
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={!complete} pending={busy}>
        {busy ? "Verifying…" : "Verify"}
      </Button>
      <div className="flex items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button variant="link" size="sm" onClick={onResend} disabled={resendIn > 0 || resending || busy}>
          {resendIn > 0 ? `Resend code in ${resendIn}s` : "Resend code"}
        </Button>
      </div>
    </form>
  );
}
