import { randomUUID } from "node:crypto";
import { ERRORS, type Lock, type Locker, MemoryLocker, type RequestRelease } from "@tus/server";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, DatabaseHandle, Unlisten } from "../../db/client";
import { uploadLocks } from "../../db/schema/index";

/** A lease lasts this long unless renewed; an instance that died mid-PATCH holds an upload no longer. */
const LEASE_SECONDS = 30;
const RENEW_EVERY_MS = 10_000;
/** How long a PATCH waits for another one's lock before it is refused (tus's own default). */
const ACQUIRE_TIMEOUT_MS = 30_000;
const RETRY_EVERY_MS = 100;
/** A waiting PATCH asks the holder to stop again this often, in case the first notice was lost. */
const ASK_AGAIN_EVERY_MS = 2_000;
/** Instances ask each other here to end the PATCH that holds an upload (payload: the upload's id). */
const RELEASE_CHANNEL = "upload_release";

export type UploadLocker = Locker & {
  /** Listens for other instances' requests to release an upload this one holds. */
  start(): Promise<void>;
  /** Asks every PATCH in flight here to end, keeping what arrived (shut-down, ADR 040). */
  releaseAll(): void;
  stop(): Promise<void>;
};

/**
 * One PATCH at a time per upload across every instance (ADR 043). tus's in-memory locker orders the PATCHes
 * of this instance; a lease row in `upload_locks` orders the instances. A PATCH that finds the upload held
 * elsewhere asks that instance, by NOTIFY, to end its PATCH the way tus ends one when a newer request wants
 * the lock: it stops reading, keeps the bytes that arrived, and answers with their Upload-Offset. The newer
 * one then takes the lease and continues from there.
 */
export function createUploadLocker({
  db,
  bus,
  log,
}: {
  db: Database;
  bus: Pick<DatabaseHandle, "listen" | "notify">;
  log: FastifyBaseLogger;
}): UploadLocker {
  const local = new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS });
  /** The PATCHes in flight here, by upload id, and how to end each one. */
  const held = new Map<string, RequestRelease>();
  let unlisten: Unlisten | undefined;

  async function takeLease(uploadId: string, holder: string): Promise<boolean> {
    const expiresAt = sql`now() + ${LEASE_SECONDS} * interval '1 second'`;
    const [row] = await db
      .insert(uploadLocks)
      .values({ uploadId, holder, expiresAt })
      .onConflictDoUpdate({
        target: uploadLocks.uploadId,
        set: { holder, expiresAt },
        setWhere: sql`${uploadLocks.expiresAt} < now()`,
      })
      .returning({ holder: uploadLocks.holder });
    return row?.holder === holder;
  }

  async function askToRelease(uploadId: string) {
    await bus.notify(RELEASE_CHANNEL, uploadId).catch((error: unknown) => {
      log.warn({ err: error, uploadId }, "could not ask another instance to release an upload");
    });
  }

  /** Takes the lease, asking its holder to let go meanwhile; false when `signal` or the timeout ends the wait. */
  async function waitForLease(uploadId: string, holder: string, signal: AbortSignal): Promise<boolean> {
    const giveUpAt = Date.now() + ACQUIRE_TIMEOUT_MS;
    let askedAt = 0;
    while (!signal.aborted && Date.now() < giveUpAt) {
      if (await takeLease(uploadId, holder)) return true;
      if (Date.now() - askedAt >= ASK_AGAIN_EVERY_MS) {
        askedAt = Date.now();
        await askToRelease(uploadId);
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
    return false;
  }

  return {
    newLock(uploadId: string): Lock {
      const lock = local.newLock(uploadId);
      const holder = randomUUID();
      let renewal: NodeJS.Timeout | undefined;
      return {
        async lock(signal, requestRelease) {
          await lock.lock(signal, requestRelease);
          try {
            if (!(await waitForLease(uploadId, holder, signal))) throw ERRORS.ERR_LOCK_TIMEOUT;
          } catch (error) {
            await lock.unlock();
            throw error;
          }
          held.set(uploadId, requestRelease);
          renewal = setInterval(() => {
            db.update(uploadLocks)
              .set({ expiresAt: sql`now() + ${LEASE_SECONDS} * interval '1 second'` })
              .where(and(eq(uploadLocks.uploadId, uploadId), eq(uploadLocks.holder, holder)))
              .catch((error: unknown) => log.warn({ err: error, uploadId }, "upload lock not renewed"));
          }, RENEW_EVERY_MS);
        },
        async unlock() {
          clearInterval(renewal);
          held.delete(uploadId);
          try {
            await db.delete(uploadLocks).where(and(eq(uploadLocks.uploadId, uploadId), eq(uploadLocks.holder, holder)));
          } catch (error) {
            // The lease runs out on its own.
            log.warn({ err: error, uploadId }, "upload lock not deleted; it expires in 30 s");
          }
          await lock.unlock();
        },
      };
    },
    async start() {
      unlisten = await bus.listen(RELEASE_CHANNEL, (uploadId) => void held.get(uploadId)?.());
    },
    releaseAll() {
      for (const release of [...held.values()]) void release();
    },
    async stop() {
      await unlisten?.();
    },
  };
}
