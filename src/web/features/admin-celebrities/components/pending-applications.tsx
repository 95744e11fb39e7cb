import { Check, X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { professionLabel } from "@/shared/catalogue";
import type { PendingApplication } from "@/shared/schemas/celebrity-applications";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { errorMessage, failureMessage } from "@/web/lib/api-client";
import { formatDate } from "@/web/lib/format";
import { useApproveApplication } from "../api/approve-application";
import { useApplications } from "../api/get-applications";
import { RejectDialog } from "./reject-dialog";

function ApproveButton({ application }: { application: PendingApplication }) {
  const approve = useApproveApplication();
  return (
    <Button
      icon={<Check aria-hidden="true" />}
      size="sm"
      pending={approve.isPending}
      aria-label={`Approve ${application.fullName}`}
      // The promise, not mutate's callbacks: the approved row leaves the list (and this button unmounts) before
      // those would run.
      onClick={() =>
        void approve.mutateAsync(application.id).then(
          () => toast.success("Celebrity approved", { description: "The celebrity has been approved and notified." }),
          (error) => toast.error("Error", { description: failureMessage("Failed to approve celebrity.", error) }),
        )
      }
    >
      Approve
    </Button>
  );
}

/** Applications waiting for a decision (oldest first): approve at once, or reject with an optional reason. */
export function PendingApplications() {
  const { data: applications, isPending, isError, error, refetch } = useApplications();
  const [rejecting, setRejecting] = useState<PendingApplication | null>(null);

  const columns: TableColumn<PendingApplication>[] = [
    {
      id: "name",
      header: "Name",
      rowHeader: true,
      cell: (application) => (
        <span className="block">
          <span className="block font-medium text-slate-900">{application.fullName}</span>
          {application.applicant && <span className="block text-xs text-slate-600">{application.applicant.email}</span>}
        </span>
      ),
    },
    { id: "profession", header: "Profession", cell: (application) => professionLabel(application.profession) },
    {
      id: "bio",
      header: "Bio",
      className: "min-w-56 max-w-sm",
      cell: (application) => <p className="line-clamp-3 text-slate-700">{application.bio}</p>,
    },
    {
      id: "submitted",
      header: "Submitted",
      className: "whitespace-nowrap",
      cell: (application) => formatDate(application.submittedAt),
    },
    {
      id: "actions",
      header: "Actions",
      hideHeader: true,
      cell: (application) => (
        <span className="flex justify-end gap-2">
          <ApproveButton application={application} />
          <Button
            size="sm"
            variant="outline"
            aria-label={`Reject ${application.fullName}`}
            onClick={() => setRejecting(application)}
          >
            <X aria-hidden="true" />
            Reject
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Pending approvals</h2>
      {isPending ? (
        <LoadingState label="Loading applications…" />
      ) : isError ? (
        <ErrorState
          message={`We couldn't load the applications. ${errorMessage(error, "Please try again.")}`}
          onRetry={() => void refetch()}
        />
      ) : (
        <Table
          caption="Pending approvals"
          columns={columns}
          rows={applications}
          rowKey={(application) => application.id}
          empty="No application is waiting for a decision."
          tableClassName="min-w-[48rem]"
        />
      )}
      {rejecting && <RejectDialog application={rejecting} onClose={() => setRejecting(null)} />}
    </div>
  );
}
