import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { MAX_OPEN_REQUESTS_LIMIT } from "@/shared/booking";
import { type MyCelebrityProfile, maxOpenRequestsSchema } from "@/shared/schemas/celebrity-profile";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { useT } from "@/web/lib/i18n";
import { useSettingSave } from "../hooks/use-setting-save";

const FIELD_ID = "capacity-maxOpenRequests";

/** What the field holds: empty for no limit, else the number as typed (a bad one is refused, never guessed). */
const parsed = (text: string): unknown => (text.trim() === "" ? null : Number(text));

/**
 * How many open requests the star takes at once (ADR 055), saved on its own: empty is no limit. At the limit the
 * public profile says the star is fully booked and fans cannot book until a request is delivered or closed.
 */
export function CapacityCard({ profile }: { profile: MyCelebrityProfile }) {
  const t = useT();
  const {
    save: saveLimit,
    error,
    clearError,
    pending,
  } = useSettingSave("maxOpenRequests", FIELD_ID, maxOpenRequestsSchema);
  const [text, setText] = useState(profile.maxOpenRequests === null ? "" : String(profile.maxOpenRequests));
  const limit = profile.maxOpenRequests;
  const full = limit !== null && profile.openRequests >= limit;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveLimit(parsed(text), (saved) => {
      setText(saved.maxOpenRequests === null ? "" : String(saved.maxOpenRequests));
      toast.success(t("account.capacity.saved"), {
        description:
          saved.maxOpenRequests === null
            ? t("account.capacity.savedNoLimit")
            : t("account.capacity.savedLimit", { count: saved.maxOpenRequests }),
      });
    });
  };

  return (
    <Card>
      <CardContent className="space-y-4 p-6">
        <div className="space-y-1">
          <h3 className="font-semibold text-slate-900">{t("account.capacity.title")}</h3>
          <p className="text-sm text-slate-600">{t("account.capacity.description")}</p>
        </div>
        <p className="text-sm text-slate-700" data-testid="open-requests">
          {limit === null
            ? t("account.capacity.openNoLimit", { count: profile.openRequests })
            : t("account.capacity.openOfLimit", { count: profile.openRequests, limit })}
        </p>
        {full && (
          <p role="status" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t("account.capacity.full")}
          </p>
        )}
        <form
          noValidate
          onSubmit={save}
          aria-label={t("account.capacity.title")}
          className="flex flex-wrap items-start gap-3"
        >
          <FormField
            id={FIELD_ID}
            label={t("account.capacity.label")}
            hint={t("account.capacity.hint", { max: MAX_OPEN_REQUESTS_LIMIT })}
            error={error}
            className="w-full sm:w-64"
          >
            <Input
              id={FIELD_ID}
              name="maxOpenRequests"
              // Text, not a number field: what the star typed is what is checked ("abc" is refused, not read as
              // empty, which would mean no limit).
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t("account.capacity.noLimit")}
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={[`${FIELD_ID}-hint`, error && `${FIELD_ID}-error`].filter(Boolean).join(" ")}
              onChange={(event) => {
                setText(event.target.value);
                if (error) clearError();
              }}
            />
          </FormField>
          <Button type="submit" pending={pending} className="sm:mt-7">
            {t("account.capacity.save")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
