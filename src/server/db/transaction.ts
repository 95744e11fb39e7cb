import type { Database } from "./client";

/** The handle a `db.transaction(async (tx) => ...)` callback receives. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What a query runs on: the database, or the caller's transaction when it must share its locks. */
export type Executor = Database | Transaction;
