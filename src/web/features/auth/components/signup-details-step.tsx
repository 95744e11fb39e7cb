import { ChevronDown } from "lucide-react";
import { type ChangeEvent, type FormEvent, type ReactNode, useMemo } from "react";
import { Link } from "react-router";
import { AFRICAN_COUNTRIES } from "@/shared/african-countries";
import { INTL_LOCALES, type Locale } from "@/shared/locales";
import { dialCode, PHONE_COUNTRIES, type PhoneCountry } from "@/shared/phone";
import { PASSWORD_MIN_LENGTH } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { fieldClasses, Input } from "@/web/components/ui/input";
import { useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { fillSlots, isolateLtr, slot } from "../lib/slots";

export interface SignUpValues {
  name: string;
  email: string;
  phone: string;
  phoneCountry: PhoneCountry;
  password: string;
  acceptTerms: boolean;
}

export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

const countryFlag = (code: PhoneCountry) => PHONE_COUNTRIES.find((country) => country.code === code)?.flag ?? "";

/** A local example number per country, as the placeholder: people type what they know. */
const PLACEHOLDERS: Partial<Record<PhoneCountry, string>> = {
  NG: "0803 123 4567",
  KE: "0712 345 678",
  GH: "024 123 4567",
  ZA: "082 123 4567",
  TZ: "0712 345 678",
  UG: "0772 123 456",
  RW: "0781 234 567",
  EG: "010 1234 5678",
  MA: "0612 345 678",
  SN: "77 123 45 67",
  CI: "07 07 12 34 56",
  US: "(201) 555-0123",
  GB: "07400 123456",
};

const AFRICAN_CODES = new Set<string>(AFRICAN_COUNTRIES.map((country) => country.code));

/**
 * The picker's countries named in the page's language (the browser's own country names; these pages are
 * drawn only in the browser): Africa's in that language's alphabetical order, then the diaspora as listed.
 * English keeps the shared list's names.
 */
function countriesIn(locale: Locale): readonly { code: PhoneCountry; name: string; flag: string }[] {
  if (locale === "en") return PHONE_COUNTRIES;
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([INTL_LOCALES[locale]], { type: "region", fallback: "none" });
  } catch {
    return PHONE_COUNTRIES;
  }
  const named = PHONE_COUNTRIES.map((country) => ({ ...country, name: names.of(country.code) ?? country.name }));
  const collator = new Intl.Collator(INTL_LOCALES[locale]);
  return [
    ...named.filter((country) => AFRICAN_CODES.has(country.code)).sort((a, b) => collator.compare(a.name, b.name)),
    ...named.filter((country) => !AFRICAN_CODES.has(country.code)),
  ];
}

export const SIGNUP_FIELDS = ["name", "email", "phone", "password", "acceptTerms"] as const;

/**
 * Step 1: name, email, phone (country code and the number in local format), password, terms; 'Send code'
 * texts a 6-digit code to the phone. With a phone already verified (the e-mail was taken), or none given where
 * it is optional, the button creates the account straight away.
 */
export function SignUpDetailsStep({
  idPrefix,
  values,
  errors,
  sending,
  phoneVerified = false,
  phoneOptional = false,
  notice,
  onChange,
  onSubmit,
}: {
  idPrefix: string;
  values: SignUpValues;
  errors: SignUpErrors;
  sending: boolean;
  /** The phone shown is proven already: no new code is needed. */
  phoneVerified?: boolean;
  /** The combined page's sign-up (spec): without a phone, the e-mail is confirmed instead of a code. */
  phoneOptional?: boolean;
  /** Shown above the form (the taken e-mail's choices). */
  notice?: ReactNode;
  onChange: (values: SignUpValues) => void;
  onSubmit: () => void;
}) {
  const t = useT();
  const { locale, dir } = useLocale();
  const countries = useMemo(() => countriesIn(locale), [locale]);
  const field = (name: Exclude<keyof SignUpValues, "acceptTerms" | "phoneCountry">) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${idPrefix}-${name}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...values, [name]: event.target.value }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t("auth.signup.formLabel")}>
      {notice}
      <FormField id={`${idPrefix}-name`} label={t("auth.fields.fullName")} error={errors.name}>
        <Input autoComplete="name" required {...field("name")} />
      </FormField>
      <FormField id={`${idPrefix}-email`} label={t("auth.fields.email")} error={errors.email}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" required {...field("email")} />
      </FormField>
      <FormField
        id={`${idPrefix}-phone`}
        label={phoneOptional ? t("auth.fields.phoneOptional") : t("auth.fields.phone")}
        error={errors.phone}
        hint={
          phoneVerified
            ? t("auth.signup.phoneVerifiedHint")
            : phoneOptional
              ? t("auth.signup.phoneOptionalHint")
              : undefined
        }
      >
        <div className="flex gap-2">
          {/* The closed picker shows flag and code only; the native list (names too) opens over it. */}
          <div
            className={cn(
              fieldClasses,
              "relative flex h-11 w-auto shrink-0 items-center gap-1 px-3 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30",
            )}
          >
            <span aria-hidden="true">{countryFlag(values.phoneCountry)}</span>
            <span aria-hidden="true" dir="ltr" className="tabular-nums">
              {dialCode(values.phoneCountry)}
            </span>
            <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
            <select
              id={`${idPrefix}-phoneCountry`}
              name="phoneCountry"
              aria-label={t("auth.fields.countryCode")}
              autoComplete="tel-country-code"
              value={values.phoneCountry}
              onChange={(event) => onChange({ ...values, phoneCountry: event.target.value as PhoneCountry })}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            >
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {`${country.flag} ${country.name} (${dir === "rtl" ? isolateLtr(dialCode(country.code)) : dialCode(country.code)})`}
                </option>
              ))}
            </select>
          </div>
          <Input
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            dir="ltr"
            placeholder={PLACEHOLDERS[values.phoneCountry] ?? dialCode(values.phoneCountry)}
            className="min-w-0 flex-1"
            required={!phoneOptional}
            {...field("phone")}
            aria-describedby={
              [
                errors.phone ? `${idPrefix}-phone-error` : "",
                phoneVerified || phoneOptional ? `${idPrefix}-phone-hint` : "",
              ]
                .filter(Boolean)
                .join(" ") || undefined
            }
          />
        </div>
      </FormField>
      <FormField id={`${idPrefix}-password`} label={t("auth.fields.password")} error={errors.password}>
        <Input
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          {...field("password")}
        />
        {!errors.password && (
          <p className="text-xs text-slate-500">{t("auth.password.minLength", { min: PASSWORD_MIN_LENGTH })}</p>
        )}
      </FormField>
      <div className="space-y-1.5">
        <div className="flex items-start gap-2.5 text-sm text-slate-700">
          <input
            id={`${idPrefix}-acceptTerms`}
            type="checkbox"
            name="acceptTerms"
            checked={values.acceptTerms}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? `${idPrefix}-acceptTerms-error` : undefined}
            onChange={(event) => onChange({ ...values, acceptTerms: event.target.checked })}
            className="mt-0.5 size-4 shrink-0 rounded accent-brand-700"
          />
          <span>
            {/* The words before the first link label the checkbox (a click on a link opens it, not the box). */}
            {fillSlots(t("auth.signup.terms", { terms: slot(0), privacy: slot(1) }), [
              <Link key="terms" to="/terms" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {t("auth.signup.termsLink")}
              </Link>,
              <Link
                key="privacy"
                to="/privacy"
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {t("auth.signup.privacyLink")}
              </Link>,
            ]).map((part, index) =>
              index === 0 && typeof part === "string" ? (
                <label key="lead" htmlFor={`${idPrefix}-acceptTerms`}>
                  {part}
                </label>
              ) : (
                part
              ),
            )}
          </span>
        </div>
        {errors.acceptTerms && (
          <p id={`${idPrefix}-acceptTerms-error`} className="text-sm font-medium text-red-700">
            {errors.acceptTerms}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" pending={sending}>
        {phoneVerified || (phoneOptional && !values.phone.trim())
          ? sending
            ? t("auth.signup.creatingAccount")
            : t("auth.signup.createAccount")
          : sending
            ? t("auth.signup.sendingCode")
            : t("auth.signup.sendCode")}
      </Button>
    </form>
  );
}
