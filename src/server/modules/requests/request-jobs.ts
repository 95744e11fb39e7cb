import { JOBS, type JobQueue } from "../../jobs/queue";
import type { Clock } from "../../lib/clock";
import type { Expiry } from "./expiry";
import type { RequestQuestions } from "./request-questions";
import type { VoiceNotes } from "./voice-notes";

/** Every five minutes: a request expires at most that long after its deadline. */
export const EXPIRE_REQUESTS_CRON = "*/5 * * * *";

/** The requests' background work: expiry of undelivered requests (which makes their refund due). */
export async function registerRequestJobs(jobs: JobQueue, { expiry }: { expiry: Expiry }) {
  await jobs.work(JOBS.expireRequests, async () => {
    await expiry.expireDueRequests();
  });
  await jobs.schedule(JOBS.expireRequests, EXPIRE_REQUESTS_CRON);
}

/** Hourly: voice notes recorded for a request that was never sent (ADR 056). */
export async function registerVoiceNoteJobs(jobs: JobQueue, deps: { voiceNotes: VoiceNotes; clock: Clock }) {
  await jobs.work(JOBS.cleanVoiceNotes, async () => {
    await deps.voiceNotes.deleteUnused(deps.clock.now());
  });
  await jobs.schedule(JOBS.cleanVoiceNotes, "41 * * * *");
}

/** Hourly: a star's question the fan has left unanswered for a day is recalled to them, once (ADR 057). */
export async function registerQuestionJobs(jobs: JobQueue, { questions }: { questions: RequestQuestions }) {
  await jobs.work(JOBS.remindQuestions, async () => {
    await questions.remindUnanswered();
  });
  await jobs.schedule(JOBS.remindQuestions, "17 * * * *");
}
