import { ArrowLeft } from "lucide-react";
import type { FormEvent } from "react";
import { OTP_LENGTH } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { useT } from "@/web/lib/i18n";
import { fillSlots, slot } from "../lib/slots";

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
  onUseEmail,
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
  /** No text message comes: confirm the e-mail address instead (issue 24, item 6). */
  onUseEmail: () => void;
}) {
  const t = useT();
  const id = `${idPrefix}-code`;
  const complete = new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onVerify();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t("auth.verify.formLabel")}>
      <p className="text-sm text-slate-600">
        {fillSlots(t("auth.verify.enterCode", { length: OTP_LENGTH, phone: slot(0) }), [
          <bdi key="phone" dir="ltr" className="font-semibold text-slate-900">
            {phone}
          </bdi>,
        ])}
      </p>
      <FormField id={id} label={t("auth.verify.codeLabel")} error={error}>
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
        {busy ? t("auth.verify.submitting") : t("auth.verify.submit")}
      </Button>
      <div className="flex items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t("auth.verify.back")}
        </Button>
        <Button variant="link" size="sm" onClick={onResend} disabled={resendIn > 0 || resending || busy}>
          {resendIn > 0 ? t("auth.verify.resendIn", { seconds: resendIn }) : t("auth.verify.resend")}
        </Button>
      </div>
      <p className="border-t border-slate-200 pt-4 text-center text-sm text-slate-600">
        {t("auth.verify.noText")}{" "}
        <Button variant="link" size="sm" className="h-auto px-0" onClick={onUseEmail} disabled={busy}>
          {t("auth.verify.useEmail")}
        </Button>
      </p>
    </form>
  );
}
