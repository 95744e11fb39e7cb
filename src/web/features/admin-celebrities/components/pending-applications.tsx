import { Check, X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { PendingApplication } from "@/shared/schemas/celebrity-applications";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { errorMessage, failureMessage } from "@/web/lib/api-client";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { formatDate } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useApproveApplication } from "../api/approve-application";
import { useApplications } from "../api/get-applications";
import { RejectDialog } from "./reject-dialog";

function ApproveButton({ application }: { application: PendingApplication }) {
  const t = useT();
  const approve = useApproveApplication();
  return (
    <Button
      icon={<Check aria-hidden="true" />}
      size="sm"
      pending={approve.isPending}
      aria-label={t("admin.celebrities.pending.approveLabel", { name: application.fullName })}
      // The promise, not mutate's callbacks: the approved row leaves the list (and this button unmounts) before
      // those would run.
      onClick={() =>
        void approve.mutateAsync(application.id).then(
          () =>
            toast.success(t("admin.celebrities.pending.approved"), {
              description: t("admin.celebrities.pending.approvedText"),
            }),
          (error) =>
            toast.error(t("admin.celebrities.actions.error"), {
              description: failureMessage(t("admin.celebrities.pending.approveFailed"), error),
            }),
        )
      }
    >
      {t("admin.celebrities.pending.approve")}
    </Button>
  );
}

/** Applications waiting for a decision (oldest first): approve at once, or reject with an optional reason. */
export function PendingApplications() {
  const t = useT();
  const { locale } = useLocale();
  const names = useCatalogueNames();
  const { data: applications, isPending, isError, error, refetch } = useApplications();
  const [rejecting, setRejecting] = useState<PendingApplication | null>(null);

  const columns: TableColumn<PendingApplication>[] = [
    {
      id: "name",
      header: t("admin.celebrities.column.name"),
      rowHeader: true,
      cell: (application) => (
        <span className="block">
          <bdi className="block font-medium text-slate-900">{application.fullName}</bdi>
          {application.applicant && <span className="block text-xs text-slate-600">{application.applicant.email}</span>}
        </span>
      ),
    },
    {
      id: "profession",
      header: t("admin.celebrities.column.profession"),
      cell: (application) => names.profession(application.profession),
    },
    {
      id: "bio",
      header: t("admin.celebrities.column.bio"),
      className: "min-w-56 max-w-sm",
      cell: (application) => (
        <p dir="auto" className="line-clamp-3 text-slate-700">
          {application.bio}
        </p>
      ),
    },
    {
      id: "languages",
      header: t("admin.celebrities.column.languages"),
      cell: (application) => application.languages.map(names.starLanguage).join(", "),
    },
    {
      id: "submitted",
      header: t("admin.celebrities.column.submitted"),
      className: "whitespace-nowrap",
      cell: (application) => formatDate(application.submittedAt, locale),
    },
    {
      id: "actions",
      header: t("admin.celebrities.column.actions"),
      hideHeader: true,
      cell: (application) => (
        <span className="flex justify-end gap-2">
          <ApproveButton application={application} />
          <Button
            size="sm"
            variant="outline"
            aria-label={t("admin.celebrities.pending.rejectLabel", { name: application.fullName })}
            onClick={() => setRejecting(application)}
          >
            <X aria-hidden="true" />
            {t("admin.celebrities.pending.reject")}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{t("admin.celebrities.pending.title")}</h2>
      {isPending ? (
        <LoadingState label={t("admin.celebrities.pending.loading")} />
      ) : isError ? (
        <ErrorState
          message={t("admin.celebrities.pending.loadFailed", {
            reason: errorMessage(error, t("admin.celebrities.pending.tryAgain")),
          })}
          onRetry={() => void refetch()}
        />
      ) : (
        <Table
          caption={t("admin.celebrities.pending.title")}
          columns={columns}
          rows={applications}
          rowKey={(application) => application.id}
          empty={t("admin.celebrities.pending.empty")}
          tableClassName="min-w-[48rem]"
        />
      )}
      {rejecting && <RejectDialog application={rejecting} onClose={() => setRejecting(null)} />}
    </div>
  );
}
