import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { StatementResponse } from "@/shared/schemas/payouts";
import { apiGet, toSearchParams } from "@/web/lib/api-client";
import { privateKeys } from "@/web/lib/query-keys";

export const STATEMENT_PAGE_SIZE = 50;

/** The whole statement as a CSV file: a plain link, the browser downloads it with the session cookie. */
export const STATEMENT_CSV_URL = "/api/celebrity/statement.csv";

/** GET /api/celebrity/statement?before=<id>&limit=50: ledger lines, newest first; `nextBefore` pages on. */
export const getStatement = (before?: number) =>
  apiGet<StatementResponse>(`/api/celebrity/statement${toSearchParams({ before, limit: STATEMENT_PAGE_SIZE })}`);

export const statementQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: privateKeys.celebrityDashboard.statement,
    queryFn: ({ pageParam }) => getStatement(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export const useStatement = () => useInfiniteQuery(statementQueryOptions());
