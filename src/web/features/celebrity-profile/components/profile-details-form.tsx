import { type ChangeEvent, type FormEvent, useState } from "react";
import { flushSync } from "react-dom";
import { toast } from "sonner";
import { CATEGORIES, COUNTRIES, PROFESSION_LABELS, PROFESSIONS, RESPONSE_TIMES } from "@/shared/catalogue";
import { pageHref } from "@/shared/client-routes";
import type { MessageKey } from "@/shared/messages/keys";
import {
  bioTranslationsSchema,
  celebrityProfileFormSchema,
  type MyCelebrityProfile,
} from "@/shared/schemas/celebrity-profile";
import { ERROR_CODES } from "@/shared/schemas/errors";
import { TRANSLATED_LOCALES } from "@/shared/schemas/translations";
import { LanguageChips } from "@/web/components/language-chips";
import { OptionSelect } from "@/web/components/option-select";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { useLocale, useT } from "@/web/lib/i18n";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { useUpdateMyProfile } from "../api/update-my-profile";
import { type BioErrors, BioTranslationsField, bioErrorsOf, bioFieldId, bioTextsOf } from "./bio-translations-field";

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

/** The form's fields (the availability and plan switches and the capacity card save on their own). */
const detailsSchema = celebrityProfileFormSchema.omit({
  acceptingRequests: true,
  acceptsPlanBookings: true,
  maxOpenRequests: true,
  rushPriceUsd: true,
});

const valuesOf = (profile: MyCelebrityProfile) => ({
  username: profile.username,
  priceUsd: String(profile.priceCents / 100),
  categoryId: profile.categoryId,
  profession: profile.profession,
  country: profile.country,
  responseTime: profile.responseTime,
  bio: profile.bio,
});

type SelectField = "categoryId" | "profession" | "country" | "responseTime";

/** The response times' words (RESPONSE_TIMES of src/shared/catalogue.ts, English, are their ids). */
const RESPONSE_TIME_KEYS: Record<(typeof RESPONSE_TIMES)[number], MessageKey> = {
  "24 hours": "account.responseTime.hours24",
  "48 hours": "account.responseTime.hours48",
  "3-5 days": "account.responseTime.days3to5",
  "1 week": "account.responseTime.week1",
};

/** Each select's label and the placeholder it shows before a choice. */
const SELECT_WORDS: Record<SelectField, { label: MessageKey; placeholder: MessageKey }> = {
  categoryId: { label: "account.celebrityCard.category", placeholder: "account.details.selectCategory" },
  profession: { label: "account.celebrityCard.profession", placeholder: "account.details.selectProfession" },
  country: { label: "account.celebrityCard.country", placeholder: "account.details.selectCountry" },
  responseTime: { label: "account.details.responseTime", placeholder: "account.details.selectResponseTime" },
};

/**
 * Username, price, category, profession, country, response time, bio (and, optionally, its text in the site's
 * other languages) and languages; one Save.
 */
export function ProfileDetailsForm({ profile }: { profile: MyCelebrityProfile }) {
  const [values, setValues] = useState<Record<TextField, string>>(() => valuesOf(profile));
  const [languages, setLanguages] = useState<string[]>(profile.languages);
  const [bioTexts, setBioTexts] = useState(() => bioTextsOf(profile.bioTranslations));
  const [bioErrors, setBioErrors] = useState<BioErrors>({});
  // Open from the start when the star has written one: what they wrote is in view.
  const [bioOpen, setBioOpen] = useState(() => Object.keys(profile.bioTranslations).length > 0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const update = useUpdateMyProfile();
  const t = useT();
  const { locale } = useLocale();
  const names = useCatalogueNames();
  const country = useCatalogueNames().country;
  const id = (name: Field) => `${ID_PREFIX}-${name}`;
  // Category names are the catalogue's own (English) names.
  const selects: Record<SelectField, { id: string; name: string }[]> = {
    categoryId: CATEGORIES.map(({ id, name }) => ({ id, name })),
    profession: PROFESSIONS.map((id) => ({ id, name: names.profession(id) ?? PROFESSION_LABELS[id] })),
    country: COUNTRIES.map(({ id }) => ({ id, name: country(id) })),
    responseTime: RESPONSE_TIMES.map((time) => ({ id: time, name: t(RESPONSE_TIME_KEYS[time]) })),
  };
  // A path inside another language's words: always left to right.
  const ltr = (text: string) => (locale === "en" ? text : `\u2066${text}\u2069`);

  /** Shows each language's error under its text (opening them), and focuses it when no field above has one. */
  const showBioErrors = (next: BioErrors, fieldErrors: Partial<Record<Field, string>>) => {
    setBioErrors(next);
    const first = TRANSLATED_LOCALES.find((locale) => next[locale]);
    if (!first) return;
    flushSync(() => setBioOpen(true));
    if (!FIELDS.some((name) => fieldErrors[name])) document.getElementById(bioFieldId(ID_PREFIX, first))?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(detailsSchema, {
      ...values,
      priceUsd: values.priceUsd.trim() === "" ? Number.NaN : Number(values.priceUsd),
      languages,
      bioTranslations: bioTexts,
    });
    setErrors(result.errors);
    if (!result.success) {
      focusFirstError(result.errors, FIELDS, ID_PREFIX);
      showBioErrors(bioErrorsOf(bioTranslationsSchema.safeParse(bioTexts).error?.issues ?? []), result.errors);
      return;
    }
    setBioErrors({});
    update.mutate(result.data, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        setLanguages(saved.languages);
        setBioTexts(bioTextsOf(saved.bioTranslations));
        toast.success(t("account.details.saved"), { description: t("account.details.savedText") });
      },
      onError: (error) => {
        // What the server refused stays typed in the form, next to its field.
        const fieldErrors: Partial<Record<Field, string>> = apiFieldErrors(error);
        if (error instanceof ApiError && error.code === ERROR_CODES.USERNAME_TAKEN)
          fieldErrors.username = error.message;
        setErrors(fieldErrors);
        focusFirstError(fieldErrors, FIELDS, ID_PREFIX);
        const details = error instanceof ApiError && Array.isArray(error.details) ? error.details : [];
        showBioErrors(bioErrorsOf(details), fieldErrors);
        toast.error(t("account.common.updateFailed"), {
          description: errorMessage(error, t("account.common.savingProblem")),
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

  const select = (name: SelectField) => (
    <FormField id={id(name)} label={t(SELECT_WORDS[name].label)} error={errors[name]}>
      <OptionSelect
        options={selects[name]}
        value={values[name]}
        onValueChange={(next) => setValues((current) => ({ ...current, [name]: next }))}
        placeholder={t(SELECT_WORDS[name].placeholder)}
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
    username: `${t("account.details.usernameHint", { path: ltr(typedPath) })}${
      previous.length > 0
        ? ` ${t("account.details.oldLinks", {
            links: previous.map((username) => ltr(pageHref("/celebrity/:username", { username }))).join(", "),
          })}`
        : ""
    }`,
    priceUsd: t("account.details.priceHint"),
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("account.details.title")}</CardTitle>
        <CardDescription>{t("account.details.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={t("account.details.formLabel")}
          className="grid gap-5 sm:grid-cols-2"
        >
          <FormField
            id={id("username")}
            label={t("account.details.username")}
            error={errors.username}
            hint={hints.username}
          >
            <Input autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={30} {...text("username")} />
          </FormField>
          <FormField
            id={id("priceUsd")}
            label={t("account.details.price")}
            error={errors.priceUsd}
            hint={hints.priceUsd}
          >
            <Input type="number" inputMode="decimal" min={1} step="0.01" {...text("priceUsd")} />
          </FormField>
          {select("categoryId")}
          {select("profession")}
          {select("country")}
          {select("responseTime")}
          <FormField id={id("bio")} label={t("account.celebrityCard.bio")} error={errors.bio} className="sm:col-span-2">
            <Textarea rows={5} dir="auto" placeholder={t("account.details.bioPlaceholder")} {...text("bio")} />
          </FormField>
          <div className="sm:col-span-2">
            <BioTranslationsField
              idPrefix={ID_PREFIX}
              value={bioTexts}
              onChange={(locale, text) => {
                setBioTexts((current) => ({ ...current, [locale]: text }));
                if (bioErrors[locale]) setBioErrors((current) => ({ ...current, [locale]: undefined }));
              }}
              errors={bioErrors}
              open={bioOpen}
              onOpenChange={setBioOpen}
            />
          </div>
          <div className="sm:col-span-2">
            <LanguageChips id={id("languages")} value={languages} onChange={setLanguages} error={errors.languages} />
          </div>
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
