import { randomUUID } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "./client";

/** A database made for one run; on PostgreSQL, `connectionString` lets a second handle open it. */
export type FreshDatabase = DatabaseHandle & { connectionString?: string };

/**
 * A new, empty database on the PostgreSQL server `serverUrl` names, called `<prefix>_<random>`: its URL,
 * and `drop()` to remove it again (connections still open to it are ended).
 */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh database for tests and benchmarks, opened and migrated: a new one on the PostgreSQL server of
 * `postgresUrl` when given (dropped again on close, after the handle's pool and LISTEN connection are
 * closed), else PGlite (in memory, or in `dataDir`).
 */
export async function openFreshDatabase(options: {
  postgresUrl?: string;
  /** The PostgreSQL database's name before its random part. */
  prefix: string;
  poolSize?: number;
  dataDir?: string;
}): Promise<FreshDatabase> {
  if (!options.postgresUrl) {
    const handle = await openPglite(options.dataDir);
    await handle.migrate();
    return handle;
  }
  const created = await createPostgresDatabase(options.postgresUrl, options.prefix);
  const handle = openPostgres(created.url, options.poolSize);
  const fresh: FreshDatabase = {
    ...handle,
    connectionString: created.url,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
  try {
    await handle.migrate();
  } catch (error) {
    await fresh.close().catch(() => {});
    throw error;
  }
  return fresh;
}
