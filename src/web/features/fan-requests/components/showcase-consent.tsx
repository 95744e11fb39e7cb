import { useId } from "react";
import { toast } from "sonner";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Switch } from "@/web/components/ui/switch";
import { errorMessage } from "@/web/lib/api-client";
import { messageParts, useIsolate, useT } from "@/web/lib/i18n";
import { useSetShowcaseConsent } from "../api/set-showcase-consent";

/** The fan's switch (off by default): may the celebrity feature this video on their public profile? */
export function ShowcaseConsent({ request }: { request: VideoRequest }) {
  const t = useT();
  const isolate = useIsolate();
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
          {messageParts(t, "account.showcaseConsent.label", { name: <bdi>{name}</bdi> })}
        </p>
        <p id={hintId} className="text-xs text-slate-600">
          {t("account.showcaseConsent.hint")}
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
                toast.success(next ? t("account.showcaseConsent.shared") : t("account.showcaseConsent.unshared"), {
                  description: next
                    ? t("account.showcaseConsent.sharedText", { name: isolate(name) })
                    : t("account.showcaseConsent.unsharedText", { name: isolate(name) }),
                }),
              onError: (error) =>
                toast.error(t("account.common.updateFailed"), {
                  description: errorMessage(error, t("account.common.savingProblem")),
                }),
            },
          )
        }
      />
    </div>
  );
}
