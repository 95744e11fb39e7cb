import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { maskPhone } from "@/shared/phone";
import type { MessageChannel } from "@/shared/schemas/messages";
import type { Database } from "../../db/client";
import { outbox } from "../../db/schema/index";
import type { Executor } from "../../db/transaction";
import { JOBS, type JobAttempt, type JobQueue } from "../../jobs/queue";

export type OutboxRow = typeof outbox.$inferSelect;

/** What is written before anything is sent. For an SMS, `subject` says what it is about and `html` is empty. */
export type OutgoingMessage = {
  channel: MessageChannel;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A link carrying a token: logged outside production only, never stored apart from the body. */
  link?: string;
  /** The request the message is about: staff see it on the request's timeline. */
  requestId?: string;
};

/** Hands one message to SMTP or the SMS provider; throws when it was not accepted. */
export type MessageTransport = (message: OutboxRow) => Promise<void>;

/** How often, and how far apart, a message is tried before it is marked failed for staff. */
export type MessageRetry = { limit: number; delaySeconds: number };

// With back-off, 8 retries from 30 s apart span about two hours of a mail server being down.
const DEFAULT_RETRY: MessageRetry = { limit: 8, delaySeconds: 30 };
/** A delivery holds its message this long; a worker that died mid-send frees it for the sweep then. */
const CLAIM_MS = 2 * 60_000;
/** A queued message untouched this long has lost its job (a crash between the commit and the send). */
export const SWEEP_AFTER_MS = 5 * 60_000;
const ERROR_LENGTH = 300;

/**
 * The durable outbox (ADR 039). `add` writes the message (in the caller's transaction when it has one) and
 * queues its `deliver-message` job; the request never waits for a transport. Without a transport for the
 * channel (development, tests) the row is the delivery: status `kept`, read by /dev/outbox and the tests.
 */
export function createMessageOutbox({
  db,
  jobs,
  log,
  isProduction,
  transports,
  retry = DEFAULT_RETRY,
}: {
  db: Database;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  isProduction: boolean;
  transports: Partial<Record<MessageChannel, MessageTransport>>;
  retry?: MessageRetry;
}) {
  async function enqueue(id: string) {
    // One job per message at a time (the queue's singleton policy); a retry sent while one waits is a no-op.
    await jobs.send(
      JOBS.deliverMessage,
      { messageId: id },
      { singletonKey: id, retryLimit: retry.limit, retryDelaySeconds: retry.delaySeconds },
    );
  }

  function enqueueQuietly(id: string) {
    return enqueue(id).catch((error: unknown) =>
      log.warn({ err: error, messageId: id }, "message job not queued; the sweep will queue it"),
    );
  }

  async function add(message: OutgoingMessage, executor?: Executor) {
    const transport = transports[message.channel];
    const [row] = await (executor ?? db)
      .insert(outbox)
      .values({
        channel: message.channel,
        status: transport ? "queued" : "kept",
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo ?? null,
        requestId: message.requestId ?? null,
      })
      .returning({ id: outbox.id });
    const id = row!.id;
    // Bodies and links carry tokens and codes: the log gets them outside production only.
    log.info(
      {
        messageId: id,
        channel: message.channel,
        to: message.to,
        subject: message.subject,
        ...(isProduction ? {} : { link: message.link, ...(message.channel === "sms" ? { text: message.text } : {}) }),
      },
      transport ? "message queued" : "message kept in the outbox (no transport configured)",
    );
    if (!transport) return;
    if (executor && executor !== db) {
      // Inside the caller's transaction the job cannot be queued yet (on PGlite it would wait for that very
      // transaction): it is queued as soon as the database is free; a job that runs before the commit finds
      // no row and is retried, and the sweep covers a lost one.
      void enqueueQuietly(id);
      return;
    }
    await enqueueQuietly(id);
  }

  /** The `deliver-message` job: exactly once in effect, a sent (or kept) message is never sent again. */
  async function deliver(messageId: string, attempt: JobAttempt) {
    const now = new Date();
    const [claimed] = await db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        claimedUntil: new Date(now.getTime() + CLAIM_MS),
        updatedAt: now,
      })
      .where(
        and(
          eq(outbox.id, messageId),
          eq(outbox.status, "queued"),
          or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now)),
        ),
      )
      .returning();
    if (!claimed) {
      const [existing] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, messageId));
      // Not committed yet (queued from inside a transaction): try again; rolled back: nothing to send.
      if (!existing && !attempt.isLast) throw new Error("message not committed yet");
      return;
    }
    const transport = transports[claimed.channel as MessageChannel];
    try {
      if (!transport) throw new Error(`no transport for ${claimed.channel}`);
      await transport(claimed);
    } catch (error) {
      await db
        .update(outbox)
        .set({
          status: attempt.isLast ? "failed" : "queued",
          lastError: describeError(error),
          claimedUntil: null,
          updatedAt: new Date(),
        })
        .where(eq(outbox.id, messageId));
      throw error;
    }
    await db
      .update(outbox)
      .set({ status: "sent", sentAt: new Date(), lastError: null, claimedUntil: null, updatedAt: new Date() })
      .where(eq(outbox.id, messageId));
    log.info({ messageId, channel: claimed.channel, to: claimed.to, subject: claimed.subject }, "message sent");
  }

  /** Re-queues the messages whose job was lost (the process died between the commit and the send). */
  async function sweep(now = new Date()) {
    const stale = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, "queued"),
          // A message waiting for its job's next attempt is left alone: the queue doubles the delay after each
          // attempt, so the wait after `attempts` of them is at most delay x 2^attempts.
          sql`${outbox.updatedAt} < ${now.toISOString()}::timestamptz - (${retry.delaySeconds} * power(2, least(${outbox.attempts}, 16)) + ${SWEEP_AFTER_MS / 1000}) * interval '1 second'`,
          or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now)),
        ),
      )
      .limit(500);
    for (const { id } of stale) await enqueue(id);
    return stale.length;
  }

  async function listFailed(limit = 100) {
    return db.select().from(outbox).where(eq(outbox.status, "failed")).orderBy(desc(outbox.updatedAt)).limit(limit);
  }

  /** Staff's retry of a failed message: queued again with a fresh round of attempts. False: not a failed one. */
  async function retryFailed(messageId: string) {
    const [row] = await db
      .update(outbox)
      .set({ status: "queued", claimedUntil: null, updatedAt: new Date() })
      .where(and(eq(outbox.id, messageId), eq(outbox.status, "failed")))
      .returning({ id: outbox.id });
    if (!row) return false;
    await enqueue(row.id);
    return true;
  }

  return { add, deliver, sweep, listFailed, retryFailed };
}

export type MessageOutbox = ReturnType<typeof createMessageOutbox>;

/** What a failed attempt leaves for staff: the error's code and first line, never the message or a password. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const code = (error as { code?: unknown }).code;
  const firstLine = (error.message.split("\n")[0] ?? "").replace(/\/\/[^@\s/]*@/g, "//***@");
  return `${typeof code === "string" ? `${code}: ` : ""}${firstLine}`.slice(0, ERROR_LENGTH);
}

/** A phone number as staff see it in the failed list: its country code and last three digits. */
export function maskRecipient(channel: string, to: string): string {
  return channel === "sms" ? maskPhone(to) : to;
}
