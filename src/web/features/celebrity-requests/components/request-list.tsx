import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { VideoRequest } from "@/shared/schemas/requests";
import { EmptyState, ErrorState, ListSkeleton } from "@/web/components/states";
import type { RequestActionHandlers } from "../hooks/use-request-actions";
import { couldNotLoad } from "../lib/format";
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
  /** "pending requests": for the loading and error texts. */
  what: string;
  empty: { title: string; text?: ReactNode };
  showStatus?: boolean;
}) {
  if (query.isPending) return <ListSkeleton label={`Loading ${what}…`} />;
  if (query.isError)
    return <ErrorState message={couldNotLoad(what, query.error)} onRetry={() => void query.refetch()} />;
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
