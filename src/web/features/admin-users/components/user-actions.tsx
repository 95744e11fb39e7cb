import { UserCheck, UserX } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { AdminUser } from "@/shared/schemas/users";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { failureMessage } from "@/web/lib/api-client";
import { isolate, messageParts, nameIn, useLocale, useT } from "@/web/lib/i18n";
import { useReactivateUser } from "../api/reactivate-user";
import { useSuspendUser } from "../api/suspend-user";

/** Suspend (asked first: it signs the person out and cancels their open work) or reactivate one account. */
export function UserActions({ user }: { user: AdminUser }) {
  const t = useT();
  const { dir, locale } = useLocale();
  const [confirming, setConfirming] = useState(false);
  const suspend = useSuspendUser();
  const reactivate = useReactivateUser();

  if (user.status === "suspended") {
    return (
      <Button
        icon={<UserCheck aria-hidden="true" />}
        size="icon"
        variant="outline"
        className="size-9"
        pending={reactivate.isPending}
        aria-label={t("admin.users.actions.reactivateLabel", { name: user.name })}
        title={t("admin.users.actions.reactivate")}
        // The promise, not mutate's callbacks: with the list filtered on "Suspended" the row leaves before those run.
        onClick={() =>
          void reactivate.mutateAsync(user.id).then(
            () =>
              toast.success(t("admin.users.actions.reactivated"), {
                description: t("admin.users.actions.reactivatedText", { name: isolate(user.name, locale) }),
              }),
            (error) =>
              toast.error(t("admin.users.actions.error"), {
                description: failureMessage(t("admin.users.actions.reactivateFailed"), error),
              }),
          )
        }
      ></Button>
    );
  }

  return (
    <>
      <Button
        size="icon"
        variant="outline"
        className="size-9 text-red-700 hover:text-red-800"
        aria-label={t("admin.users.actions.suspendLabel", { name: user.name })}
        title={t("admin.users.actions.suspend")}
        onClick={() => setConfirming(true)}
      >
        <UserX aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={messageParts(t, "admin.users.actions.suspendTitle", { name: nameIn(dir, user.name) })}
        description={messageParts(
          t,
          "admin.users.actions.suspendDescription",
          { name: <bdi>{user.name}</bdi> },
          { email: user.email },
        )}
        cancelLabel={t("admin.users.actions.keepActive")}
        confirmLabel={t("admin.users.actions.suspendConfirm")}
        destructive
        onConfirm={async () => {
          await suspend.mutateAsync(user.id);
          toast.success(t("admin.users.actions.suspended"), {
            description: t("admin.users.actions.suspendedText", { name: isolate(user.name, locale) }),
          });
        }}
        describeError={(error) => failureMessage(t("admin.users.actions.suspendFailed"), error)}
      />
    </>
  );
}
