import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { type MarketplaceSettingsView, marketplaceSettingsSchema } from "@/shared/schemas/settings";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { failureMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { useSaveMarketplaceSettings } from "../api/save-marketplace-settings";

const ID = "marketplace";
const FIELDS = ["platformFeePercent", "deliveryDays", "maxRateAgeHours"] as const;
type Field = (typeof FIELDS)[number];

/** An empty field is "missing" (the schema's own message), not 0. */
const toNumber = (text: string): number | undefined => (text.trim() === "" ? undefined : Number(text));

/**
 * The platform fee (0-50 %), the days a celebrity has to deliver (1-30) and the oldest exchange rate a real
 * payment is charged at (1-24 hours), checked with the server's schema. The fee applies to requests accepted
 * from now on; the delivery window to requests paid from now on; the rate age to the next checkout.
 */
export function MarketplaceSettingsForm({ settings }: { settings: MarketplaceSettingsView }) {
  const t = useT();
  const [values, setValues] = useState<Record<Field, string>>({
    platformFeePercent: String(settings.platformFeePercent),
    deliveryDays: String(settings.deliveryDays),
    maxRateAgeHours: String(settings.maxRateAgeHours),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveMarketplaceSettings();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(marketplaceSettingsSchema, {
      platformFeePercent: toNumber(values.platformFeePercent),
      deliveryDays: toNumber(values.deliveryDays),
      // The schema lets the API leave it out; the form always sends it, so an empty field is an error.
      maxRateAgeHours: toNumber(values.maxRateAgeHours) ?? Number.NaN,
    });
    setErrors(result.errors);
    if (!result.success) {
      focusFirstError(result.errors, FIELDS, ID);
      return;
    }
    save.mutate(result.data, {
      onSuccess: () =>
        toast.success(t("admin.settings.saved"), {
          description: t("admin.settings.marketplace.saved", {
            fee: result.data.platformFeePercent,
            days: result.data.deliveryDays,
          }),
        }),
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        toast.error(t("admin.settings.saveError"), {
          description: failureMessage(t("admin.settings.saveErrorText"), error),
        });
      },
    });
  };

  const field = (name: Field) => ({
    id: `${ID}-${name}`,
    name,
    value: values[name],
    inputMode: "decimal" as const,
    disabled: save.isPending,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": `${ID}-${name}-hint${errors[name] ? ` ${ID}-${name}-error` : ""}`,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t("admin.settings.marketplace.title")}</h2>
        <CardDescription>{t("admin.settings.marketplace.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t("admin.settings.marketplace.form")}>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id={`${ID}-platformFeePercent`}
              label={t("admin.settings.marketplace.fee")}
              error={errors.platformFeePercent}
              hint={t("admin.settings.marketplace.feeHint")}
            >
              <Input type="number" min={0} max={50} step="0.5" {...field("platformFeePercent")} />
            </FormField>
            <FormField
              id={`${ID}-deliveryDays`}
              label={t("admin.settings.marketplace.deliveryDays")}
              error={errors.deliveryDays}
              hint={t("admin.settings.marketplace.deliveryDaysHint")}
            >
              <Input type="number" min={1} max={30} step="1" {...field("deliveryDays")} inputMode="numeric" />
            </FormField>
            <FormField
              id={`${ID}-maxRateAgeHours`}
              label={t("admin.settings.marketplace.rateAge")}
              error={errors.maxRateAgeHours}
              hint={t("admin.settings.marketplace.rateAgeHint")}
            >
              <Input type="number" min={1} max={24} step="1" {...field("maxRateAgeHours")} inputMode="numeric" />
            </FormField>
          </div>
          <Button type="submit" pending={save.isPending}>
            {save.isPending ? t("admin.settings.saving") : t("admin.settings.save")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
