import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index";

/** Both drivers expose the same query builder; the app is written against this one type. */
export type Database = NodePgDatabase<typeof schema>;

/** Rows of a raw SQL statement (for pg-boss and other code below the query builder). */
export type SqlResult = { rows: Record<string, unknown>[] };

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs `run` while no other instance runs its own: instances starting together on one PostgreSQL seed
   * one after another (a lock on a connection of its own). PGlite is one process: it just runs.
   */
  exclusively<T>(run: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Raw SQL. With values: one parameterised statement. Without: any number of statements (they may carry
   * their own BEGIN/COMMIT), answering the last one's rows; on an error the session is rolled back.
   * Never call it inside a `db.transaction` callback: on PGlite that waits for the transaction forever.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** LISTEN on a channel; answers the function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void, onError?: (error: Error) => void): Promise<Unlisten>;
  /** NOTIFY; listeners on every connection to this database (every app instance) receive the payload. */
  notify(channel: string, payload: string): Promise<void>;
};

export type Unlisten = () => Promise<void>;

// LISTEN takes an identifier, not a parameter: only plain names are accepted, so quoting is enough.
function assertChannel(channel: string) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

// Several app instances may start together against one PostgreSQL: only one migrates at a time.
const MIGRATION_LOCK_ID = 7_412_001;
const START_LOCK_ID = 7_412_002;

export function openPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection that breaks (server restart, terminated backend) is dropped by the pool and the
  // next query opens a new one; unhandled, the pool's error event would crash the process.
  pool.on("error", () => {});
  const db = drizzleNodePg(pool, { schema });
  const listener = createPgListener(connectionString);
  return {
    db,
    kind: "postgres",
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async exclusively(run) {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [START_LOCK_ID]);
        return await run();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [START_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
    async executeSql(text, values) {
      if (values && values.length > 0) return await pool.query(text, values);
      // A failed statement inside the text's own BEGIN leaves the session in an aborted transaction:
      // roll it back before the connection returns to the pool (or drop the connection).
      const client = await pool.connect();
      let result: pg.QueryResult | pg.QueryResult[];
      try {
        result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
      } catch (error) {
        const rolledBack = await client.query("ROLLBACK").then(
          () => true,
          () => false,
        );
        client.release(rolledBack ? undefined : true);
        throw error;
      }
      client.release();
      return lastResult(result);
    },
    listen: (channel, onPayload, onError) => listener.listen(channel, onPayload, onError),
    async notify(channel, payload) {
      await pool.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
  };
}

function lastResult(result: { rows: Record<string, unknown>[] } | { rows: Record<string, unknown>[] }[]): SqlResult {
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return { rows: last?.rows ?? [] };
}

type Subscriber = { onPayload: (payload: string) => void; onError?: (error: Error) => void };

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 30_000;

/**
 * One connection per handle, outside the pool, holds every LISTEN (a pooled connection would be handed
 * to other queries). When it drops it reconnects with exponential backoff and listens again; what was
 * notified in between is lost, so listeners must treat notifications as hints.
 */
function createPgListener(connectionString: string) {
  const channels = new Map<string, Set<Subscriber>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;

  const reportError = (error: Error) => {
    for (const subscribers of channels.values()) for (const subscriber of subscribers) subscriber.onError?.(error);
  };

  function dropped(lost: pg.Client, error?: Error) {
    if (client !== lost) return;
    client = null;
    lost.removeAllListeners("notification");
    lost.end().catch(() => {});
    if (closed) return;
    reportError(error ?? new Error("LISTEN connection ended"));
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer || connecting) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((error: Error) => {
        failures += 1;
        reportError(error);
        scheduleReconnect();
      });
    }, delay);
    retryTimer.unref();
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, application_name: "salamu-listen" });
      // Until connected, errors reject connect(); afterwards they mean the connection is gone.
      next.on("error", (error) => dropped(next, error));
      next.on("end", () => dropped(next));
      next.on("notification", (message) => {
        for (const subscriber of channels.get(message.channel) ?? []) subscriber.onPayload(message.payload ?? "");
      });
      try {
        await next.connect();
        for (const channel of channels.keys()) await next.query(`LISTEN "${channel}"`);
      } catch (error) {
        next.removeAllListeners();
        next.on("error", () => {});
        await next.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await next.end().catch(() => {});
        throw new Error("database closed");
      }
      client = next;
      failures = 0;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel: string, onPayload: (payload: string) => void, onError?: (error: Error) => void) {
      assertChannel(channel);
      if (closed) throw new Error("database closed");
      const subscriber: Subscriber = { onPayload, onError };
      let subscribers = channels.get(channel);
      const isNew = !subscribers;
      if (!subscribers) {
        subscribers = new Set();
        channels.set(channel, subscribers);
      }
      subscribers.add(subscriber);
      try {
        // A reconnect in progress listens on every channel in the map, this one included.
        if (connecting) await connecting;
        else if (!client) await connect();
        else if (isNew) await client.query(`LISTEN "${channel}"`);
      } catch (error) {
        subscribers.delete(subscriber);
        if (subscribers.size === 0) channels.delete(channel);
        throw error;
      }
      return async () => {
        const current = channels.get(channel);
        if (!current?.delete(subscriber) || current.size > 0) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN "${channel}"`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      await connecting?.catch(() => {});
      const last = client;
      client = null;
      channels.clear();
      await last?.end().catch(() => {});
    },
  };
}

/** PGlite keeps its files in `dataDir/pglite`; with no dataDir it lives in memory (tests). */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  // PGlite creates only the last folder of its path: a data folder that does not exist yet is made here.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // create() waits until the extensions are loaded; the bare constructor does not.
  const client = await PGlite.create({
    dataDir: dataDir ? join(dataDir, "pglite") : undefined,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    exclusively: (run) => run(),
    async ping() {
      await client.query("select 1");
    },
    close: () => client.close(),
    async executeSql(text, values) {
      if (values && values.length > 0) return await client.query<Record<string, unknown>>(text, values);
      // PGlite is one session: run the text inside its transaction helper, which holds the lock for the
      // whole text and rolls back on an error, so no other query ever lands in an aborted transaction.
      // The text's own BEGIN/COMMIT only raise warnings inside it.
      return await client.transaction(async (tx) => lastResult(await tx.exec(text)));
    },
    async listen(channel, onPayload) {
      assertChannel(channel);
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async notify(channel, payload) {
      await client.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
