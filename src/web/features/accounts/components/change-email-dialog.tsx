import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { changeEmailSchema } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api-client";
import { messageParts, useIsolate, useT } from "@/web/lib/i18n";
import { validate } from "@/web/lib/validate";
import { useChangeEmail } from "../api/change-email";

/** Changing the e-mail asks for the password; the new address must be confirmed from its inbox. */
export function ChangeEmailDialog({ currentEmail }: { currentEmail: string }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ newEmail: "", password: "" });
  const [errors, setErrors] = useState<{ newEmail?: string; password?: string }>({});
  const [sentTo, setSentTo] = useState<string>();
  const change = useChangeEmail();
  const t = useT();
  const isolate = useIsolate();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setValues({ newEmail: "", password: "" });
      setErrors({});
      setSentTo(undefined);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(changeEmailSchema, values);
    const sameEmail =
      result.success && result.data.newEmail.toLowerCase() === currentEmail.toLowerCase()
        ? t("account.changeEmail.sameEmail")
        : undefined;
    setErrors({ ...result.errors, newEmail: result.errors.newEmail ?? sameEmail });
    if (!result.success || sameEmail) return;
    change.mutate(result.data, {
      onSuccess: () => {
        setSentTo(result.data.newEmail);
        toast.success(t("account.changeEmail.sentToast"), {
          description: t("account.changeEmail.sentToastText", { email: isolate(result.data.newEmail) }),
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) setErrors({ password: error.message });
        else if (error instanceof ApiError && error.status < 500) setErrors({ newEmail: error.message });
        else toast.error(t("account.common.updateFailed"), { description: t("account.common.tryLater") });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t("account.changeEmail.open")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("account.changeEmail.title")}</DialogTitle>
          <DialogDescription>{t("account.changeEmail.description")}</DialogDescription>
        </DialogHeader>
        {sentTo ? (
          <p role="status" className="rounded-xl bg-brand-50 p-4 text-sm text-slate-800">
            {messageParts(t, "account.changeEmail.sent", {
              newEmail: (
                <strong>
                  <bdi>{sentTo}</bdi>
                </strong>
              ),
              currentEmail: <bdi>{currentEmail}</bdi>,
            })}
          </p>
        ) : (
          <form id="change-email-form" noValidate onSubmit={onSubmit} className="space-y-4">
            <FormField id="change-email-new" label={t("account.changeEmail.newEmail")} error={errors.newEmail}>
              <Input
                id="change-email-new"
                type="email"
                autoComplete="email"
                value={values.newEmail}
                aria-invalid={errors.newEmail ? true : undefined}
                aria-describedby={errors.newEmail ? "change-email-new-error" : undefined}
                onChange={(event) => setValues((current) => ({ ...current, newEmail: event.target.value }))}
              />
            </FormField>
            <FormField id="change-email-password" label={t("account.password.current")} error={errors.password}>
              <Input
                id="change-email-password"
                type="password"
                autoComplete="current-password"
                value={values.password}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? "change-email-password-error" : undefined}
                onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
              />
            </FormField>
          </form>
        )}
        <DialogFooter>
          {sentTo ? (
            <Button onClick={() => onOpenChange(false)}>{t("account.common.done")}</Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t("common.dialog.cancel")}
              </Button>
              <Button type="submit" form="change-email-form" pending={change.isPending}>
                {t("account.changeEmail.submit")}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
