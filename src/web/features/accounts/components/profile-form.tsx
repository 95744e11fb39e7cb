import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { formatPhone } from "@/shared/phone";
import { isCelebrity } from "@/shared/roles";
import { type Me, profileUpdateSchema } from "@/shared/schemas/accounts";
import { CountrySelect } from "@/web/components/country-select";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError } from "@/web/lib/api-client";
import { useLocale, useT } from "@/web/lib/i18n";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { useUpdateProfile } from "../api/update-profile";
import { ChangeEmailDialog } from "./change-email-dialog";

const FIELDS = ["name", "phone", "bio", "country"] as const;
const PHONE_EXAMPLE = "+234 801 234 5678";
type Field = (typeof FIELDS)[number];

/** Name, email (changed through its own dialog), phone, bio, country. */
export function ProfileForm({ user, idPrefix = "profile" }: { user: Me; idPrefix?: string }) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: user.name,
    phone: formatPhone(user.phone),
    bio: user.bio ?? "",
    country: user.country ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const update = useUpdateProfile();
  const t = useT();
  const { locale } = useLocale();
  // A phone number inside another language's words: always left to right.
  const phoneExample = locale === "en" ? PHONE_EXAMPLE : `\u2066${PHONE_EXAMPLE}\u2069`;
  const id = (name: Field) => `${idPrefix}-${name}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(profileUpdateSchema, values);
    setErrors(result.errors);
    if (!result.success) {
      focusFirstError(result.errors, FIELDS, idPrefix);
      return;
    }
    update.mutate(result.data, {
      onSuccess: () => toast.success(t("account.common.settingsSaved"), { description: t("account.profile.saved") }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.message) {
          // The fields the server names (its words are in the page's language); else the one its message names.
          const named = apiFieldErrors(error);
          const fieldErrors = Object.fromEntries(
            FIELDS.filter((name) => named[name]).map((name) => [name, named[name]]),
          );
          const field = FIELDS.find((name) => error.message.toLowerCase().includes(name));
          if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
          else if (field) setErrors({ [field]: error.message });
        }
        toast.error(t("account.common.errorSaving"), { description: t("account.common.errorSavingText") });
      },
    });
  };

  const text = (name: Field) => ({
    id: id(name),
    name,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id(name)}-error` : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("account.profile.title")}</CardTitle>
        <CardDescription>{t("account.profile.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-5 sm:grid-cols-2"
          aria-label={t("account.profile.title")}
        >
          <FormField id={id("name")} label={t("account.profile.name")} error={errors.name}>
            <Input autoComplete="name" {...text("name")} />
          </FormField>
          <div className="space-y-1.5">
            <Label htmlFor={`${idPrefix}-email`}>{t("account.profile.email")}</Label>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <Input id={`${idPrefix}-email`} type="email" value={user.email} readOnly className="bg-slate-50" />
              <ChangeEmailDialog currentEmail={user.email} />
            </div>
            <div>
              {user.emailVerified ? (
                <Badge variant="success">{t("common.verified")}</Badge>
              ) : (
                <Badge variant="warning">{t("account.profile.notVerified")}</Badge>
              )}
            </div>
          </div>
          <FormField id={id("phone")} label={t("account.profile.phone")} error={errors.phone}>
            <Input
              type="tel"
              dir="ltr"
              autoComplete="tel"
              placeholder={t("account.profile.phonePlaceholder", { example: phoneExample })}
              {...text("phone")}
            />
          </FormField>
          <FormField id={id("country")} label={t("account.profile.country")} error={errors.country}>
            <CountrySelect
              value={values.country}
              onValueChange={(value) => setValues((current) => ({ ...current, country: value }))}
              empty={{ label: t("account.profile.countryNotSet") }}
              placeholder={t("account.profile.countryPlaceholder")}
              trigger={{ id: id("country"), "aria-label": t("account.profile.country") }}
            />
          </FormField>
          {/* A star's one bio is the public one, on the Celebrity Profile tab; the account's is kept as saved. */}
          {isCelebrity(user) ? (
            <p className="text-sm text-slate-600 sm:col-span-2">{t("account.profile.bioOnCelebrityTab")}</p>
          ) : (
            <FormField id={id("bio")} label={t("account.profile.bio")} error={errors.bio} className="sm:col-span-2">
              <Textarea rows={4} dir="auto" placeholder={t("account.profile.bioPlaceholder")} {...text("bio")} />
            </FormField>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" pending={update.isPending}>
              {t("account.common.saveChanges")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
