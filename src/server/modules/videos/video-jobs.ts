import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { JOBS, type JobQueue } from "../../jobs/queue";
import { createStorage } from "../../providers/storage/create-storage";
import type { BookingEvents } from "../requests/booking-events";
import { giveUpProcessing, processVideo } from "./process-video";

/** The `process-video` worker (one job per finished upload, `{ requestId }`). */
export async function registerVideoJobs(deps: {
  jobs: JobQueue;
  db: Database;
  env: Env;
  log: FastifyBaseLogger;
  bookingEvents: BookingEvents;
}) {
  const processing = {
    db: deps.db,
    storage: createStorage(deps.env),
    tools: { ffmpeg: deps.env.FFMPEG_PATH, ffprobe: deps.env.FFPROBE_PATH },
    bookingEvents: deps.bookingEvents,
    log: deps.log,
  };
  await deps.jobs.work(JOBS.processVideo, async ({ requestId }, attempt) => {
    try {
      await processVideo(processing, requestId);
    } catch (error) {
      if (attempt.isLast) await giveUpProcessing(processing, requestId);
      throw error;
    }
  });
}
