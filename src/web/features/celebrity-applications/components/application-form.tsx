import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { splitEarnings } from "@/shared/booking";
import { CATEGORIES, COUNTRIES, PROFESSIONS } from "@/shared/catalogue";
import type { MessageKey } from "@/shared/messages/keys";
import { formatMoney } from "@/shared/money";
import { celebrityApplicationSchema } from "@/shared/schemas/accounts";
import { LanguageChips } from "@/web/components/language-chips";
import { OptionSelect } from "@/web/components/option-select";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError } from "@/web/lib/api-client";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { messageParts, useLocale, useT } from "@/web/lib/i18n";
import { focusFirstError, validate } from "@/web/lib/validate";
import { usePlatformFee } from "../api/get-platform-fee";
import { useSubmitApplication } from "../api/submit-application";

/** What the applicant would keep of each video at this price after the platform fee in force. */
function YouWouldEarn({ priceUsd }: { priceUsd: string }) {
  const fee = usePlatformFee();
  const t = useT();
  const { locale } = useLocale();
  const price = Number(priceUsd);
  if (fee.data === undefined || !Number.isFinite(price) || price <= 0) return null;
  const { net } = splitEarnings(Math.round(price * 100), fee.data);
  return (
    <p className="mt-1 text-sm text-slate-600" data-testid="you-would-earn">
      {messageParts(
        t,
        "pages.apply.youEarn",
        { amount: <span className="font-semibold text-emerald-700">{formatMoney(net / 100, "USD", locale)}</span> },
        { fee: fee.data },
      )}
    </p>
  );
}

const FIELDS = ["fullName", "profession", "categoryId", "country", "priceUsd", "bio", "languages"] as const;
type Field = (typeof FIELDS)[number];
type TextField = Exclude<Field, "languages">;
// The networks' names are brands, the same in every language.
const SOCIAL: { key: "instagram" | "twitter" | "tiktok" | "youtube"; label: string; placeholderKey: MessageKey }[] = [
  { key: "instagram", label: "Instagram", placeholderKey: "pages.apply.handlePlaceholder" },
  { key: "twitter", label: "X (Twitter)", placeholderKey: "pages.apply.handlePlaceholder" },
  { key: "tiktok", label: "TikTok", placeholderKey: "pages.apply.handlePlaceholder" },
  { key: "youtube", label: "YouTube", placeholderKey: "pages.apply.youtubePlaceholder" },
];
type SocialKey = (typeof SOCIAL)[number]["key"];

export const DEFAULT_PRICE_USD = 50;

/** The application: stored as a profile that staff approve (review within 48 hours). */
export function ApplicationForm({ defaultName }: { defaultName: string }) {
  const [values, setValues] = useState({
    fullName: defaultName,
    profession: "",
    categoryId: "",
    country: "",
    priceUsd: String(DEFAULT_PRICE_USD),
    bio: "",
  });
  const [languages, setLanguages] = useState<string[]>([]);
  const [social, setSocial] = useState<Record<SocialKey, string>>({
    instagram: "",
    twitter: "",
    tiktok: "",
    youtube: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const submit = useSubmitApplication();
  const t = useT();
  const names = useCatalogueNames();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const socialMedia = Object.fromEntries(
      Object.entries(social)
        .map(([key, value]) => [key, value.trim()])
        .filter(([, value]) => value),
    );
    const input = {
      ...values,
      profession: values.profession || undefined,
      categoryId: values.categoryId || undefined,
      country: values.country || undefined,
      priceUsd: values.priceUsd.trim() === "" ? Number.NaN : Number(values.priceUsd),
      languages,
      socialMedia,
    };
    const result = validate(celebrityApplicationSchema, input);
    // An untouched select gets a plain request rather than the list of allowed values.
    const unchosen = {
      profession: values.profession ? undefined : "Please select a profession.",
      categoryId: values.categoryId ? undefined : "Please select a category.",
      country: values.country ? undefined : "Please select a country.",
    };
    setErrors({
      ...result.errors,
      ...Object.fromEntries(Object.entries(unchosen).filter(([, message]) => message)),
    });
    if (!result.success) {
      focusFirstError(result.errors, FIELDS, "apply");
      return;
    }
    submit.mutate(result.data, {
      onSuccess: () => {
        // The page turns into the application's status, with the selfie video step (ADR 054).
        toast.success(t("pages.apply.submitted"), { description: t("pages.apply.submittedSelfieNext") });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          toast.error(t("pages.apply.errorTitle"), { description: error.message });
          return;
        }
        toast.error(t("pages.apply.errorTitle"), { description: t("pages.apply.submitFailed") });
      },
    });
  };

  const set = (name: TextField, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const aria = (name: Field) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `apply-${name}-error` : undefined,
  });

  const select = (
    name: "profession" | "categoryId" | "country",
    label: string,
    placeholder: string,
    options: { id: string; name: string }[],
  ) => (
    <FormField id={`apply-${name}`} label={label} error={errors[name]}>
      <OptionSelect
        options={options}
        value={values[name]}
        onValueChange={(value) => set(name, value)}
        placeholder={placeholder}
        trigger={{ id: `apply-${name}`, ...aria(name) }}
      />
    </FormField>
  );

  return (
    <Card>
      <CardContent className="p-6 sm:p-8">
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-5 sm:grid-cols-2"
          aria-label={t("pages.apply.formLabel")}
        >
          <FormField
            id="apply-fullName"
            label={t("pages.apply.fullName")}
            error={errors.fullName}
            className="sm:col-span-2"
          >
            <Input
              id="apply-fullName"
              autoComplete="name"
              value={values.fullName}
              onChange={(event) => set("fullName", event.target.value)}
              {...aria("fullName")}
            />
          </FormField>
          {select(
            "profession",
            t("pages.apply.profession"),
            t("pages.apply.selectProfession"),
            PROFESSIONS.map((id) => ({ id, name: names.profession(id) })),
          )}
          {select("categoryId", t("pages.apply.category"), t("pages.apply.selectCategory"), [...CATEGORIES])}
          {select(
            "country",
            t("pages.apply.country"),
            t("pages.apply.selectCountry"),
            COUNTRIES.map(({ id }) => ({ id, name: names.country(id) })),
          )}
          <FormField id="apply-priceUsd" label={t("pages.apply.price")} error={errors.priceUsd}>
            <Input
              id="apply-priceUsd"
              type="number"
              inputMode="decimal"
              min={1}
              step="1"
              value={values.priceUsd}
              onChange={(event) => set("priceUsd", event.target.value)}
              {...aria("priceUsd")}
            />
            <YouWouldEarn priceUsd={values.priceUsd} />
          </FormField>
          <FormField id="apply-bio" label={t("pages.apply.bio")} error={errors.bio} className="sm:col-span-2">
            <Textarea
              id="apply-bio"
              rows={5}
              dir="auto"
              placeholder={t("pages.apply.bioPlaceholder")}
              value={values.bio}
              onChange={(event) => set("bio", event.target.value)}
              {...aria("bio")}
            />
          </FormField>
          <div className="sm:col-span-2">
            <LanguageChips id="apply-languages" value={languages} onChange={setLanguages} error={errors.languages} />
          </div>
          <fieldset className="space-y-3 sm:col-span-2">
            <legend className="text-sm font-medium text-slate-800">
              {t("pages.apply.socialMedia")}{" "}
              <span className="font-normal text-slate-500">{t("pages.apply.optional")}</span>
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {SOCIAL.map(({ key, label, placeholderKey }) => (
                <FormField key={key} id={`apply-social-${key}`} label={label}>
                  <Input
                    id={`apply-social-${key}`}
                    placeholder={t(placeholderKey)}
                    value={social[key]}
                    onChange={(event) => setSocial((current) => ({ ...current, [key]: event.target.value }))}
                  />
                </FormField>
              ))}
            </div>
          </fieldset>
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" className="w-full sm:w-auto" pending={submit.isPending}>
              {t("pages.apply.submit")}
            </Button>
            <p className="mt-3 text-sm text-slate-600">{t("pages.apply.reviewNote")}</p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
