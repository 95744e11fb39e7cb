import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { type ContactSettings, contactSettingsSchema } from "@/shared/schemas/settings";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { failureMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { apiFieldErrors, validate } from "@/web/lib/validate";
import { useSaveContactSettings } from "../api/save-contact-settings";

const ID = "contact-supportEmail";

/** The support e-mail: contact and business enquiries are e-mailed there; senders' replies go to it. */
export function ContactSettingsForm({ settings }: { settings: ContactSettings }) {
  const t = useT();
  const [supportEmail, setSupportEmail] = useState(settings.supportEmail);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveContactSettings();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(contactSettingsSchema, { supportEmail });
    setError(result.errors.supportEmail);
    if (!result.success) {
      document.getElementById(ID)?.focus();
      return;
    }
    save.mutate(result.data, {
      onSuccess: () =>
        toast.success(t("admin.settings.saved"), {
          description: t("admin.settings.contact.saved", { email: result.data.supportEmail }),
        }),
      onError: (failure) => {
        setError(apiFieldErrors(failure).supportEmail);
        toast.error(t("admin.settings.saveError"), {
          description: failureMessage(t("admin.settings.saveErrorText"), failure),
        });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t("admin.settings.contact.title")}</h2>
        <CardDescription>{t("admin.settings.contact.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t("admin.settings.contact.form")}>
          <FormField
            id={ID}
            label={t("admin.settings.contact.supportEmail")}
            error={error}
            hint={t("admin.settings.contact.supportEmailHint")}
            className="max-w-md"
          >
            <Input
              id={ID}
              name="supportEmail"
              type="email"
              autoComplete="off"
              value={supportEmail}
              disabled={save.isPending}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${ID}-hint${error ? ` ${ID}-error` : ""}`}
              onChange={(event) => setSupportEmail(event.target.value)}
            />
          </FormField>
          <Button type="submit" pending={save.isPending}>
            {save.isPending ? t("admin.settings.saving") : t("admin.settings.save")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
