import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database, DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import { createJobQueue, type JobQueueOptions } from "./jobs/pg-boss-queue";
import type { JobQueue } from "./jobs/queue";
import { type Clock, createClock } from "./lib/clock";
import { createPublicChanges, type PublicChanges } from "./lib/public-changes";
import { createHitCounter, type HitCounter } from "./lib/rate-limit-store";
import { createSecretBox, type SecretBox } from "./lib/secret-box";
import { createMetrics, type Metrics } from "./modules/metrics/metrics";
import { createRealtimeBus } from "./modules/realtime/pg-realtime-bus";
import type { RealtimeBus } from "./modules/realtime/realtime-bus";
import { createSettingsService, type SettingsService, settingsEnvDefaults } from "./modules/settings/settings.service";
import {
  createShowcaseUrlSigner,
  createVideoUrlSigner,
  type ShowcaseUrlSigner,
  type VideoUrlSigner,
} from "./modules/videos/signed-urls";
import { createMailer, createSmtpTransport, type Mailer } from "./providers/mail/mailer";
import { createMessageOutbox, type MessageOutbox, type MessageRetry } from "./providers/messages/outbox";
import { createPaymentProviders, type PaymentProviders } from "./providers/payments/create-provider";
import { createSmsProvider, type SmsProvider } from "./providers/sms/sms";
import { createStorage } from "./providers/storage/create-storage";
import type { Storage } from "./providers/storage/storage";

/**
 * What every module is built from, built once per app (buildApp): the database, the configuration, the
 * logger, the providers (storage, mail, SMS, payments), the job queue, the realtime bus, staff's run-time
 * settings and the URL signers. A module takes this object and the modules it names (ADR 029).
 */
export type Infrastructure = {
  database: DatabaseHandle;
  db: Database;
  env: Env;
  log: FastifyBaseLogger;
  /** Files (videos, photos, the logo): local disk or an S3-compatible bucket. */
  storage: Storage;
  /** Every e-mail and SMS is written here first and delivered by a job (ADR 039). */
  messages: MessageOutbox;
  /** E-mail through the outbox: never waits for the mail server. */
  mailer: Mailer;
  /** The SMS provider itself, for what cannot wait for the queue (the phone code); other SMS use `messages`. */
  sms: SmsProvider;
  /** Durable background jobs (pg-boss); handlers run only where RUN_JOBS is on. */
  jobs: JobQueue;
  /** Live updates to signed-in users, across instances (LISTEN/NOTIFY). */
  realtime: RealtimeBus;
  /** Staff's run-time settings (src/shared/settings.ts), the environment as their defaults. */
  settings: SettingsService;
  /** Encryption at rest (APP_SECRET) of the secrets the app stores: provider keys, payout account numbers. */
  box: SecretBox;
  /** Resolved from the settings on every use: keys staff save apply without a restart (ADR 014). */
  paymentProviders: PaymentProviders;
  /** Signed links to delivered videos and to the videos a profile features. */
  signers: { video: VideoUrlSigner; showcase: ShowcaseUrlSigner };
  /** "What a public page shows changed", on every instance: drops the rendered pages' cache (ADR 033). */
  publicChanges: PublicChanges;
  /** What the instance reports to Prometheus (GET /metrics): requests, uploads, jobs, money by status. */
  metrics: Metrics;
  /** Now, for what waits on time (hold periods, a new payout account's 48 hours); movable outside production. */
  clock: Clock;
  /** Where rate limits count, per IP and per account: Redis, PostgreSQL or memory (ADR 038). */
  rateLimits: HitCounter;
  /**
   * Stops everything before the caller closes the database: the queue first (its running handlers use the
   * modules), then what each module started (in reverse order), then the bus and the settings.
   */
  close(modules: readonly { close?: () => Promise<void> }[]): Promise<void>;
};

/** Job queue timing; tests poll faster than the defaults. */
export type JobTiming = Pick<
  JobQueueOptions,
  "pollingIntervalSeconds" | "cronCheckIntervalSeconds" | "stopTimeoutMs"
> & {
  /** Attempts and back-off of a message's delivery (ADR 039); tests shorten them. */
  messageRetry?: MessageRetry;
};

export type InfrastructureOptions = {
  env: Env;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  jobTiming?: JobTiming;
};

export async function createInfrastructure({
  env,
  database,
  log,
  jobTiming,
}: InfrastructureOptions): Promise<Infrastructure> {
  const { db } = database;
  const box = createSecretBox(env.APP_SECRET);
  const clock = createClock({ movable: !env.isProduction });
  const rateLimits = createHitCounter({ env, database, clock, log });
  const realtime = await createRealtimeBus(database, log);
  const { messageRetry, ...queueTiming } = jobTiming ?? {};
  const jobs = await createJobQueue(database, { log, worker: env.RUN_JOBS, ...queueTiming });
  const publicChanges = await createPublicChanges({ database, log });
  const settings = await createSettingsService({
    database,
    box,
    envDefaults: settingsEnvDefaults(env),
    log,
    publicChanges,
  });
  const sms = createSmsProvider({
    url: env.SMS_PROVIDER_URL,
    token: env.SMS_PROVIDER_TOKEN,
    log,
    isProduction: env.isProduction,
  });
  const messages = createMessageOutbox({
    db,
    jobs,
    log,
    isProduction: env.isProduction,
    retry: messageRetry,
    transports: {
      ...(env.SMTP_URL ? { mail: createSmtpTransport({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }) } : {}),
      ...(sms.kind === "http" ? { sms: (message) => sms.send(message.to, message.text) } : {}),
    },
  });
  const metrics = createMetrics();
  metrics.readFrom({ db, jobs });
  return {
    database,
    db,
    env,
    log,
    storage: createStorage(env),
    messages,
    mailer: createMailer({ outbox: messages, smtp: !!env.SMTP_URL }),
    sms,
    jobs,
    realtime,
    settings,
    box,
    paymentProviders: createPaymentProviders(env, { db, settings, log }),
    signers: { video: createVideoUrlSigner(env.APP_SECRET), showcase: createShowcaseUrlSigner(env.APP_SECRET) },
    publicChanges,
    metrics,
    clock,
    rateLimits,
    async close(modules) {
      await jobs.stop();
      for (const module of modules.toReversed()) await module.close?.();
      await realtime.close();
      await settings.close();
      await publicChanges.close();
      await rateLimits.close();
    },
  };
}

/** The Fastify instance a module's routes are registered on (the zod type provider's). */
export type Api = Parameters<FastifyPluginAsyncZod>[0];

/**
 * What a module answers: its services (for the modules built after it, the entry points and the tests), and
 * what app.ts registers in its three loops.
 */
export type ModuleParts<Services extends object = object> = {
  services: Services;
  /** Public routes, registered under `/api`. */
  routes?: (api: Api) => Promise<void>;
  /** Staff routes, registered inside the one `/api/admin` plugin (staff only); each adds its area's guard. */
  adminRoutes?: (admin: Api) => Promise<void>;
  /** Job handlers and schedules, registered only where jobs run (RUN_JOBS). */
  jobs?: (queue: JobQueue) => Promise<void>;
  /** Stops what the module started (a LISTEN), after the queue stopped and before the database closes. */
  close?: () => Promise<void>;
};
