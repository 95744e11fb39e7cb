import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { CURRENCY_CODES, type CurrencyCode, findCurrency } from "@/shared/currencies";
import type { MessageKey } from "@/shared/messages/keys";
import { DEFAULT_PAYOUT_MINIMUMS } from "@/shared/payouts";
import { type PayoutSettings, payoutSettingsSchema } from "@/shared/schemas/settings";
import { OptionSelect } from "@/web/components/option-select";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { FormField, useErrorText } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { errorMessage, failureMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { usePayoutSettings } from "../api/get-payout-settings";
import { useSavePayoutSettings } from "../api/save-payout-settings";

const ID = "payouts";
const FIELDS = ["holdDays", "schedule", "approvalThresholdUsdCents", "minimumsMinor", "lossBorneBy"] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

const SCHEDULES = ["daily", "weekly", "monthly", "off"] as const;

const LOSS_BEARERS = [
  { id: "platform", labelKey: null, hintKey: "admin.settings.payouts.lossPlatformHint" },
  { id: "star", labelKey: "admin.settings.payouts.lossStar", hintKey: "admin.settings.payouts.lossStarHint" },
] as const satisfies readonly { id: string; labelKey: MessageKey | null; hintKey: MessageKey }[];

/** Amounts are typed in major units (naira, dollars) and stored in minor units. */
const scale = (currency: CurrencyCode) => 10 ** findCurrency(currency).minorDigits;
const toMajorText = (minor: number | undefined, currency: CurrencyCode) =>
  minor === undefined ? "" : String(minor / scale(currency));
const toMinor = (text: string, currency: CurrencyCode): number | undefined =>
  text.trim() === "" ? undefined : Math.round(Number(text) * scale(currency));

/** The currencies with a minimum by default, then any other one staff set. */
const minimumCurrencies = (minimums: PayoutSettings["minimumsMinor"]) =>
  CURRENCY_CODES.filter((code) => code in DEFAULT_PAYOUT_MINIMUMS || minimums[code] !== undefined);

function PayoutSettingsFields({ settings }: { settings: PayoutSettings }) {
  const t = useT();
  // The schema's English messages in the page's language (FormField does it for the other fields).
  const errorText = useErrorText();
  const currencies = minimumCurrencies(settings.minimumsMinor);
  const schedules = SCHEDULES.map((id) => ({ id, name: t(`admin.settings.payouts.schedule.${id}`) }));
  const [values, setValues] = useState({
    holdDays: String(settings.holdDays),
    schedule: settings.schedule as string,
    approvalThreshold: String(settings.approvalThresholdUsdCents / 100),
    lossBorneBy: settings.lossBorneBy as string,
  });
  const [minimums, setMinimums] = useState<Record<string, string>>(() =>
    Object.fromEntries(currencies.map((code) => [code, toMajorText(settings.minimumsMinor[code], code)])),
  );
  const [errors, setErrors] = useState<Errors>({});
  const save = useSavePayoutSettings();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minimumsMinor: Record<string, number> = {};
    for (const code of currencies) {
      const minor = toMinor(minimums[code] ?? "", code);
      if (minor !== undefined) minimumsMinor[code] = minor;
    }
    const result = validate(payoutSettingsSchema, {
      holdDays: values.holdDays.trim() === "" ? undefined : Number(values.holdDays),
      schedule: values.schedule,
      minimumsMinor,
      approvalThresholdUsdCents: toMinor(values.approvalThreshold, "USD"),
      lossBorneBy: values.lossBorneBy,
    });
    setErrors(result.errors);
    if (!result.success) return focusFirstError(result.errors, FIELDS, ID);
    save.mutate(result.data, {
      onSuccess: () => toast.success(t("admin.settings.saved"), { description: t("admin.settings.payouts.saved") }),
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        toast.error(t("admin.settings.saveError"), {
          description: failureMessage(t("admin.settings.saveErrorText"), error),
        });
      },
    });
  };

  const describedBy = (name: (typeof FIELDS)[number], hint = true) =>
    [hint && `${ID}-${name}-hint`, errors[name] && `${ID}-${name}-error`].filter(Boolean).join(" ") || undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={t("admin.settings.payouts.form")}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={`${ID}-holdDays`}
          label={t("admin.settings.payouts.holdDays")}
          error={errors.holdDays}
          hint={t("admin.settings.payouts.holdDaysHint")}
        >
          <Input
            id={`${ID}-holdDays`}
            type="number"
            min={0}
            max={30}
            step="1"
            inputMode="numeric"
            value={values.holdDays}
            disabled={save.isPending}
            aria-invalid={errors.holdDays ? true : undefined}
            aria-describedby={describedBy("holdDays")}
            onChange={(event) => setValues((current) => ({ ...current, holdDays: event.target.value }))}
          />
        </FormField>
        <FormField
          id={`${ID}-schedule`}
          label={t("admin.settings.payouts.schedule")}
          error={errors.schedule}
          hint={t("admin.settings.payouts.scheduleHint")}
        >
          <OptionSelect
            options={schedules}
            value={values.schedule}
            onValueChange={(schedule) => setValues((current) => ({ ...current, schedule }))}
            trigger={{
              id: `${ID}-schedule`,
              disabled: save.isPending,
              "aria-invalid": errors.schedule ? true : undefined,
              "aria-describedby": describedBy("schedule"),
            }}
          />
        </FormField>
        <FormField
          id={`${ID}-approvalThresholdUsdCents`}
          label={t("admin.settings.payouts.approval")}
          error={errors.approvalThresholdUsdCents}
          hint={t("admin.settings.payouts.approvalHint")}
        >
          <Input
            id={`${ID}-approvalThresholdUsdCents`}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            value={values.approvalThreshold}
            disabled={save.isPending}
            aria-invalid={errors.approvalThresholdUsdCents ? true : undefined}
            aria-describedby={describedBy("approvalThresholdUsdCents")}
            onChange={(event) => setValues((current) => ({ ...current, approvalThreshold: event.target.value }))}
          />
        </FormField>
      </div>

      <fieldset
        id={`${ID}-minimumsMinor`}
        tabIndex={-1}
        aria-describedby={describedBy("minimumsMinor")}
        className="space-y-3 focus:outline-none"
      >
        <legend className="text-sm font-medium text-slate-800">{t("admin.settings.payouts.minimums")}</legend>
        <p id={`${ID}-minimumsMinor-hint`} className="text-xs text-slate-600">
          {t("admin.settings.payouts.minimumsHint")}
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {currencies.map((code) => (
            <FormField key={code} id={`${ID}-minimum-${code}`} label={code}>
              <Input
                id={`${ID}-minimum-${code}`}
                type="number"
                min={0}
                inputMode="decimal"
                value={minimums[code] ?? ""}
                disabled={save.isPending}
                aria-invalid={errors.minimumsMinor ? true : undefined}
                onChange={(event) => setMinimums((current) => ({ ...current, [code]: event.target.value }))}
              />
            </FormField>
          ))}
        </div>
        {errors.minimumsMinor && (
          <p id={`${ID}-minimumsMinor-error`} className="text-sm font-medium text-red-700">
            {errorText(errors.minimumsMinor)}
          </p>
        )}
      </fieldset>

      <fieldset
        id={`${ID}-lossBorneBy`}
        tabIndex={-1}
        aria-describedby={describedBy("lossBorneBy", false)}
        className="space-y-2 focus:outline-none"
      >
        <legend className="text-sm font-medium text-slate-800">{t("admin.settings.payouts.lossBorneBy")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {LOSS_BEARERS.map((bearer) => (
            <label
              key={bearer.id}
              className="flex items-start gap-2 rounded-xl border border-slate-200 px-3 py-2.5 text-sm text-slate-800 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={`${ID}-lossBorneBy`}
                value={bearer.id}
                checked={values.lossBorneBy === bearer.id}
                disabled={save.isPending}
                onChange={() => setValues((current) => ({ ...current, lossBorneBy: bearer.id }))}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>
                {bearer.labelKey ? t(bearer.labelKey) : "Salamu"}
                <span className="block text-xs text-slate-600">{t(bearer.hintKey)}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.lossBorneBy && (
          <p id={`${ID}-lossBorneBy-error`} className="text-sm font-medium text-red-700">
            {errorText(errors.lossBorneBy)}
          </p>
        )}
      </fieldset>

      <Button type="submit" pending={save.isPending}>
        {save.isPending ? t("admin.settings.saving") : t("admin.settings.save")}
      </Button>
    </form>
  );
}

/** Settings > Payouts: how stars are paid (hold, schedule, minimums, approvals) and who bears a lost dispute. */
export function PayoutSettingsCard() {
  const t = useT();
  const { data, isPending, isError, error, refetch } = usePayoutSettings();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t("admin.settings.payouts.title")}</h2>
        <CardDescription>{t("admin.settings.payouts.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <LoadingState label={t("admin.settings.payouts.loading")} />
        ) : isError ? (
          <ErrorState
            message={t("admin.settings.payouts.loadFailed", {
              reason: errorMessage(error, t("admin.settings.tryAgain")),
            })}
            onRetry={() => void refetch()}
          />
        ) : (
          <PayoutSettingsFields settings={data} />
        )}
      </CardContent>
    </Card>
  );
}
