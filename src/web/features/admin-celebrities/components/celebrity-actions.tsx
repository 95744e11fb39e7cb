import { BadgeCheck, BadgeX, Eye, EyeOff, Loader2, Sparkles } from "lucide-react";
import { toast } from "sonner";
import type { AdminCelebrity, CelebrityFlagsInput } from "@/shared/schemas/admin";
import { Button } from "@/web/components/ui/button";
import { failureMessage } from "@/web/lib/api-client";
import { useUpdateCelebrityFlags } from "../api/update-celebrity-flags";

type Flag = keyof CelebrityFlagsInput;

/** The toast for each change once the server has made it, and the words for a failure. */
function outcome(flag: Flag, on: boolean, name: string) {
  switch (flag) {
    case "verified":
      return {
        title: on ? "Celebrity verified" : "Celebrity unverified",
        description: on ? `${name} now shows the verified badge.` : `${name} no longer shows the verified badge.`,
        failure: "Failed to update verification status.",
      };
    case "featured":
      return {
        title: on ? "Celebrity featured" : "Celebrity unfeatured",
        description: on ? `${name} appears among the featured stars.` : `${name} is no longer featured.`,
        failure: "Failed to update the featured status.",
      };
    case "hidden":
      return {
        title: on ? "Celebrity hidden" : "Celebrity shown",
        description: on
          ? `${name} no longer appears in the catalogue and cannot be booked.`
          : `${name} is back in the catalogue.`,
        failure: "Failed to update the catalogue visibility.",
      };
  }
}

/** Verify / Unverify, Feature / Unfeature, Hide from catalogue / Show: one PATCH each, the toast after the answer. */
export function CelebrityActions({ celebrity }: { celebrity: AdminCelebrity }) {
  const update = useUpdateCelebrityFlags();
  const pendingFlag = update.isPending
    ? (Object.keys(update.variables?.flags ?? {})[0] as Flag | undefined)
    : undefined;

  const change = (flag: Flag, on: boolean) => {
    const words = outcome(flag, on, celebrity.fullName);
    update.mutate(
      { id: celebrity.id, flags: { [flag]: on } },
      {
        onSuccess: () => toast.success(words.title, { description: words.description }),
        onError: (error) => toast.error("Error", { description: failureMessage(words.failure, error) }),
      },
    );
  };

  const button = (flag: Flag, on: boolean, label: string, Icon: typeof Eye) => (
    <Button
      size="sm"
      variant="outline"
      disabled={update.isPending}
      aria-label={`${label}: ${celebrity.fullName}`}
      onClick={() => change(flag, on)}
    >
      {pendingFlag === flag ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />}
      {label}
    </Button>
  );

  return (
    <span className="flex flex-wrap justify-end gap-2">
      {celebrity.verified
        ? button("verified", false, "Unverify", BadgeX)
        : button("verified", true, "Verify", BadgeCheck)}
      {celebrity.featured
        ? button("featured", false, "Unfeature", Sparkles)
        : button("featured", true, "Feature", Sparkles)}
      {celebrity.hidden ? button("hidden", false, "Show", Eye) : button("hidden", true, "Hide from catalogue", EyeOff)}
    </span>
  );
}
