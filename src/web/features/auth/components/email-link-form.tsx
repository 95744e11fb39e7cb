import type { UseMutationResult } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { emailOnlySchema } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { validate } from "@/web/lib/validate";

type EmailLinkFormProps = {
  /** The e-mail field's id (and its error's, with "-error"). */
  id: string;
  /** The form's accessible name. */
  formLabel: string;
  intro?: string;
  submitLabel: string;
  /** Said once the server accepted: never whether the address has an account. */
  sentMessage: string;
  /** The toast's title when the server could not be reached or failed. */
  failedTitle: string;
  /** Sends the link to the address typed. */
  send: UseMutationResult<unknown, Error, string>;
  className?: string;
};

/**
 * Asks for a link by e-mail (a password reset, a new confirmation link): the address checked with the
 * server's schema, the server's refusal at the field, and a neutral answer once sent.
 */
export function EmailLinkForm({
  id,
  formLabel,
  intro,
  submitLabel,
  sentMessage,
  failedTitle,
  send,
  className,
}: EmailLinkFormProps) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const t = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(emailOnlySchema, { email });
    setError(result.errors.email);
    if (!result.success) {
      document.getElementById(id)?.focus();
      return;
    }
    send.mutate(result.data.email, {
      onError: (failure) => {
        if (failure instanceof ApiError && (failure.status === 400 || failure.status === 429))
          setError(failure.message);
        else toast.error(failedTitle, { description: t("auth.common.tryLater") });
      },
    });
  };

  if (send.isSuccess) {
    return (
      <div
        role="status"
        className={cn("flex w-full flex-col items-center gap-3 rounded-2xl bg-brand-50 p-5 text-center", className)}
      >
        <MailCheck className="size-8 text-brand-700" aria-hidden="true" />
        <p className="text-sm font-medium text-slate-800">{sentMessage}</p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className={cn("w-full space-y-4", className)} aria-label={formLabel}>
      {intro && <p className="text-sm text-slate-600">{intro}</p>}
      <FormField id={id} label={t("auth.fields.email")} error={error}>
        <Input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" pending={send.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
