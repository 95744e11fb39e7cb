import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { JOBS, type JobQueue } from "../../jobs/queue";
import type { Clock } from "../../lib/clock";
import { createStorage } from "../../providers/storage/create-storage";
import type { BookingEvents } from "../requests/booking-events";
import { giveUpProcessing, type ProcessVideoDeps, processVideo } from "./process-video";
import { stalledUploads } from "./processing-claim";
import { DEFAULT_WORK_ROOT, removeOrphanedWorkDirs } from "./work-dirs";

/**
 * Every minute: an upload whose run died is queued again within two minutes of the death (the heartbeat
 * goes stale after 30 s, this sweep runs within a minute and 5 s, and a worker polls within seconds).
 */
export const RECOVER_VIDEOS_CRON = "* * * * *";
/** An upload still not processed this long after it arrived, whose run died again: refused, not retried forever. */
export const MAX_PROCESSING_MS = 60 * 60 * 1000;

/** Queues the processing of a finished upload: one waiting job per request at most. */
export function queueVideoProcessing(jobs: Pick<JobQueue, "send">, requestId: string): Promise<void> {
  return jobs.send(JOBS.processVideo, { requestId }, { singletonKey: `video:${requestId}` });
}

/**
 * The `recover-videos` sweep: uploads held by a run whose heartbeat went stale (its worker was killed)
 * are queued again, and the next run takes them over. Answers how many were queued.
 */
export async function recoverStalledVideos(deps: {
  jobs: Pick<JobQueue, "send">;
  clock: Clock;
  processing: ProcessVideoDeps;
}): Promise<number> {
  const { db, log } = deps.processing;
  let queued = 0;
  for (const { id, updatedAt } of await stalledUploads({ db, clock: deps.clock })) {
    if (deps.clock.now().getTime() - updatedAt.getTime() > MAX_PROCESSING_MS) {
      await giveUpProcessing(deps.processing, id);
      continue;
    }
    await queueVideoProcessing(deps.jobs, id);
    queued += 1;
  }
  if (queued > 0) log?.warn({ queued }, "videos whose processing run died queued again");
  return queued;
}

/** The `process-video` worker (one job per finished upload, `{ requestId }`) and its recovery sweep. */
export async function registerVideoJobs(deps: {
  jobs: JobQueue;
  db: Database;
  env: Env;
  log: FastifyBaseLogger;
  bookingEvents: BookingEvents;
  clock: Clock;
}) {
  const processing: ProcessVideoDeps = {
    db: deps.db,
    storage: createStorage(deps.env),
    tools: { ffmpeg: deps.env.FFMPEG_PATH, ffprobe: deps.env.FFPROBE_PATH },
    bookingEvents: deps.bookingEvents,
    log: deps.log,
    clock: deps.clock,
  };
  if (deps.env.RUN_JOBS) {
    // A worker that died on this machine may have left its ffmpeg running and its files behind.
    const removed = await removeOrphanedWorkDirs(DEFAULT_WORK_ROOT);
    if (removed > 0) deps.log.warn({ removed }, "files of dead video processing runs removed");
  }

  await deps.jobs.work(JOBS.processVideo, async ({ requestId }, attempt) => {
    try {
      await processVideo(processing, requestId);
    } catch (error) {
      if (attempt.isLast) await giveUpProcessing(processing, requestId);
      throw error;
    }
  });
  await deps.jobs.work(JOBS.recoverVideos, async () => {
    await recoverStalledVideos({ jobs: deps.jobs, clock: deps.clock, processing });
  });
  await deps.jobs.schedule(JOBS.recoverVideos, RECOVER_VIDEOS_CRON);
}
