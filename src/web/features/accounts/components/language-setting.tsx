import { Languages } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES, type Locale } from "@/shared/locales";
import type { Me } from "@/shared/schemas/accounts";
import { useSwitchLanguage } from "@/web/components/layout/language-switch";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Label } from "@/web/components/ui/label";
import { Select } from "@/web/components/ui/select";
import { errorMessage } from "@/web/lib/api-client";
import { useLocale, useT } from "@/web/lib/i18n";
import { useUpdateLocale } from "../api/update-locale";

/**
 * The account's language (Account Settings): each language named in itself. Saving stores it on the account
 * (PUT /api/me/locale; its e-mails and SMS are then written in it) and, once the server has said yes, makes it
 * the saved choice of this browser and opens the page in it (the language switch's own way of doing so).
 */
export function LanguageSetting({ user }: { user: Me }) {
  const t = useT();
  const { locale: pageLocale } = useLocale();
  const id = useId();
  const accountLocale: Locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const [chosen, setChosen] = useState<Locale>(accountLocale);
  const [opening, setOpening] = useState(false);
  const update = useUpdateLocale();
  const { switchTo } = useSwitchLanguage();
  // Saved already and read in it: nothing to do.
  const unchanged = chosen === accountLocale && chosen === pageLocale;

  const save = () =>
    update.mutate(
      { locale: chosen },
      {
        onSuccess: () => {
          setOpening(true);
          // The server has the account's language already: only this device's choice and the page follow.
          void switchTo(chosen, { saveToAccount: false });
        },
        onError: (error) =>
          toast.error(t("account.common.errorSaving"), {
            description: errorMessage(error, t("account.common.errorSavingText")),
          }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Languages className="size-5 text-brand-700" aria-hidden="true" />
          {t("account.language.title")}
        </CardTitle>
        <CardDescription id={`${id}-description`}>{t("account.language.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="max-w-xs space-y-1.5">
          <Label htmlFor={id}>{t("account.language.label")}</Label>
          <Select
            id={id}
            value={chosen}
            aria-describedby={`${id}-description`}
            disabled={update.isPending || opening}
            onChange={(event) => {
              if (isLocale(event.target.value)) setChosen(event.target.value);
            }}
          >
            {LOCALES.map((each) => (
              <option key={each} value={each} lang={each}>
                {LOCALE_NAMES[each]}
              </option>
            ))}
          </Select>
        </div>
        <Button onClick={save} disabled={unchanged} pending={update.isPending || opening}>
          {t("account.language.save")}
        </Button>
      </CardContent>
    </Card>
  );
}
