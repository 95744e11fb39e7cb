import { useState } from "react";
import { toast } from "sonner";
import type { Me, NotificationPrefs } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Switch } from "@/web/components/ui/switch";
import { useUpdateNotifications } from "../api/update-notifications";

const SWITCHES: { key: keyof NotificationPrefs; label: string; description: string }[] = [
  { key: "emailNotifications", label: "Email notifications", description: "News and updates about your account." },
  {
    key: "pushNotifications",
    label: "Push notifications",
    description: "Alerts in your browser while you use Salamu.",
  },
  {
    key: "videoRequestEmail",
    label: "Video request emails",
    description: "An email when a video request is sent or answered.",
  },
  {
    key: "videoCompletedEmail",
    label: "Video completed emails",
    description: "An email when your video is ready to watch.",
  },
];

/** The four notification switches, saved to the account (PUT /api/me/notifications). */
export function NotificationSettings({ user }: { user: Me }) {
  const [prefs, setPrefs] = useState<NotificationPrefs>(user.notifications);
  const update = useUpdateNotifications();
  const dirty = SWITCHES.some(({ key }) => prefs[key] !== user.notifications[key]);

  const save = () =>
    update.mutate(prefs, {
      onSuccess: () => toast.success("Settings Saved", { description: "Your notification preferences are saved." }),
      onError: () =>
        toast.error("Error Saving Settings", {
          description: "There was an error saving your settings. Please try again.",
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose how Salamu keeps you posted.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100">
          {SWITCHES.map(({ key, label, description }) => (
            <li key={key} className="flex items-center justify-between gap-4 py-3 first:pt-0">
              <div>
                <p id={`notify-${key}-label`} className="text-sm font-medium text-slate-900">
                  {label}
                </p>
                <p id={`notify-${key}-description`} className="text-sm text-slate-600">
                  {description}
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
        <Button className="mt-4" onClick={save} disabled={!dirty} pending={update.isPending}>
          Save preferences
        </Button>
      </CardContent>
    </Card>
  );
}
