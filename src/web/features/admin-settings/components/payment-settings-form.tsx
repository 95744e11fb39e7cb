import { CircleCheck, CircleX, PlugZap, ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { PAYMENT_PROVIDERS, type PaymentProviderKind } from "@/shared/payments";
import type { ConnectionTest } from "@/shared/schemas/settings";
import { type PaymentSettingsView, paymentSettingsInputSchema } from "@/shared/schemas/settings";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { Switch } from "@/web/components/ui/switch";
import { errorMessage, failureMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { useSavePaymentSettings } from "../api/save-payment-settings";
import { useTestPaymentConnection } from "../api/test-payment-connection";

const ID = "payments";
const FIELDS = [
  "provider",
  "testPublicKey",
  "testSecretKey",
  "testEncryptionKey",
  "publicKey",
  "secretKey",
  "encryptionKey",
  "testMode",
] as const;
type Field = (typeof FIELDS)[number];
type SecretName = "secretKey" | "encryptionKey" | "testSecretKey" | "testEncryptionKey";
/** Each mode's fields: the unprefixed ones are the live set. */
const SETS = {
  test: { publicKey: "testPublicKey", secretKey: "testSecretKey", encryptionKey: "testEncryptionKey" },
  live: { publicKey: "publicKey", secretKey: "secretKey", encryptionKey: "encryptionKey" },
} as const;

/** The providers by name (brands, the same in every language); the sandbox is described. */
const providerLabel = (t: ReturnType<typeof useT>, kind: PaymentProviderKind) =>
  kind === "sandbox"
    ? t("admin.settings.payments.providerSandbox")
    : kind === "flutterwave"
      ? "Flutterwave"
      : "Paystack";

/** What a secret field shows in place of its value: the stored mask, or where the key comes from. */
function secretPlaceholder(
  t: ReturnType<typeof useT>,
  secret: PaymentSettingsView["secretKey"],
  fromEnvironment: boolean,
): string {
  if (secret.set) return t("admin.settings.payments.stored", { hint: secret.hint ?? "••••" });
  return fromEnvironment ? t("admin.settings.payments.fromEnvironment") : t("admin.settings.payments.notSet");
}

/**
 * The payment provider and its keys (the super admin's alone). Secret fields start empty and show the stored mask;
 * what is typed replaces the stored key, an empty field keeps it. A secret is never put back into a field.
 */
export function PaymentSettingsForm({ payments }: { payments: PaymentSettingsView }) {
  const t = useT();
  const [provider, setProvider] = useState<PaymentProviderKind>(payments.provider);
  const [values, setValues] = useState<Record<Exclude<Field, "provider" | "testMode">, string>>({
    publicKey: payments.publicKey,
    testPublicKey: payments.testPublicKey,
    secretKey: "",
    encryptionKey: "",
    testSecretKey: "",
    testEncryptionKey: "",
  });
  const setValue = (name: keyof typeof values) => (next: string) => setValues((old) => ({ ...old, [name]: next }));
  const [testMode, setTestMode] = useState(payments.testMode);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [connection, setConnection] = useState<ConnectionTest | null>(null);
  const save = useSavePaymentSettings();
  const test = useTestPaymentConnection();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(paymentSettingsInputSchema, {
      provider,
      publicKey: values.publicKey,
      testPublicKey: values.testPublicKey,
      // Empty means "keep the stored one": left out of the request.
      secretKey: values.secretKey.trim() || undefined,
      encryptionKey: values.encryptionKey.trim() || undefined,
      testSecretKey: values.testSecretKey.trim() || undefined,
      testEncryptionKey: values.testEncryptionKey.trim() || undefined,
      testMode,
    });
    setErrors(result.errors);
    if (!result.success) {
      focusFirstError(result.errors, FIELDS, ID);
      return;
    }
    save.mutate(result.data, {
      onSuccess: () => {
        setValues((old) => ({ ...old, secretKey: "", encryptionKey: "", testSecretKey: "", testEncryptionKey: "" }));
        setConnection(null);
        toast.success(t("admin.settings.saved"), { description: t("admin.settings.payments.saved") });
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        toast.error(t("admin.settings.saveError"), {
          description: failureMessage(t("admin.settings.saveErrorText"), error),
        });
      },
    });
  };

  const runTest = () => {
    setConnection(null);
    test.mutate(undefined, {
      onSuccess: setConnection,
      onError: (error) =>
        setConnection({ ok: false, message: errorMessage(error, t("admin.settings.payments.testFailed")) }),
    });
  };

  const describedBy = (name: Field, hint = true) =>
    [hint && `${ID}-${name}-hint`, errors[name] && `${ID}-${name}-error`].filter(Boolean).join(" ") || undefined;

  const secretField = (name: SecretName, label: string, value: string, set: (next: string) => void) => (
    <FormField
      id={`${ID}-${name}`}
      label={label}
      error={errors[name]}
      hint={payments[name].set ? t("admin.settings.payments.keepStored") : t("admin.settings.payments.noneNeeded")}
    >
      <Input
        id={`${ID}-${name}`}
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        value={value}
        placeholder={secretPlaceholder(
          t,
          payments[name],
          payments.secretFromEnvironment && name === SETS[payments.testMode ? "test" : "live"].secretKey,
        )}
        disabled={save.isPending}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
        onChange={(event) => set(event.target.value)}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t("admin.settings.payments.title")}</h2>
        <CardDescription>{t("admin.settings.payments.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <p
          role="status"
          className={
            payments.testMode
              ? "rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900"
              : "rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm font-semibold text-emerald-900"
          }
        >
          {t(payments.testMode ? "admin.settings.payments.modeTest" : "admin.settings.payments.modeLive")}
        </p>
        <p className="flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("admin.settings.payments.keysNote")}
        </p>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t("admin.settings.payments.form")}>
          <FormField id={`${ID}-provider`} label={t("admin.settings.payments.provider")} error={errors.provider}>
            <Select
              id={`${ID}-provider`}
              aria-describedby={describedBy("provider", false)}
              value={provider}
              disabled={save.isPending}
              onChange={(event) => setProvider(event.target.value as PaymentProviderKind)}
            >
              {PAYMENT_PROVIDERS.map((kind) => (
                <option key={kind} value={kind}>
                  {providerLabel(t, kind)}
                </option>
              ))}
            </Select>
          </FormField>
          {(["test", "live"] as const).map((mode) => {
            const set = SETS[mode];
            return (
              <fieldset key={mode} className="space-y-4 rounded-xl border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-900">
                  {t(mode === "test" ? "admin.settings.payments.testKeys" : "admin.settings.payments.liveKeys")}
                </legend>
                <FormField
                  id={`${ID}-${set.publicKey}`}
                  label={t("admin.settings.payments.publicKey")}
                  error={errors[set.publicKey]}
                >
                  <Input
                    id={`${ID}-${set.publicKey}`}
                    autoComplete="off"
                    spellCheck={false}
                    value={values[set.publicKey]}
                    disabled={save.isPending}
                    aria-invalid={errors[set.publicKey] ? true : undefined}
                    aria-describedby={describedBy(set.publicKey, false)}
                    onChange={(event) => setValue(set.publicKey)(event.target.value)}
                  />
                </FormField>
                <div className="grid gap-5 sm:grid-cols-2">
                  {secretField(
                    set.secretKey,
                    t("admin.settings.payments.secretKey"),
                    values[set.secretKey],
                    setValue(set.secretKey),
                  )}
                  {secretField(
                    set.encryptionKey,
                    t("admin.settings.payments.encryptionKey"),
                    values[set.encryptionKey],
                    setValue(set.encryptionKey),
                  )}
                </div>
              </fieldset>
            );
          })}
          <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-3">
            <div>
              <p id={`${ID}-testMode-label`} className="text-sm font-medium text-slate-900">
                {t("admin.settings.payments.testMode")}
              </p>
              <p id={`${ID}-testMode-hint`} className="text-sm text-slate-600">
                {t("admin.settings.payments.testModeHint")}
              </p>
            </div>
            <Switch
              id={`${ID}-testMode`}
              checked={testMode}
              disabled={save.isPending}
              labelledBy={`${ID}-testMode-label`}
              describedBy={`${ID}-testMode-hint`}
              onCheckedChange={setTestMode}
            />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" pending={save.isPending}>
              {save.isPending ? t("admin.settings.saving") : t("admin.settings.payments.save")}
            </Button>
            <Button
              icon={<PlugZap aria-hidden="true" />}
              variant="outline"
              pending={test.isPending}
              aria-describedby={`${ID}-test-hint`}
              onClick={runTest}
            >
              {t("admin.settings.payments.test")}
            </Button>
          </div>
          <p id={`${ID}-test-hint`} className="text-xs text-slate-600">
            {t("admin.settings.payments.testHint")}
          </p>
          <div role="status" aria-live="polite">
            {connection && (
              <p
                className={
                  connection.ok
                    ? "flex gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800"
                    : "flex gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-700"
                }
              >
                {connection.ok ? (
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                ) : (
                  <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                )}
                <span>
                  <span className="font-semibold">
                    {connection.ok
                      ? t("admin.settings.payments.connected")
                      : t("admin.settings.payments.connectionFailed")}
                  </span>{" "}
                  {connection.message}
                </span>
              </p>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
