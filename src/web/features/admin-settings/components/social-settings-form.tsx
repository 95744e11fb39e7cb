import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { type SocialSettings, socialSettingsSchema } from "@/shared/schemas/settings";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { errorMessage, failureMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { useSaveSocialSettings, useSocialSettings } from "../api/social-settings";

const ID = "social";
const FIELDS = ["instagram", "x", "facebook", "youtube"] as const;
type Field = (typeof FIELDS)[number];

const LABELS: Record<Field, { label: string; placeholder: string }> = {
  instagram: { label: "Instagram", placeholder: "https://www.instagram.com/salamu" },
  x: { label: "X (Twitter)", placeholder: "https://x.com/salamu" },
  facebook: { label: "Facebook", placeholder: "https://www.facebook.com/salamu" },
  youtube: { label: "YouTube", placeholder: "https://www.youtube.com/@salamu" },
};

/** Salamu's social accounts: the footer shows an icon only for those with a link. */
export function SocialSettingsCard() {
  const t = useT();
  const { data, isPending, isError, error, refetch } = useSocialSettings();
  if (isPending) return <LoadingState label={t("admin.settings.social.loading")} />;
  if (isError) {
    return (
      <ErrorState
        title={t("admin.settings.social.loadFailed")}
        message={errorMessage(error, t("admin.settings.checkConnection"))}
        onRetry={() => void refetch()}
      />
    );
  }
  return <SocialSettingsForm settings={data} />;
}

function SocialSettingsForm({ settings }: { settings: SocialSettings }) {
  const t = useT();
  const [values, setValues] = useState<SocialSettings>(settings);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveSocialSettings();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(socialSettingsSchema, values);
    setErrors(result.errors);
    if (!result.success) {
      focusFirstError(result.errors, FIELDS, ID);
      return;
    }
    save.mutate(result.data, {
      onSuccess: (saved) => {
        setValues(saved);
        toast.success(t("admin.settings.saved"), { description: t("admin.settings.social.saved") });
      },
      onError: (failure) => {
        setErrors(apiFieldErrors(failure));
        toast.error(t("admin.settings.saveError"), {
          description: failureMessage(t("admin.settings.saveErrorText"), failure),
        });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t("admin.settings.social.title")}</h2>
        <CardDescription>{t("admin.settings.social.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t("admin.settings.social.title")}>
          <div className="grid gap-5 sm:grid-cols-2">
            {FIELDS.map((name) => (
              <FormField key={name} id={`${ID}-${name}`} label={LABELS[name].label} error={errors[name]}>
                <Input
                  id={`${ID}-${name}`}
                  name={name}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  maxLength={500}
                  placeholder={LABELS[name].placeholder}
                  value={values[name]}
                  disabled={save.isPending}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={errors[name] ? `${ID}-${name}-error` : undefined}
                  onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                />
              </FormField>
            ))}
          </div>
          <Button type="submit" pending={save.isPending}>
            {save.isPending ? t("admin.settings.saving") : t("admin.settings.social.save")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
