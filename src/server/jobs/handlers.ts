import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import type { Env } from "../env";
import { registerEnquiryJobs } from "../modules/enquiries/enquiries.service";
import { registerPaymentJobs } from "../modules/payments/payment-jobs";
import type { RealtimeBus } from "../modules/realtime/realtime-bus";
import type { BookingEvents } from "../modules/requests/booking-events";
import { registerRequestJobs } from "../modules/requests/request-jobs";
import { registerVideoJobs } from "../modules/videos/video-jobs";
import type { JobQueue } from "./queue";

export type JobHandlerDeps = {
  jobs: JobQueue;
  db: Database;
  env: Env;
  log: FastifyBaseLogger;
  services: FastifyInstance["services"];
  bookingEvents: BookingEvents;
  realtime: RealtimeBus;
};

/**
 * Gives every background job its handler and cron schedule. buildApp calls it only where jobs run
 * (RUN_JOBS, and always in `npm run worker`), once, after the services exist. Add a job as
 * `await jobs.work(JOBS.x, (data) => ...)` and, when periodic, `await jobs.schedule(JOBS.x, "cron")`.
 */
export async function registerJobHandlers(deps: JobHandlerDeps): Promise<void> {
  await registerPaymentJobs(deps.jobs, deps.services);
  await registerRequestJobs(deps.jobs, deps.services);
  await registerVideoJobs(deps);
  await registerEnquiryJobs(deps.jobs, deps.services);
}
