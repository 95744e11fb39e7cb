import { useState } from "react";
import type { PendingApplication } from "@/shared/schemas/celebrity-applications";
import { ErrorState, LoadingState } from "@/web/components/states";
import { errorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useApplications } from "../api/get-applications";
import { ApplicationReview } from "./application-review";
import { ApproveDialog } from "./approve-dialog";
import { RejectDialog } from "./reject-dialog";

/**
 * Applications waiting for a decision (oldest first), each with everything the applicant gave and their
 * selfie video: approve (saying whether the identity was checked), or reject with an optional reason.
 */
export function PendingApplications() {
  const t = useT();
  const { data: applications, isPending, isError, error, refetch } = useApplications();
  const [approving, setApproving] = useState<PendingApplication | null>(null);
  const [rejecting, setRejecting] = useState<PendingApplication | null>(null);

  return (
    <section aria-labelledby="pending-applications" className="space-y-3">
      <h2 id="pending-applications" className="text-lg font-semibold text-slate-900">
        {t("admin.celebrities.pending.title")}
      </h2>
      {isPending ? (
        <LoadingState label={t("admin.celebrities.pending.loading")} />
      ) : isError ? (
        <ErrorState
          message={t("admin.celebrities.pending.loadFailed", {
            reason: errorMessage(error, t("admin.celebrities.pending.tryAgain")),
          })}
          onRetry={() => void refetch()}
        />
      ) : applications.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-sm text-slate-600">
          {t("admin.celebrities.pending.empty")}
        </p>
      ) : (
        <div className="space-y-4">
          {applications.map((application) => (
            <ApplicationReview
              key={application.id}
              application={application}
              onApprove={() => setApproving(application)}
              onReject={() => setRejecting(application)}
            />
          ))}
        </div>
      )}
      {approving && <ApproveDialog application={approving} onClose={() => setApproving(null)} />}
      {rejecting && <RejectDialog application={rejecting} onClose={() => setRejecting(null)} />}
    </section>
  );
}
