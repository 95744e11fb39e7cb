import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { type ContactSettings, contactSettingsSchema } from "@/shared/schemas/settings";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { failureMessage } from "@/web/lib/api-client";
import { apiFieldErrors, validate } from "@/web/lib/validate";
import { useSaveContactSettings } from "../api/save-contact-settings";

const ID = "contact-supportEmail";

/** The support e-mail: contact and business enquiries are e-mailed there; senders' replies go to it. */
export function ContactSettingsForm({ settings }: { settings: ContactSettings }) {
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
        toast.success("Settings Saved", { description: `Enquiries now go to ${result.data.supportEmail}.` }),
      onError: (failure) => {
        setError(apiFieldErrors(failure).supportEmail);
        toast.error("Error Saving Settings", {
          description: failureMessage("There was an error saving your settings. Please try again.", failure),
        });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">Contact</h2>
        <CardDescription>Where staff receive the messages of the contact and business forms.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Contact settings">
          <FormField
            id={ID}
            label="Support e-mail"
            error={error}
            hint="Every new enquiry is e-mailed here; replies to senders come from this address."
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
            {save.isPending ? "Saving…" : "Save settings"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
