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
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { useSavePaymentSettings } from "../api/save-payment-settings";
import { useTestPaymentConnection } from "../api/test-payment-connection";

const ID = "payments";
const FIELDS = ["provider", "publicKey", "secretKey", "encryptionKey", "testMode"] as const;
type Field = (typeof FIELDS)[number];

const PROVIDER_LABELS: Record<PaymentProviderKind, string> = {
  sandbox: "Sandbox (test payments, no provider)",
  flutterwave: "Flutterwave",
  paystack: "Paystack",
};

/** What a secret field shows in place of its value: the stored mask, or where the key comes from. */
function secretPlaceholder(secret: PaymentSettingsView["secretKey"], fromEnvironment: boolean): string {
  if (secret.set) return `Stored: ${secret.hint ?? "••••"}`;
  return fromEnvironment ? "Taken from the server's environment" : "Not set";
}

/**
 * The payment provider and its keys (the super admin's alone). Secret fields start empty and show the stored mask;
 * what is typed replaces the stored key, an empty field keeps it. A secret is never put back into a field.
 */
export function PaymentSettingsForm({ payments }: { payments: PaymentSettingsView }) {
  const [provider, setProvider] = useState<PaymentProviderKind>(payments.provider);
  const [publicKey, setPublicKey] = useState(payments.publicKey);
  const [secretKey, setSecretKey] = useState("");
  const [encryptionKey, setEncryptionKey] = useState("");
  const [testMode, setTestMode] = useState(payments.testMode);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [connection, setConnection] = useState<ConnectionTest | null>(null);
  const save = useSavePaymentSettings();
  const test = useTestPaymentConnection();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(paymentSettingsInputSchema, {
      provider,
      publicKey,
      // Empty means "keep the stored one": left out of the request.
      secretKey: secretKey.trim() || undefined,
      encryptionKey: encryptionKey.trim() || undefined,
      testMode,
    });
    setErrors(result.errors);
    if (!result.success) {
      focusFirstError(result.errors, FIELDS, ID);
      return;
    }
    save.mutate(result.data, {
      onSuccess: () => {
        setSecretKey("");
        setEncryptionKey("");
        setConnection(null);
        toast.success("Settings Saved", { description: "The payment settings are saved." });
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        toast.error("Error Saving Settings", {
          description: failureMessage("There was an error saving your settings. Please try again.", error),
        });
      },
    });
  };

  const runTest = () => {
    setConnection(null);
    test.mutate(undefined, {
      onSuccess: setConnection,
      onError: (error) =>
        setConnection({ ok: false, message: errorMessage(error, "The connection test failed. Please try again.") }),
    });
  };

  const describedBy = (name: Field, hint = true) =>
    [hint && `${ID}-${name}-hint`, errors[name] && `${ID}-${name}-error`].filter(Boolean).join(" ") || undefined;

  const secretField = (
    name: "secretKey" | "encryptionKey",
    label: string,
    value: string,
    set: (next: string) => void,
  ) => (
    <FormField
      id={`${ID}-${name}`}
      label={label}
      error={errors[name]}
      hint={payments[name].set ? "Leave empty to keep the stored key." : "Leave empty if your provider has none."}
    >
      <Input
        id={`${ID}-${name}`}
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        value={value}
        placeholder={secretPlaceholder(payments[name], payments.secretFromEnvironment)}
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
        <h2 className="text-lg font-semibold leading-tight tracking-tight">Payment Settings</h2>
        <CardDescription>The provider fans pay through, and its keys.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <p className="flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Keys are stored encrypted on the server and never sent back to a browser: only their last characters show
          here.
        </p>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Payment settings">
          <FormField id={`${ID}-provider`} label="Provider" error={errors.provider}>
            <Select
              id={`${ID}-provider`}
              aria-describedby={describedBy("provider", false)}
              value={provider}
              disabled={save.isPending}
              onChange={(event) => setProvider(event.target.value as PaymentProviderKind)}
            >
              {PAYMENT_PROVIDERS.map((kind) => (
                <option key={kind} value={kind}>
                  {PROVIDER_LABELS[kind]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id={`${ID}-publicKey`} label="Public key" error={errors.publicKey}>
            <Input
              id={`${ID}-publicKey`}
              autoComplete="off"
              spellCheck={false}
              value={publicKey}
              disabled={save.isPending}
              aria-invalid={errors.publicKey ? true : undefined}
              aria-describedby={describedBy("publicKey", false)}
              onChange={(event) => setPublicKey(event.target.value)}
            />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            {secretField("secretKey", "Secret key", secretKey, setSecretKey)}
            {secretField("encryptionKey", "Encryption key", encryptionKey, setEncryptionKey)}
          </div>
          <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-3">
            <div>
              <p id={`${ID}-testMode-label`} className="text-sm font-medium text-slate-900">
                Test mode
              </p>
              <p id={`${ID}-testMode-hint`} className="text-sm text-slate-600">
                The keys are the provider's test keys: no real money moves.
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
              {save.isPending ? "Saving…" : "Save payment settings"}
            </Button>
            <Button
              icon={<PlugZap aria-hidden="true" />}
              variant="outline"
              pending={test.isPending}
              aria-describedby={`${ID}-test-hint`}
              onClick={runTest}
            >
              Test connection
            </Button>
          </div>
          <p id={`${ID}-test-hint`} className="text-xs text-slate-600">
            The test uses the saved settings: save your changes first.
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
                  <span className="font-semibold">{connection.ok ? "Connected. " : "Connection failed. "}</span>
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
