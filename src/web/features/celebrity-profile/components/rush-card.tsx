import { Zap } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { RUSH_DELIVERY_HOURS } from "@/shared/booking";
import { type MyCelebrityProfile, rushPriceUsdSchema } from "@/shared/schemas/celebrity-profile";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { formatMinor } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useSettingSave } from "../hooks/use-setting-save";

const FIELD_ID = "rush-rushPriceUsd";

/** The price field as typed: empty is no price (refused while rush is on, never read as 0). */
const parsed = (text: string): unknown => (text.trim() === "" ? undefined : Number(text));
const asText = (cents: number | null) => (cents === null ? "" : String(cents / 100));

/**
 * Rush delivery (ADR 059), saved on its own: off by default; on, with the price it adds to the star's, in US
 * dollars as their price is. A rush request is due 24 hours after payment and refunded in full if not delivered.
 */
export function RushCard({ profile }: { profile: MyCelebrityProfile }) {
  const t = useT();
  const { locale } = useLocale();
  const { save: saveRush, error, clearError, pending } = useSettingSave("rushPriceUsd", FIELD_ID, rushPriceUsdSchema);
  const [offered, setOffered] = useState(profile.rushPriceCents !== null);
  const [text, setText] = useState(asText(profile.rushPriceCents));
  const usd = (cents: number) => formatMinor(cents, "USD", locale);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveRush(offered ? parsed(text) : null, (saved) => {
      setOffered(saved.rushPriceCents !== null);
      setText(asText(saved.rushPriceCents));
      toast.success(t("account.rush.saved"), {
        description:
          saved.rushPriceCents === null
            ? t("account.rush.savedOff", { hours: RUSH_DELIVERY_HOURS })
            : t("account.rush.savedOn", { hours: RUSH_DELIVERY_HOURS, price: usd(saved.rushPriceCents) }),
      });
    });
  };

  return (
    <Card>
      <CardContent className="space-y-4 p-6">
        <div className="space-y-1">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <Zap aria-hidden="true" className="size-4 text-amber-600" />
            {t("account.rush.title")}
          </h3>
          <p className="text-sm text-slate-600">{t("account.rush.description", { hours: RUSH_DELIVERY_HOURS })}</p>
        </div>
        <p className="text-sm text-slate-700" data-testid="rush-status">
          {profile.rushPriceCents === null
            ? t("account.rush.statusOff")
            : t("account.rush.statusOn", { price: usd(profile.rushPriceCents) })}
        </p>
        <form noValidate onSubmit={save} aria-label={t("account.rush.title")} className="space-y-4">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-900">
            <input
              type="checkbox"
              name="rushOffered"
              checked={offered}
              onChange={(event) => {
                setOffered(event.target.checked);
                if (error) clearError();
              }}
              className="size-4 rounded accent-brand-700"
            />
            {t("account.rush.offer", { hours: RUSH_DELIVERY_HOURS })}
          </label>
          <div className="flex flex-wrap items-start gap-3">
            {offered && (
              <FormField
                id={FIELD_ID}
                label={t("account.rush.priceLabel")}
                hint={t("account.rush.priceHint", { price: usd(profile.priceCents) })}
                error={error}
                className="w-full sm:w-64"
              >
                <Input
                  id={FIELD_ID}
                  name="rushPriceUsd"
                  // Text, not a number field: what the star typed is what is checked ("abc" is refused).
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={text}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={[`${FIELD_ID}-hint`, error && `${FIELD_ID}-error`].filter(Boolean).join(" ")}
                  onChange={(event) => {
                    setText(event.target.value);
                    if (error) clearError();
                  }}
                />
              </FormField>
            )}
            <Button type="submit" pending={pending} className={offered ? "sm:mt-7" : undefined}>
              {t("account.rush.save")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
