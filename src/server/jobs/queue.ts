/**
 * Durable background jobs (pg-boss underneath; see jobs/pg-boss-queue.ts). Handlers must be idempotent:
 * a job may run again after a crash or a retry.
 */
export type JobOptions = {
  /** Run no earlier than this time. */
  startAfter?: Date;
  /** Attempts after the first failure (default 5), spaced by retryDelaySeconds with exponential backoff. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** At most one queued job with this key at a time (e.g. one refund job per payment). */
  singletonKey?: string;
};

/** Which run of the job this is: on the last, a handler may record a failure the user can act on. */
export type JobAttempt = { number: number; isLast: boolean };

export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;

export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: JobOptions): Promise<void>;
  /** Registers the handler of a queue; it runs only in a process where the queue was started as a worker. */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Runs `name` on a cron schedule (UTC), once across all instances. */
  schedule(name: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

/** Job names, in one place so producers and workers agree. */
export const JOBS = {
  processVideo: "process-video",
  refundPayment: "refund-payment",
  expireRequests: "expire-requests",
  retryRefunds: "retry-refunds",
  reconcilePayments: "reconcile-payments",
  cleanUploads: "clean-uploads",
  enquiryMail: "enquiry-mail",
  demoShowcase: "demo-showcase",
  receiptMail: "receipt-mail",
} as const;
