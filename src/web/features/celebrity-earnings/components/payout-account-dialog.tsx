import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { NEW_PAYOUT_ACCOUNT_COOLDOWN_HOURS } from "@/shared/payouts";
import {
  type PayoutOption,
  type ResolvedPayoutAccount,
  resolvePayoutAccountSchema,
  savePayoutAccountSchema,
} from "@/shared/schemas/payouts";
import { OptionSelect } from "@/web/components/option-select";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { FormField, useErrorText } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { formatDateTime } from "@/web/lib/format";
import { messageParts, useLocale, useT } from "@/web/lib/i18n";
import { useSession } from "@/web/lib/session";
import { cn } from "@/web/lib/utils";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { usePayoutBanks } from "../api/get-payout-banks";
import { usePayoutOptions } from "../api/get-payout-options";
import { useResolvePayoutAccount } from "../api/resolve-payout-account";
import { useSavePayoutAccount } from "../api/save-payout-account";
import { masked, payoutCountryOf, payoutCountryOptions } from "../lib/payouts";

const ID = "payout";
const FIELDS = ["country", "type", "bankCode", "accountNumber", "confirmedAccountName", "password"] as const;
type Errors = Partial<Record<(typeof FIELDS)[number] | "form", string>>;

const describedBy = (name: string, error?: string, hint = false) =>
  [hint && `${ID}-${name}-hint`, error && `${ID}-${name}-error`].filter(Boolean).join(" ") || undefined;

/** The banks' or operators' choice the option itself names (an "M-Pesa" option, an "M-Pesa" operator). */
function impliedBank(option: PayoutOption | undefined, banks: readonly { code: string; name: string }[]) {
  if (banks.length === 1) return banks[0]?.code ?? "";
  if (!option || option.type === "bank") return "";
  const label = option.label.toLowerCase();
  return banks.find((bank) => bank.name.toLowerCase() === label)?.code ?? "";
}

/**
 * Add or change the payout account: country, then how (bank or a mobile-money operator, from the server's
 * options), then the bank and the number. "Check account" asks the provider for the holder's name; the star
 * confirms it is theirs and enters their password before it is saved. Where the provider cannot check names
 * (Flutterwave's mobile money), the star types the name registered with the operator and confirms it instead.
 * A new account receives nothing for 48 hours.
 */
export function PayoutAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const errorText = useErrorText();
  const names = useCatalogueNames();
  const { user } = useSession();
  const [country, setCountry] = useState<string>(() => payoutCountryOf(user?.country));
  // Africa's 54, named and ordered in the page's language.
  const countries = payoutCountryOptions(names.country, locale);
  const [optionIndex, setOptionIndex] = useState("");
  const [chosenBank, setChosenBank] = useState("");
  const [accountNumber, setAccountNumber] = useState("");
  const [resolved, setResolved] = useState<ResolvedPayoutAccount | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  /** The holder's name the star types when the provider cannot check it. */
  const [declaredName, setDeclaredName] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const options = usePayoutOptions(country);
  const option = optionIndex === "" ? undefined : options.data?.options[Number(optionIndex)];
  const banks = usePayoutBanks(country, option?.type);
  const bankList = option ? (banks.data?.banks ?? []) : [];
  const bankCode = chosenBank || impliedBank(option, bankList);
  /** Salamu cannot pay to this country yet: the form says so and offers nothing to check. */
  const cannotPay = country !== "" && options.data?.options.length === 0;
  const resolve = useResolvePayoutAccount();
  const save = useSavePayoutAccount();
  const busy = resolve.isPending || save.isPending;

  /** Anything that changes the account makes the name checked before it stale. */
  const changed = () => {
    setResolved(null);
    setConfirmed(false);
    setDeclaredName("");
    setPassword("");
    resolve.reset();
  };

  // An empty field is missing (the schema's "is required"), not a wrong number.
  const account = { type: option?.type, country, bankCode, accountNumber: accountNumber.trim() || undefined };

  const check = () => {
    const result = validate(resolvePayoutAccountSchema, account);
    setErrors(result.errors);
    if (!result.success) return focusFirstError(result.errors, FIELDS, ID);
    resolve.mutate(result.data, {
      onSuccess: setResolved,
      onError: (error) =>
        setErrors({
          ...apiFieldErrors(error),
          form: errorMessage(error, t("account.payoutDialog.checkFailed")),
        }),
    });
  };

  /** The provider cannot check this account's name: the star declares it and confirms it is right. */
  const declaring = resolved !== null && resolved.accountName === null;

  const saveAccount = () => {
    const confirmedName = declaring ? declaredName.trim() : resolved?.accountName;
    const result = validate(savePayoutAccountSchema, {
      ...account,
      confirmedAccountName: confirmed && confirmedName ? confirmedName : "",
      password,
    });
    // A declared name is typed, then confirmed: each missing step says so.
    if (declaring && !confirmedName) {
      result.errors.confirmedAccountName = t("account.payoutDialog.typeName");
    } else if (declaring && !confirmed) {
      result.errors.confirmedAccountName = t("account.payoutDialog.tickBox");
    }
    setErrors(result.errors);
    if (!result.success || result.errors.confirmedAccountName) return focusFirstError(result.errors, FIELDS, ID);
    save.mutate(result.data, {
      onSuccess: ({ account: saved }) => {
        toast.success(t("account.payoutDialog.saved"), {
          description: saved
            ? t("account.payoutDialog.savedText", { date: formatDateTime(saved.usableFrom, locale) })
            : undefined,
        });
        onClose();
      },
      onError: (error) => {
        const fields = apiFieldErrors(error);
        setErrors({ ...fields, form: errorMessage(error, t("account.payoutDialog.saveFailed")) });
        focusFirstError(fields, FIELDS, ID);
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resolved) saveAccount();
    else check();
  };

  const mobile = option?.type === "mobile_money";
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("account.payoutAccount.title")}</DialogTitle>
          <DialogDescription>
            {t("account.payoutDialog.description", { hours: NEW_PAYOUT_ACCOUNT_COOLDOWN_HOURS })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("account.payoutAccount.title")}>
          <FormField id={`${ID}-country`} label={t("account.profile.country")} error={errors.country}>
            <OptionSelect
              options={countries}
              value={country}
              placeholder={t("account.payoutDialog.chooseCountry")}
              onValueChange={(next) => {
                setCountry(next);
                setOptionIndex("");
                setChosenBank("");
                changed();
              }}
              trigger={{
                id: `${ID}-country`,
                disabled: busy,
                "aria-invalid": errors.country ? true : undefined,
                "aria-describedby": describedBy("country", errors.country),
              }}
            />
          </FormField>

          {country !== "" && (
            <fieldset
              id={`${ID}-type`}
              tabIndex={-1}
              aria-describedby={describedBy("type", errors.type)}
              className="space-y-2 focus:outline-none"
            >
              <legend className="text-sm font-medium text-slate-800">{t("account.payoutDialog.how")}</legend>
              {options.isPending ? (
                <p className="text-sm text-slate-600">{t("account.payoutDialog.loadingOptions")}</p>
              ) : options.isError ? (
                <p role="alert" className="text-sm text-red-700">
                  {errorMessage(options.error, t("account.payoutDialog.optionsFailed"))}
                </p>
              ) : options.data.options.length === 0 ? (
                // No configured provider pays this country yet: said plainly, with a way to reach support.
                <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-slate-800">
                  {messageParts(
                    t,
                    "account.payoutDialog.cannotPayCountry",
                    { country: <bdi>{names.country(country)}</bdi> },
                    {},
                    [
                      (children) => (
                        <Link to="/contact-us" className="font-medium text-brand-700 underline">
                          {children}
                        </Link>
                      ),
                    ],
                  )}
                </p>
              ) : (
                <div className="grid gap-2 sm:grid-cols-2">
                  {options.data.options.map((candidate, index) => (
                    <label
                      key={`${candidate.type}-${candidate.label}`}
                      className={cn(
                        "flex items-center gap-2 rounded-xl border border-slate-200 px-3 py-2.5 text-sm text-slate-800",
                        "has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50",
                      )}
                    >
                      <input
                        type="radio"
                        name={`${ID}-option`}
                        value={String(index)}
                        checked={optionIndex === String(index)}
                        disabled={busy}
                        onChange={() => {
                          setOptionIndex(String(index));
                          setChosenBank("");
                          changed();
                        }}
                        className="size-4 accent-brand-700"
                      />
                      <span>
                        {candidate.label}
                        <span className="block text-xs text-slate-600">
                          {t("account.payoutDialog.paidIn", { currency: candidate.currency })}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              )}
              {errors.type && (
                <p id={`${ID}-type-error`} className="text-sm font-medium text-red-700">
                  {errorText(errors.type)}
                </p>
              )}
            </fieldset>
          )}

          {option && (
            <FormField
              id={`${ID}-bankCode`}
              label={mobile ? t("account.payoutDialog.operator") : t("account.payoutDialog.bank")}
              error={errors.bankCode}
            >
              <OptionSelect
                options={bankList.map((bank) => ({ id: bank.code, name: bank.name }))}
                value={bankCode}
                placeholder={
                  banks.isPending
                    ? t("account.payoutDialog.loading")
                    : mobile
                      ? t("account.payoutDialog.chooseOperator")
                      : t("account.payoutDialog.chooseBank")
                }
                onValueChange={(next) => {
                  setChosenBank(next);
                  changed();
                }}
                trigger={{
                  id: `${ID}-bankCode`,
                  disabled: busy || banks.isPending,
                  "aria-invalid": errors.bankCode ? true : undefined,
                  "aria-describedby": describedBy("bankCode", errors.bankCode),
                }}
              />
            </FormField>
          )}

          {option && (
            <FormField
              id={`${ID}-accountNumber`}
              label={mobile ? t("account.payoutDialog.phone") : t("account.payoutDialog.accountNumber")}
              error={errors.accountNumber}
              hint={mobile ? t("account.payoutDialog.phoneHint") : t("account.payoutDialog.accountNumberHint")}
            >
              <Input
                id={`${ID}-accountNumber`}
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                value={accountNumber}
                disabled={busy}
                aria-invalid={errors.accountNumber ? true : undefined}
                aria-describedby={describedBy("accountNumber", errors.accountNumber, true)}
                onChange={(event) => {
                  setAccountNumber(event.target.value);
                  changed();
                }}
              />
            </FormField>
          )}

          {resolved && (
            <section
              aria-label={t("account.payoutDialog.found")}
              className={cn(
                "space-y-3 rounded-xl border p-4",
                declaring ? "border-amber-200 bg-amber-50" : "border-emerald-200 bg-emerald-50",
              )}
            >
              {resolved.accountName === null ? (
                <>
                  <p className="text-sm text-slate-700">
                    {messageParts(t, "account.payoutDialog.declare", {
                      account: (
                        <bdi>
                          {resolved.bankName} {masked(resolved.accountNumberLast4)}
                        </bdi>
                      ),
                      bank: <bdi>{resolved.bankName}</bdi>,
                    })}
                  </p>
                  <FormField
                    id={`${ID}-confirmedAccountName`}
                    label={t("account.payoutDialog.holderName")}
                    error={errors.confirmedAccountName}
                  >
                    <Input
                      id={`${ID}-confirmedAccountName`}
                      autoComplete="name"
                      dir="auto"
                      value={declaredName}
                      disabled={busy}
                      aria-invalid={errors.confirmedAccountName ? true : undefined}
                      aria-describedby={describedBy("confirmedAccountName", errors.confirmedAccountName)}
                      onChange={(event) => {
                        setDeclaredName(event.target.value);
                        setConfirmed(false);
                      }}
                    />
                  </FormField>
                  <label className="flex items-start gap-2 text-sm text-slate-900">
                    <input
                      id={`${ID}-declaredNameConfirmed`}
                      type="checkbox"
                      checked={confirmed}
                      disabled={busy}
                      onChange={(event) => {
                        setConfirmed(event.target.checked);
                        // Ticked: the "confirm the name" error no longer applies.
                        if (event.target.checked) setErrors(({ confirmedAccountName: _, ...rest }) => rest);
                      }}
                      className="mt-0.5 size-4 accent-brand-700"
                    />
                    <span>
                      {messageParts(t, "account.payoutDialog.confirmDeclared", {
                        bank: <bdi>{resolved.bankName}</bdi>,
                      })}
                    </span>
                  </label>
                </>
              ) : (
                <>
                  <p className="text-sm text-slate-700">
                    {messageParts(t, "account.payoutDialog.inTheNameOf", {
                      account: (
                        <bdi>
                          {resolved.bankName} {masked(resolved.accountNumberLast4)}
                        </bdi>
                      ),
                    })}
                  </p>
                  <p dir="auto" className="text-base font-bold text-slate-900">
                    {resolved.accountName}
                  </p>
                  <div>
                    <label className="flex items-start gap-2 text-sm text-slate-900">
                      <input
                        id={`${ID}-confirmedAccountName`}
                        type="checkbox"
                        checked={confirmed}
                        disabled={busy}
                        aria-invalid={errors.confirmedAccountName ? true : undefined}
                        aria-describedby={describedBy("confirmedAccountName", errors.confirmedAccountName)}
                        onChange={(event) => {
                          setConfirmed(event.target.checked);
                          // Ticked: the "confirm the name" error no longer applies.
                          if (event.target.checked) setErrors(({ confirmedAccountName: _, ...rest }) => rest);
                        }}
                        className="mt-0.5 size-4 accent-brand-700"
                      />
                      {t("account.payoutDialog.confirm")}
                    </label>
                    {errors.confirmedAccountName && (
                      <p id={`${ID}-confirmedAccountName-error`} className="mt-1 text-sm font-medium text-red-700">
                        {errorText(errors.confirmedAccountName)}
                      </p>
                    )}
                  </div>
                </>
              )}
              <FormField
                id={`${ID}-password`}
                label={t("account.payoutDialog.password")}
                error={errors.password}
                hint={t("account.payoutDialog.passwordHint")}
              >
                <Input
                  id={`${ID}-password`}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  disabled={busy}
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={describedBy("password", errors.password, true)}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </FormField>
            </section>
          )}

          {errors.form && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
              {errors.form}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={onClose}>
              {t("common.dialog.cancel")}
            </Button>
            {resolved ? (
              <Button type="submit" pending={save.isPending}>
                {t("account.payoutDialog.save")}
              </Button>
            ) : (
              !cannotPay && (
                <Button type="submit" pending={resolve.isPending}>
                  {t("account.payoutDialog.check")}
                </Button>
              )
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
