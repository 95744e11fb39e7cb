/**
 * Durable background jobs (pg-boss underneath; see jobs/pg-boss-queue.ts). Handlers must be idempotent:
 * a job may run again after a crash or a retry.
 */
import type { Locale } from "@/shared/locales";

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

/** Nothing to carry: a scheduled sweep, or a job whose name says it all. */
type NoData = Record<string, never>;

/**
 * Every job's name and the data it carries, in one place: a job cannot be sent with, or handled as, the
 * wrong payload. The producers and the handlers (in their modules) name their payload as `JobPayloads[name]`.
 */
export type JobPayloads = {
  /** A finished upload to transcode. */
  "process-video": { requestId: string };
  /** Queues again the uploads whose processing run died (its heartbeat went stale; ADR 041). */
  "recover-videos": NoData;
  "refund-payment": { paymentId: string };
  /** A refund staff gave from a request's page (part or all of what is left; ADR 060). */
  "staff-refund": { refundId: string };
  "expire-requests": NoData;
  "retry-refunds": NoData;
  "reconcile-payments": NoData;
  "clean-uploads": NoData;
  /** `locale`: what the visitor's e-mails are written in (the language of the page that caused them; English when absent). */
  "enquiry-mail":
    | { enquiryId: string; mail: "staff" | "acknowledgement"; locale?: Locale }
    | { enquiryId: string; mail: "reply"; message: string; locale?: Locale };
  /** The demo stars' showcase clips (src/server/demo), sent once at start while DEMO_DATA is on. */
  "demo-showcase": NoData;
  /** A payment's receipt, its full refund's, or (`refundId`) the receipt of a staff refund of part of it. */
  "receipt-mail":
    | { paymentId: string; kind: "payment" | "refund" }
    | { paymentId: string; kind: "part_refund"; refundId: string };
  /** Delivered earnings whose hold period ended become available (ADR 032). */
  "release-earnings": NoData;
  /** The automatic payout run (payouts.schedule). */
  "scheduled-payouts": NoData;
  /** Sends one approved payout to its provider (idempotent on the payout's reference). */
  "send-payout": { payoutId: string };
  /** Asks the providers about payouts left in transit. */
  "reconcile-payouts": NoData;
  /** Tells a star about their payout account or payout, by e-mail (and SMS when a phone is known). */
  "payout-notice":
    | { kind: "account-changed"; payoutAccountId: string }
    | { kind: "payout-failed" | "payout-paid"; payoutId: string };
  /** Sends one outbox message (mail or SMS) through its transport; a sent message is never sent again (ADR 039). */
  "deliver-message": { messageId: string };
  /** Re-queues outbox messages left queued without a job (a crash between the commit and the send). */
  "sweep-messages": NoData;
  /** Sends the watch links fans scheduled for their recipients that are due (issue 23). */
  "send-scheduled-links": NoData;
  /** Deletes voice notes no request named within a day of their recording (issue 23). */
  "clean-voice-notes": NoData;
  /** Reminds fans, once, of a star's question still unanswered a day after it was asked (ADR 057). */
  "remind-questions": NoData;
};

/** What a queue carries: job name -> payload. The app's is JobPayloads; the queue's own tests bring theirs. */
export type JobPayloadMap = { [name: string]: object };

export interface JobQueue<Payloads extends JobPayloadMap = JobPayloads> {
  send<N extends keyof Payloads & string>(name: N, data: Payloads[N], options?: JobOptions): Promise<void>;
  /** Registers the handler of a queue; it runs only in a process where the queue was started as a worker. */
  work<N extends keyof Payloads & string>(name: N, handler: JobHandler<Payloads[N]>): Promise<void>;
  /** Runs `name` on a cron schedule (UTC), once across all instances. */
  schedule(name: keyof Payloads & string, cron: string): Promise<void>;
  /** How many jobs the queue keeps, by name and state (created, retry, active, completed, failed...). */
  counts(): Promise<{ name: string; state: string; count: number }[]>;
  stop(): Promise<void>;
}

/** Job names, in one place so producers and workers agree (each a key of JobPayloads). */
export const JOBS = {
  processVideo: "process-video",
  recoverVideos: "recover-videos",
  refundPayment: "refund-payment",
  staffRefund: "staff-refund",
  expireRequests: "expire-requests",
  retryRefunds: "retry-refunds",
  reconcilePayments: "reconcile-payments",
  cleanUploads: "clean-uploads",
  enquiryMail: "enquiry-mail",
  demoShowcase: "demo-showcase",
  receiptMail: "receipt-mail",
  releaseEarnings: "release-earnings",
  scheduledPayouts: "scheduled-payouts",
  sendPayout: "send-payout",
  reconcilePayouts: "reconcile-payouts",
  payoutNotice: "payout-notice",
  deliverMessage: "deliver-message",
  sweepMessages: "sweep-messages",
  sendScheduledLinks: "send-scheduled-links",
  cleanVoiceNotes: "clean-voice-notes",
  remindQuestions: "remind-questions",
} as const satisfies Record<string, keyof JobPayloads>;
