import { useId, useState } from "react";
import { toast } from "sonner";
import type { PendingApplication } from "@/shared/schemas/celebrity-applications";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { failureMessage } from "@/web/lib/api-client";
import { messageParts, nameIn, useLocale, useT } from "@/web/lib/i18n";
import { useApproveApplication } from "../api/approve-application";

/**
 * Approves an application whose selfie video is on file. "Identity checked" (staff watched the video and it
 * matches) also shows the star as verified; the audit log keeps who ticked it and when (ADR 054).
 */
export function ApproveDialog({ application, onClose }: { application: PendingApplication; onClose: () => void }) {
  const t = useT();
  const { dir } = useLocale();
  const checkboxId = useId();
  const [identityChecked, setIdentityChecked] = useState(false);
  const approve = useApproveApplication();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={messageParts(t, "admin.celebrities.approve.title", { name: nameIn(dir, application.fullName) })}
      description={t("admin.celebrities.approve.description")}
      confirmLabel={t("admin.celebrities.approve.confirm")}
      onConfirm={async () => {
        await approve.mutateAsync({ id: application.id, identityChecked });
        toast.success(t("admin.celebrities.pending.approved"), {
          description: identityChecked
            ? t("admin.celebrities.approve.approvedVerified")
            : t("admin.celebrities.pending.approvedText"),
        });
      }}
      describeError={(error) => failureMessage(t("admin.celebrities.pending.approveFailed"), error)}
    >
      <div className="flex items-start gap-3 rounded-xl border border-slate-200 p-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={identityChecked}
          disabled={approve.isPending}
          onChange={(event) => setIdentityChecked(event.target.checked)}
          aria-describedby={`${checkboxId}-hint`}
          className="mt-0.5 size-4 accent-brand-700"
        />
        <div>
          <label htmlFor={checkboxId} className="text-sm font-medium text-slate-900">
            {t("admin.celebrities.approve.identityChecked")}
          </label>
          <p id={`${checkboxId}-hint`} className="text-xs text-slate-600">
            {t("admin.celebrities.approve.identityCheckedHint")}
          </p>
        </div>
      </div>
    </ConfirmDialog>
  );
}
