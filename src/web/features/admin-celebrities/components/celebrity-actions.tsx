import { BadgeCheck, BadgeX, Eye, EyeOff, Sparkles } from "lucide-react";
import { toast } from "sonner";
import type { AdminCelebrity, CelebrityFlagsInput } from "@/shared/schemas/celebrity-applications";
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
    // The promise, not mutate's callbacks: a row that leaves the page's list meanwhile still gets its toast.
    void update.mutateAsync({ id: celebrity.id, flags: { [flag]: on } }).then(
      () => toast.success(words.title, { description: words.description }),
      (error) => toast.error("Error", { description: failureMessage(words.failure, error) }),
    );
  };

  /** `shown`: a shorter visible text where the row is tight; the accessible name and the tooltip say it in full. */
  const button = (flag: Flag, on: boolean, label: string, Icon: typeof Eye, shown = label) => (
    <Button
      icon={<Icon aria-hidden="true" />}
      pending={pendingFlag === flag}
      size="sm"
      variant="outline"
      className="px-3"
      disabled={update.isPending}
      aria-label={`${label}: ${celebrity.fullName}`}
      title={shown === label ? undefined : label}
      onClick={() => change(flag, on)}
    >
      {shown}
    </Button>
  );

  return (
    <span className="flex justify-end gap-1.5">
      {celebrity.verified
        ? button("verified", false, "Unverify", BadgeX)
        : button("verified", true, "Verify", BadgeCheck)}
      {celebrity.featured
        ? button("featured", false, "Unfeature", Sparkles)
        : button("featured", true, "Feature", Sparkles)}
      {celebrity.hidden
        ? button("hidden", false, "Show", Eye)
        : button("hidden", true, "Hide from catalogue", EyeOff, "Hide")}
    </span>
  );
}
