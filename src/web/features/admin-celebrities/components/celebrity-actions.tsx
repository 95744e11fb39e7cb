import { BadgeCheck, BadgeX, Eye, EyeOff, Sparkles } from "lucide-react";
import { toast } from "sonner";
import type { Locale } from "@/shared/locales";
import type { AdminCelebrity, CelebrityFlagsInput } from "@/shared/schemas/celebrity-applications";
import { Button } from "@/web/components/ui/button";
import { failureMessage } from "@/web/lib/api-client";
import { isolate, useLocale, useT } from "@/web/lib/i18n";
import { useUpdateCelebrityFlags } from "../api/update-celebrity-flags";

type Flag = keyof CelebrityFlagsInput;

/** The toast for each change once the server has made it, and the words for a failure. */
function outcome(t: ReturnType<typeof useT>, locale: Locale, flag: Flag, on: boolean, fullName: string) {
  const name = isolate(fullName, locale);
  switch (flag) {
    case "verified":
      return {
        title: on ? t("admin.celebrities.actions.verified") : t("admin.celebrities.actions.unverified"),
        description: on
          ? t("admin.celebrities.actions.verifiedText", { name })
          : t("admin.celebrities.actions.unverifiedText", { name }),
        failure: t("admin.celebrities.actions.verifyFailed"),
      };
    case "featured":
      return {
        title: on ? t("admin.celebrities.actions.featured") : t("admin.celebrities.actions.unfeatured"),
        description: on
          ? t("admin.celebrities.actions.featuredText", { name })
          : t("admin.celebrities.actions.unfeaturedText", { name }),
        failure: t("admin.celebrities.actions.featureFailed"),
      };
    case "hidden":
      return {
        title: on ? t("admin.celebrities.actions.hidden") : t("admin.celebrities.actions.shown"),
        description: on
          ? t("admin.celebrities.actions.hiddenText", { name })
          : t("admin.celebrities.actions.shownText", { name }),
        failure: t("admin.celebrities.actions.hideFailed"),
      };
  }
}

/** Verify / Unverify, Feature / Unfeature, Hide from catalogue / Show: one PATCH each, the toast after the answer. */
export function CelebrityActions({ celebrity }: { celebrity: AdminCelebrity }) {
  const t = useT();
  const { locale } = useLocale();
  const update = useUpdateCelebrityFlags();
  const pendingFlag = update.isPending
    ? (Object.keys(update.variables?.flags ?? {})[0] as Flag | undefined)
    : undefined;

  const change = (flag: Flag, on: boolean) => {
    const words = outcome(t, locale, flag, on, celebrity.fullName);
    // The promise, not mutate's callbacks: a row that leaves the page's list meanwhile still gets its toast.
    void update.mutateAsync({ id: celebrity.id, flags: { [flag]: on } }).then(
      () => toast.success(words.title, { description: words.description }),
      (error) =>
        toast.error(t("admin.celebrities.actions.error"), { description: failureMessage(words.failure, error) }),
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
      aria-label={t("admin.celebrities.actions.label", { action: label, name: celebrity.fullName })}
      title={shown === label ? undefined : label}
      onClick={() => change(flag, on)}
    >
      {shown}
    </Button>
  );

  return (
    <span className="flex justify-end gap-1.5">
      {celebrity.verified
        ? button("verified", false, t("admin.celebrities.actions.unverify"), BadgeX)
        : button("verified", true, t("admin.celebrities.actions.verify"), BadgeCheck)}
      {celebrity.featured
        ? button("featured", false, t("admin.celebrities.actions.unfeature"), Sparkles)
        : button("featured", true, t("admin.celebrities.actions.feature"), Sparkles)}
      {celebrity.hidden
        ? button("hidden", false, t("admin.celebrities.actions.show"), Eye)
        : button(
            "hidden",
            true,
            t("admin.celebrities.actions.hideFromCatalogue"),
            EyeOff,
            t("admin.celebrities.actions.hide"),
          )}
    </span>
  );
}
