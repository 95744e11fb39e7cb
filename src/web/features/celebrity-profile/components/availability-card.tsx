import { useId } from "react";
import { toast } from "sonner";
import type { MyCelebrityProfile } from "@/shared/schemas/celebrity-profile";
import { Card, CardContent } from "@/web/components/ui/card";
import { Switch } from "@/web/components/ui/switch";
import { errorMessage } from "@/web/lib/api-client";
import { useUpdateMyProfile } from "../api/update-my-profile";

/** Accepting requests on or off, saved at once: paused, the profile says so and fans cannot book. */
export function AvailabilityCard({ profile }: { profile: MyCelebrityProfile }) {
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
            ? toast.success("You're accepting requests", { description: "Fans can book you again." })
            : toast.success("Requests paused", { description: "Your profile now says you're not taking requests." }),
        onError: (error) =>
          toast.error("Update failed", {
            description: errorMessage(error, "There was a problem saving your changes. Please try again."),
          }),
      },
    );

  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-4 p-6">
        <div className="space-y-1">
          <h3 id={labelId} className="font-semibold text-slate-900">
            Accepting requests
          </h3>
          <p id={descriptionId} className="text-sm text-slate-600">
            {accepting
              ? "Fans can book personalised videos from you."
              : "Paused: your profile says you're not taking requests, and nobody can book you."}
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
