import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { VideoRequest } from "@/shared/schemas/requests";
import { EmptyState, ErrorState, ListSkeleton } from "@/web/components/states";
import { useT } from "@/web/lib/i18n";
import type { RequestActionHandlers } from "../hooks/use-request-actions";
import { loadFailReason } from "../lib/format";
import { RequestCard } from "./request-card";

/** A list of request cards with its loading, error and empty states. */
export function RequestList({
  query,
  order,
  actions,
  what,
  empty,
  showStatus,
}: {
  query: UseQueryResult<VideoRequest[]>;
  order: (requests: readonly VideoRequest[]) => VideoRequest[];
  actions: RequestActionHandlers;
  /** Which of the celebrity's lists: for the loading and error texts. */
  what: "pending" | "accepted";
  empty: { title: string; text?: ReactNode };
  showStatus?: boolean;
}) {
  const t = useT();
  if (query.isPending) return <ListSkeleton label={t("account.celebrity.list.loading", { list: what })} />;
  if (query.isError)
    return (
      <ErrorState
        message={t("account.celebrity.list.loadError", { list: what, reason: loadFailReason(t, query.error) })}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0) return <EmptyState title={empty.title}>{empty.text}</EmptyState>;
  return (
    <ul className="space-y-3">
      {order(query.data).map((request) => (
        <li key={request.id}>
          <RequestCard request={request} actions={actions} showStatus={showStatus} />
        </li>
      ))}
    </ul>
  );
}
