import { useId } from "react";
import { toast } from "sonner";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Switch } from "@/web/components/ui/switch";
import { errorMessage } from "@/web/lib/api-client";
import { useSetShowcaseConsent } from "../api/set-showcase-consent";

/** The fan's switch (off by default): may the celebrity feature this video on their public profile? */
export function ShowcaseConsent({ request }: { request: VideoRequest }) {
  const labelId = useId();
  const hintId = useId();
  const consent = useSetShowcaseConsent();
  const name = request.celebrity.fullName;
  // While saving, show the position the fan asked for.
  const allowed = consent.isPending ? !!consent.variables?.allowed : request.showcaseAllowed;

  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-slate-900">
          Allow {name} to feature this video
        </p>
        <p id={hintId} className="text-xs text-slate-600">
          It may then appear on their public profile. You can turn this off at any time.
        </p>
      </div>
      <Switch
        checked={allowed}
        labelledBy={labelId}
        describedBy={hintId}
        disabled={consent.isPending}
        onCheckedChange={(next) =>
          consent.mutate(
            { id: request.id, allowed: next },
            {
              onSuccess: () =>
                toast.success(next ? "Video shared with the celebrity" : "Video no longer featured", {
                  description: next
                    ? `${name} may now feature it on their profile.`
                    : `It has been taken off ${name}'s profile.`,
                }),
              onError: (error) =>
                toast.error("Update failed", {
                  description: errorMessage(error, "There was a problem saving your changes. Please try again."),
                }),
            },
          )
        }
      />
    </div>
  );
}
