import { type ChangeEvent, type FormEvent, useState } from "react";
import { toast } from "sonner";
import { CATEGORIES, COUNTRIES, PROFESSION_LABELS, PROFESSIONS, RESPONSE_TIMES } from "@/shared/catalogue";
import { pageHref } from "@/shared/client-routes";
import { celebrityProfileFormSchema, type MyCelebrityProfile } from "@/shared/schemas/celebrity-profile";
import { ERROR_CODES } from "@/shared/schemas/errors";
import { OptionSelect } from "@/web/components/option-select";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { useUpdateMyProfile } from "../api/update-my-profile";
import { LanguageChips } from "./language-chips";

const ID_PREFIX = "celebrity-profile";
const FIELDS = [
  "username",
  "priceUsd",
  "categoryId",
  "profession",
  "country",
  "responseTime",
  "bio",
  "languages",
] as const;
type Field = (typeof FIELDS)[number];
type TextField = Exclude<Field, "languages">;

/** The form's fields (the availability switch saves on its own). */
const detailsSchema = celebrityProfileFormSchema.omit({ acceptingRequests: true, acceptsPlanBookings: true });

const valuesOf = (profile: MyCelebrityProfile) => ({
  username: profile.username,
  priceUsd: String(profile.priceCents / 100),
  categoryId: profile.categoryId,
  profession: profile.profession,
  country: profile.country,
  responseTime: profile.responseTime,
  bio: profile.bio,
});

const SELECTS: Record<"categoryId" | "profession" | "country" | "responseTime", { id: string; name: string }[]> = {
  categoryId: CATEGORIES.map(({ id, name }) => ({ id, name })),
  profession: PROFESSIONS.map((id) => ({ id, name: PROFESSION_LABELS[id] })),
  country: COUNTRIES.map(({ id, name }) => ({ id, name })),
  responseTime: RESPONSE_TIMES.map((time) => ({ id: time, name: time })),
};

/** Username, price, category, profession, country, response time, bio and languages; one Save. */
export function ProfileDetailsForm({ profile }: { profile: MyCelebrityProfile }) {
  const [values, setValues] = useState<Record<TextField, string>>(() => valuesOf(profile));
  const [languages, setLanguages] = useState<string[]>(profile.languages);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const update = useUpdateMyProfile();
  const id = (name: Field) => `${ID_PREFIX}-${name}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(detailsSchema, {
      ...values,
      priceUsd: values.priceUsd.trim() === "" ? Number.NaN : Number(values.priceUsd),
      languages,
    });
    setErrors(result.errors);
    if (!result.success) {
      focusFirstError(result.errors, FIELDS, ID_PREFIX);
      return;
    }
    update.mutate(result.data, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        setLanguages(saved.languages);
        toast.success("Profile updated", { description: "Your celebrity profile has been saved." });
      },
      onError: (error) => {
        // What the server refused stays typed in the form, next to its field.
        const fieldErrors: Partial<Record<Field, string>> = apiFieldErrors(error);
        if (error instanceof ApiError && error.code === ERROR_CODES.USERNAME_TAKEN)
          fieldErrors.username = error.message;
        setErrors(fieldErrors);
        focusFirstError(fieldErrors, FIELDS, ID_PREFIX);
        toast.error("Update failed", {
          description: errorMessage(error, "There was a problem saving your changes. Please try again."),
        });
      },
    });
  };

  const text = (name: TextField) => ({
    id: id(name),
    name,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [errors[name] && `${id(name)}-error`, hints[name] && `${id(name)}-hint`].filter(Boolean).join(" ") || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const select = (name: keyof typeof SELECTS, label: string) => (
    <FormField id={id(name)} label={label} error={errors[name]}>
      <OptionSelect
        options={SELECTS[name]}
        value={values[name]}
        onValueChange={(next) => setValues((current) => ({ ...current, [name]: next }))}
        placeholder={`Select ${label.toLowerCase()}`}
        trigger={{
          id: id(name),
          "aria-invalid": errors[name] ? true : undefined,
          "aria-describedby": errors[name] ? `${id(name)}-error` : undefined,
        }}
      />
    </FormField>
  );

  const previous = profile.previousUsernames;
  // The name as typed, not yet valid: shown after the profile path as it is, not percent-encoded.
  const typedPath = `${pageHref("/celebrity/:username", { username: "" })}${values.username.trim().toLowerCase() || "…"}`;
  const hints: Partial<Record<TextField, string>> = {
    username: `Your page is ${typedPath}. 3 to 30 lowercase letters, digits or underscores.${
      previous.length > 0
        ? ` Old links (${previous.map((username) => pageHref("/celebrity/:username", { username })).join(", ")}) still lead here.`
        : ""
    }`,
    priceUsd: "What a personalised video costs, in US dollars (fans see it in their currency).",
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile details</CardTitle>
        <CardDescription>What fans see on your public profile.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-label="Celebrity profile" className="grid gap-5 sm:grid-cols-2">
          <FormField id={id("username")} label="Username" error={errors.username} hint={hints.username}>
            <Input autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={30} {...text("username")} />
          </FormField>
          <FormField id={id("priceUsd")} label="Price (USD)" error={errors.priceUsd} hint={hints.priceUsd}>
            <Input type="number" inputMode="decimal" min={1} step="0.01" {...text("priceUsd")} />
          </FormField>
          {select("categoryId", "Category")}
          {select("profession", "Profession")}
          {select("country", "Country")}
          {select("responseTime", "Response time")}
          <FormField id={id("bio")} label="Bio" error={errors.bio} className="sm:col-span-2">
            <Textarea rows={5} placeholder="Tell fans who you are and what you love recording." {...text("bio")} />
          </FormField>
          <div className="sm:col-span-2">
            <LanguageChips id={id("languages")} value={languages} onChange={setLanguages} error={errors.languages} />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" pending={update.isPending}>
              Save changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
