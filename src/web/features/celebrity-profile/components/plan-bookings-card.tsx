import { useId } from "react";
import { toast } from "sonner";
import { PLAN_IDS, PLANS } from "@/shared/plans";
import type { MyCelebrityProfile } from "@/shared/schemas/celebrity-profile";
import { Card, CardContent } from "@/web/components/ui/card";
import { Switch } from "@/web/components/ui/switch";
import { errorMessage } from "@/web/lib/api-client";
import { formatMinor } from "@/web/lib/format";
import { useUpdateMyProfile } from "../api/update-my-profile";

/**
 * Plan bookings on or off (ADR 032): on, a fan's monthly plan can cover a video from the star, who is paid the
 * plan's per-video share shown here; off, plan holders pay the star's price like everyone else.
 */
export function PlanBookingsCard({ profile }: { profile: MyCelebrityProfile }) {
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
            ? toast.success("You take plan bookings", { description: "Fans' plans can now cover a video from you." })
            : toast.success("Plan bookings off", { description: "Plan holders now pay your price." }),
        onError: (error) =>
          toast.error("Update failed", {
            description: errorMessage(error, "There was a problem saving your changes. Please try again."),
          }),
      },
    );

  return (
    <Card>
      <CardContent className="space-y-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <div className="space-y-1">
            <h3 id={labelId} className="font-semibold text-slate-900">
              Plan bookings
            </h3>
            <p id={descriptionId} className="text-sm text-slate-600">
              {accepts
                ? "Fans on a monthly plan can book you with it. Each plan video pays you the amount below, not your price."
                : "Off: fans on a plan pay your full price. Turn on to also take plan bookings at the amounts below."}
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
              <dt className="text-xs text-slate-600">{PLANS[plan].name} plan video</dt>
              <dd className="font-semibold text-slate-900">
                {formatMinor(profile.planVideoEarningsUsdCents[plan], "USD")}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
