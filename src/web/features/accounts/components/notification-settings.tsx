import { useState } from "react";
import { toast } from "sonner";
import type { MessageKey } from "@/shared/messages/keys";
import type { Me, NotificationPrefs } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Switch } from "@/web/components/ui/switch";
import { useT } from "@/web/lib/i18n";
import { useUpdateNotifications } from "../api/update-notifications";

type NotificationSwitch = {
  key: keyof NotificationPrefs;
  labelKey: MessageKey;
  descriptionKey: MessageKey;
  /** Only stars receive these e-mails. */
  starsOnly?: boolean;
};

/** Each switch names the e-mail it turns off (the server reads each one: booking-events.ts). */
const SWITCHES: NotificationSwitch[] = [
  {
    key: "emailNotifications",
    labelKey: "account.notifications.email",
    descriptionKey: "account.notifications.emailText",
  },
  {
    key: "videoCompletedEmail",
    labelKey: "account.notifications.videoCompleted",
    descriptionKey: "account.notifications.videoCompletedText",
  },
  {
    key: "videoRequestEmail",
    labelKey: "account.notifications.videoRequest",
    descriptionKey: "account.notifications.videoRequestText",
    starsOnly: true,
  },
];

/**
 * The e-mail switches, saved to the account (PUT /api/me/notifications); a star also sees new-request mails.
 * Mail about money, security and sign-in always goes out, and the card says so.
 */
export function NotificationSettings({ user }: { user: Me }) {
  const [prefs, setPrefs] = useState<NotificationPrefs>(user.notifications);
  const update = useUpdateNotifications();
  const t = useT();
  const switches = SWITCHES.filter((item) => !item.starsOnly || user.celebrityProfile);
  const dirty = switches.some(({ key }) => prefs[key] !== user.notifications[key]);

  const save = () =>
    update.mutate(prefs, {
      onSuccess: () =>
        toast.success(t("account.common.settingsSaved"), { description: t("account.notifications.saved") }),
      onError: () => toast.error(t("account.common.errorSaving"), { description: t("account.common.errorSavingText") }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("account.notifications.title")}</CardTitle>
        <CardDescription>{t("account.notifications.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100">
          {switches.map(({ key, labelKey, descriptionKey }) => (
            <li key={key} className="flex items-center justify-between gap-4 py-3 first:pt-0">
              <div>
                <p id={`notify-${key}-label`} className="text-sm font-medium text-slate-900">
                  {t(labelKey)}
                </p>
                <p id={`notify-${key}-description`} className="text-sm text-slate-600">
                  {t(descriptionKey)}
                </p>
              </div>
              <Switch
                id={`notify-${key}`}
                checked={prefs[key]}
                labelledBy={`notify-${key}-label`}
                describedBy={`notify-${key}-description`}
                onCheckedChange={(checked) => setPrefs((current) => ({ ...current, [key]: checked }))}
              />
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600">{t("account.notifications.alwaysSent")}</p>
        <Button className="mt-4" onClick={save} disabled={!dirty} pending={update.isPending}>
          {t("account.notifications.save")}
        </Button>
      </CardContent>
    </Card>
  );
}
