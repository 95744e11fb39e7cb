import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { forgotPasswordSchema } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { validate } from "@/web/lib/validate";
import { useRequestPasswordReset } from "../api/request-password-reset";

/** Asks for a reset link; the answer never says whether the e-mail has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const request = useRequestPasswordReset();
  const t = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(forgotPasswordSchema, { email });
    setError(result.errors.email);
    if (!result.success) {
      document.getElementById("forgot-email")?.focus();
      return;
    }
    request.mutate(result.data.email, {
      onSuccess: () => setSent(true),
      onError: (failure) => {
        if (failure instanceof ApiError && (failure.status === 400 || failure.status === 429))
          setError(failure.message);
        else toast.error(t("auth.common.somethingWrong"), { description: t("auth.common.tryLater") });
      },
    });
  };

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 rounded-2xl bg-brand-50 p-5 text-center">
        <MailCheck className="size-8 text-brand-700" aria-hidden="true" />
        <p className="text-sm font-medium text-slate-800">{t("auth.forgotPassword.sent")}</p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("auth.forgotPassword.formLabel")}>
      <FormField id="forgot-email" label={t("auth.fields.email")} error={error}>
        <Input
          id="forgot-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "forgot-email-error" : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" pending={request.isPending}>
        {t("auth.forgotPassword.submit")}
      </Button>
    </form>
  );
}
