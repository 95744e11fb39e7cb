import { useId } from "react";
import { toast } from "sonner";
import type { MyCelebrityProfile } from "@/shared/schemas/celebrity-profile";
import { Card, CardContent } from "@/web/components/ui/card";
import { Switch } from "@/web/components/ui/switch";
import { errorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useUpdateMyProfile } from "../api/update-my-profile";

/** Accepting requests on or off, saved at once: paused, the profile says so and fans cannot book. */
export function AvailabilityCard({ profile }: { profile: MyCelebrityProfile }) {
  const t = useT();
  const labelId = useId();
  const descriptionId = useId();
  const update = useUpdateMyProfile();
  const accepting = update.isPending ? !!update.variables?.acceptingRequests : profile.acceptingRequests;

  const toggle = (next: boolean) =>
    update.mutate(
      { acceptingRequests: next },
      {
        onSuccess: () =>
          next
            ? toast.success(t("account.availability.on"), { description: t("account.availability.onText") })
            : toast.success(t("account.availability.paused"), { description: t("account.availability.pausedText") }),
        onError: (error) =>
          toast.error(t("account.common.updateFailed"), {
            description: errorMessage(error, t("account.common.savingProblem")),
          }),
      },
    );

  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-4 p-6">
        <div className="space-y-1">
          <h3 id={labelId} className="font-semibold text-slate-900">
            {t("account.availability.title")}
          </h3>
          <p id={descriptionId} className="text-sm text-slate-600">
            {accepting ? t("account.availability.onDescription") : t("account.availability.pausedDescription")}
          </p>
        </div>
        <Switch
          checked={accepting}
          onCheckedChange={toggle}
          labelledBy={labelId}
          describedBy={descriptionId}
          disabled={update.isPending}
        />
      </CardContent>
    </Card>
  );
}
