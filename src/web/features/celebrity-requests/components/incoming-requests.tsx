import { useSearchParams } from "react-router";
import { EmptyState, ErrorState, ListSkeleton } from "@/web/components/states";
import { useT } from "@/web/lib/i18n";
import { useIncomingRequests } from "../api/get-incoming-requests";
import { useCelebrityLiveUpdates } from "../hooks/use-celebrity-live-updates";
import { useRequestActions } from "../hooks/use-request-actions";
import { loadFailReason } from "../lib/format";
import { dueFirst } from "../lib/sort";
import { RequestCard } from "./request-card";
import { RequestsTable } from "./requests-table";
import { parseFilterStatus, StatusFilter } from "./status-filter";

/**
 * /dashboard/requests: every request addressed to the celebrity, filtered by ?status=; open ones first, what is
 * due first, then the others newest first.
 */
export function IncomingRequests({ celebrityId }: { celebrityId: string | undefined }) {
  const t = useT();
  useCelebrityLiveUpdates(celebrityId);
  const [params] = useSearchParams();
  const status = parseFilterStatus(params.get("status"));
  const query = useIncomingRequests(status);
  const { handlers, dialogs } = useRequestActions();
  // The list's words name its status ("declined requests"); `all` when no status is chosen.
  const list = { status: status ?? "all" };

  let body: React.ReactNode;
  if (query.isPending) body = <ListSkeleton rows={3} label={t("account.incoming.loading", list)} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={t("account.incoming.loadError", { ...list, reason: loadFailReason(t, query.error) })}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.length === 0) {
    body = (
      <EmptyState title={t("account.incoming.emptyTitle", list)}>
        {status ? t("account.incoming.tryAnother") : t("account.incoming.emptyText")}
      </EmptyState>
    );
  } else {
    // What a fan waits on comes first, by the day it is due; closed requests newest first.
    const requests = dueFirst(query.data);
    const holdsOpen = !status || status === "pending" || status === "accepted";
    body = (
      <>
        <h2 className="sr-only">{t("account.incoming.heading", list)}</h2>
        <p className="text-sm text-slate-600" aria-live="polite">
          {t("account.incoming.count", { count: requests.length })}
        </p>
        <div className="hidden lg:block">
          <RequestsTable
            requests={requests}
            actions={handlers}
            caption={
              holdsOpen ? t("account.incoming.captionDueFirst", list) : t("account.incoming.captionNewest", list)
            }
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
