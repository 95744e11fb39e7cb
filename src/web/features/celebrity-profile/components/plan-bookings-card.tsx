import { useId } from "react";
import { toast } from "sonner";
import type { MessageKey } from "@/shared/messages/keys";
import { PLAN_IDS, type PlanId } from "@/shared/plans";
import type { MyCelebrityProfile } from "@/shared/schemas/celebrity-profile";
import { Card, CardContent } from "@/web/components/ui/card";
import { Switch } from "@/web/components/ui/switch";
import { errorMessage } from "@/web/lib/api-client";
import { formatMinor } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useUpdateMyProfile } from "../api/update-my-profile";

/** Each plan's own words ("{plan} plan video"). */
const PLAN_VIDEO_KEYS: Record<PlanId, MessageKey> = {
  basic: "account.planBookings.basicVideo",
  standard: "account.planBookings.standardVideo",
  premium: "account.planBookings.premiumVideo",
};

/**
 * Plan bookings on or off (ADR 032): on, a fan's monthly plan can cover a video from the star, who is paid the
 * plan's per-video share shown here; off, plan holders pay the star's price like everyone else.
 */
export function PlanBookingsCard({ profile }: { profile: MyCelebrityProfile }) {
  const t = useT();
  const { locale } = useLocale();
  const labelId = useId();
  const descriptionId = useId();
  const update = useUpdateMyProfile();
  const accepts = update.isPending ? !!update.variables?.acceptsPlanBookings : profile.acceptsPlanBookings;

  const toggle = (next: boolean) =>
    update.mutate(
      { acceptsPlanBookings: next },
      {
        onSuccess: () =>
          next
            ? toast.success(t("account.planBookings.on"), { description: t("account.planBookings.onText") })
            : toast.success(t("account.planBookings.off"), { description: t("account.planBookings.offText") }),
        onError: (error) =>
          toast.error(t("account.common.updateFailed"), {
            description: errorMessage(error, t("account.common.savingProblem")),
          }),
      },
    );

  return (
    <Card>
      <CardContent className="space-y-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <div className="space-y-1">
            <h3 id={labelId} className="font-semibold text-slate-900">
              {t("account.planBookings.title")}
            </h3>
            <p id={descriptionId} className="text-sm text-slate-600">
              {accepts ? t("account.planBookings.onDescription") : t("account.planBookings.offDescription")}
            </p>
          </div>
          <Switch
            checked={accepts}
            onCheckedChange={toggle}
            labelledBy={labelId}
            describedBy={descriptionId}
            disabled={update.isPending}
          />
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm" data-testid="plan-video-earnings">
          {PLAN_IDS.map((plan) => (
            <div key={plan} className="rounded-md bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">{t(PLAN_VIDEO_KEYS[plan])}</dt>
              <dd className="font-semibold text-slate-900">
                {formatMinor(profile.planVideoEarningsUsdCents[plan], "USD", locale)}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
