import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { videoRequests } from "../../db/schema/index";
import type { Clock } from "../../lib/clock";
import type { VideoRequestRow } from "../requests/request-transitions";

/** A request whose upload may be processing: accepted, or delivered and being re-recorded (ADR 058). */
const PROCESSABLE = ["accepted", "completed"];

/**
 * How a processing run tells it is alive (ADR 041): pg-boss 10 has no heartbeat, and its expiry (30 min,
 * sized for the longest transcode) is far too late to notice a killed worker. The run holds the upload's
 * row (processing_owner) and writes processing_heartbeat_at every HEARTBEAT_INTERVAL_MS; a heartbeat older
 * than STALE_AFTER_MS means the run is dead, and another run may take the upload over.
 */
export const HEARTBEAT_INTERVAL_MS = 10_000;
export const STALE_AFTER_MS = 30_000;

export type ClaimDeps = {
  db: Database;
  clock: Clock;
  log?: { warn(object: object, message: string): void };
};

export type ProcessingClaim = {
  /** Aborted when another run has taken the upload over: whatever this run started must stop. */
  signal: AbortSignal;
  readonly lost: boolean;
  /** Writes the heartbeat now; false when the upload is no longer this run's. */
  beat(): Promise<boolean>;
  /** Stops the heartbeat and lets go of the row (a retry may claim it at once). */
  release(): Promise<void>;
};

const ownedBy = (requestId: string, runId: string) =>
  and(eq(videoRequests.id, requestId), eq(videoRequests.processingOwner, runId));

/**
 * Takes the upload for run `runId`, unless a live run holds it: answers null then. The claim names the
 * upload (original_key), so a run never takes over a newer upload than the one it read.
 */
export async function claimProcessing(
  deps: ClaimDeps,
  row: VideoRequestRow,
  runId: string,
): Promise<ProcessingClaim | null> {
  const now = deps.clock.now();
  const staleBefore = new Date(now.getTime() - STALE_AFTER_MS);
  const [claimed] = await deps.db
    .update(videoRequests)
    .set({ processingOwner: runId, processingHeartbeatAt: now })
    .where(
      and(
        eq(videoRequests.id, row.id),
        inArray(videoRequests.status, PROCESSABLE),
        eq(videoRequests.videoStatus, "processing"),
        eq(videoRequests.originalKey, row.originalKey ?? ""),
        or(
          isNull(videoRequests.processingOwner),
          isNull(videoRequests.processingHeartbeatAt),
          lt(videoRequests.processingHeartbeatAt, staleBefore),
        ),
      ),
    )
    .returning({ id: videoRequests.id });
  if (!claimed) return null;

  const controller = new AbortController();
  let beating: Promise<boolean> = Promise.resolve(true);
  const beatOnce = async (): Promise<boolean> => {
    if (controller.signal.aborted) return false;
    try {
      const [still] = await deps.db
        .update(videoRequests)
        .set({ processingHeartbeatAt: deps.clock.now() })
        .where(ownedBy(row.id, runId))
        .returning({ id: videoRequests.id });
      if (!still) controller.abort();
      return Boolean(still);
    } catch (error) {
      // The database is away for a moment: keep working; if it stays away, another run takes over.
      deps.log?.warn({ err: error, requestId: row.id }, "video processing heartbeat failed");
      return true;
    }
  };
  // One beat at a time: a slow database never stacks them up.
  const beat = () => {
    beating = beating.then(beatOnce);
    return beating;
  };
  const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
  timer.unref();

  return {
    signal: controller.signal,
    get lost() {
      return controller.signal.aborted;
    },
    beat,
    async release() {
      clearInterval(timer);
      await beating;
      await deps.db
        .update(videoRequests)
        .set({ processingOwner: null, processingHeartbeatAt: null })
        .where(ownedBy(row.id, runId));
    },
  };
}

/**
 * Uploads whose processing run died: still processing, held by a run whose heartbeat is stale. A run that
 * failed let go of its row (the queue retries it), and one still queued holds none: neither is listed.
 */
export async function stalledUploads(deps: Pick<ClaimDeps, "db" | "clock">) {
  const staleBefore = new Date(deps.clock.now().getTime() - STALE_AFTER_MS);
  return deps.db
    .select({ id: videoRequests.id, updatedAt: videoRequests.updatedAt })
    .from(videoRequests)
    .where(
      and(
        eq(videoRequests.videoStatus, "processing"),
        inArray(videoRequests.status, PROCESSABLE),
        lt(videoRequests.processingHeartbeatAt, staleBefore),
      ),
    );
}
