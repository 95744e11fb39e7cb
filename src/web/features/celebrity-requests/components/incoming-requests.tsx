import { useSearchParams } from "react-router";
import { REQUEST_STATUS_LABELS } from "@/shared/request-status";
import { EmptyState, ErrorState, ListSkeleton } from "@/web/components/states";
import { useIncomingRequests } from "../api/get-incoming-requests";
import { useCelebrityLiveUpdates } from "../hooks/use-celebrity-live-updates";
import { useRequestActions } from "../hooks/use-request-actions";
import { couldNotLoad } from "../lib/format";
import { byDueDate, newestFirst } from "../lib/sort";
import { RequestCard } from "./request-card";
import { RequestsTable } from "./requests-table";
import { parseFilterStatus, StatusFilter } from "./status-filter";

/** /dashboard/requests: every request addressed to the celebrity, filtered by ?status=, newest first. */
export function IncomingRequests({ celebrityId }: { celebrityId: string | undefined }) {
  useCelebrityLiveUpdates(celebrityId);
  const [params] = useSearchParams();
  const status = parseFilterStatus(params.get("status"));
  const query = useIncomingRequests(status);
  const { handlers, dialogs } = useRequestActions();
  const label = status ? `${REQUEST_STATUS_LABELS[status].toLowerCase()} requests` : "requests";

  let body: React.ReactNode;
  if (query.isPending) body = <ListSkeleton rows={3} label={`Loading ${label}…`} />;
  else if (query.isError)
    body = <ErrorState message={couldNotLoad(label, query.error)} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0) {
    body = (
      <EmptyState title={status ? `No ${label}` : "No requests yet"}>
        {status ? "Try another status." : "Requests from your fans appear here once they have paid."}
      </EmptyState>
    );
  } else {
    // What a fan waits on comes first: the fan's deadline, then the expiry; other lists newest first.
    const requests = status === "pending" ? byDueDate(query.data) : newestFirst(query.data);
    body = (
      <>
        <h2 className="sr-only">{status ? `${REQUEST_STATUS_LABELS[status]} requests` : "All requests"}</h2>
        <p className="text-sm text-slate-600" aria-live="polite">
          {requests.length === 1 ? "1 request" : `${requests.length} requests`}
        </p>
        <div className="hidden lg:block">
          <RequestsTable
            requests={requests}
            actions={handlers}
            caption={`Your ${label}, ${status === "pending" ? "by deadline" : "newest first"}`}
          />
        </div>
        <ul className="space-y-3 lg:hidden">
          {requests.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} actions={handlers} showStatus />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="space-y-4">
      <StatusFilter current={status} />
      {body}
      {dialogs}
    </div>
  );
}
