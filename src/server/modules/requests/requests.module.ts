import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { AuditModule } from "../audit/audit.module";
import type { CatalogueModule } from "../catalogue/catalogue.module";
import type { CurrencyModule } from "../currency/currency.module";
import { type BookingEventsDeps, createBookingEvents } from "./booking-events";
import { createExpiry } from "./expiry";
import { registerQuestionJobs, registerRequestJobs, registerVoiceNoteJobs } from "./request-jobs";
import { createRequestQuestions } from "./request-questions";
import { requestQuestionsRoutes } from "./request-questions.routes";
import { createRequestReports } from "./request-reports";
import { reportsAdminRoutes, requestReportsRoutes } from "./request-reports.routes";
import { requestsRoutes } from "./requests.routes";
import { createRequestsService } from "./requests.service";
import { createVoiceNotes } from "./voice-notes";
import { voiceNotesRoutes } from "./voice-notes.routes";

/**
 * What follows a request's change wherever it happens (a route, a payment webhook, a job): live updates,
 * e-mails, refunds; and the expiry of undelivered requests. Built before payments, which announce their
 * changes through it; the refund trigger comes from payments as a function, so requests never import them.
 */
export function bookingModule(
  { db, env, log, mailer, realtime, clock }: Infrastructure,
  { startRefund }: { startRefund: BookingEventsDeps["startRefund"] },
) {
  const bookingEvents = createBookingEvents({ db, realtime, startRefund, mailer, appUrl: env.APP_URL, log });
  // On the app's clock, as payments write expiresAt: a moved development clock expires what is due by then.
  const expiry = createExpiry({ db, bookingEvents, log, now: clock.now });
  return {
    services: { bookingEvents, expiry },
    jobs: (queue) => registerRequestJobs(queue, { expiry }),
  } satisfies ModuleParts;
}

export type BookingModule = ReturnType<typeof bookingModule>;

type RequestsDeps = Parameters<typeof createRequestsService>[0];

/** Booking a video: the fan's requests, the celebrity's dashboard, accept, decline, deliver, review. */
export function requestsModule(
  { db, env, settings, signers, storage, clock, mailer, messages, log }: Infrastructure,
  deps: {
    accounts: AccountsModule;
    audit: AuditModule;
    booking: BookingModule;
    catalogue: CatalogueModule;
    currency: CurrencyModule;
    /** The checkouts a booking starts: the payments module, named by shape (requests never import payments). */
    payments: { services: { payments: RequestsDeps["payments"] } };
  },
) {
  const requests = createRequestsService({
    db,
    // Signed links to delivered videos: the request cards show each ready video's poster frame.
    posterUrlOf: (requestId) => signers.video.sign(requestId, { withPoster: true }).posterUrl,
    settings,
    currency: deps.currency.services.currency,
    payments: deps.payments.services.payments,
    bookingEvents: deps.booking.services.bookingEvents,
    clearCatalogueCache: deps.catalogue.services.catalogue.clearCache,
  });
  const voiceNotes = createVoiceNotes({
    db,
    storage,
    tools: { ffmpeg: env.FFMPEG_PATH, ffprobe: env.FFPROBE_PATH },
    access: requests,
  });
  const questions = createRequestQuestions({
    db,
    access: requests,
    bookingEvents: deps.booking.services.bookingEvents,
    mailer,
    messages,
    appUrl: env.APP_URL,
    log,
    now: clock.now,
  });
  const reports = createRequestReports({
    db,
    access: requests,
    bookingEvents: deps.booking.services.bookingEvents,
    settings,
    mailer,
    appUrl: env.APP_URL,
    log,
    now: clock.now,
  });
  const { guards } = deps.accounts.services;
  const { audit } = deps.audit.services;
  return {
    services: { requests, voiceNotes, questions, reports },
    routes: async (api) => {
      await api.register(requestsRoutes, { requests, guards });
      await api.register(voiceNotesRoutes, { voiceNotes, guards });
      await api.register(requestQuestionsRoutes, { questions, guards });
      await api.register(requestReportsRoutes, { reports, guards });
    },
    adminRoutes: async (admin) => {
      await admin.register(reportsAdminRoutes, { prefix: "/requests", reports, audit, guards });
    },
    jobs: async (queue) => {
      await registerVoiceNoteJobs(queue, { voiceNotes, clock });
      await registerQuestionJobs(queue, { questions });
    },
  } satisfies ModuleParts;
}

export type RequestsModule = ReturnType<typeof requestsModule>;
