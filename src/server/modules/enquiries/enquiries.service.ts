import { and, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locales";
import type {
  Enquiry,
  EnquiryInput,
  EnquiryKind,
  EnquiryList,
  EnquiryListQuery,
  EnquiryStatus,
} from "@/shared/schemas/enquiries";
import { ADMIN_PAGE_SIZE } from "@/shared/schemas/pagination";
import type { Database } from "../../db/client";
import { celebrityProfiles, enquiries, users } from "../../db/schema/index";
import { AppError, notFound } from "../../errors";
import { JOBS, type JobPayloads, type JobQueue } from "../../jobs/queue";
import { localeOrDefault } from "../../lib/messages";
import type { Mailer } from "../../providers/mail/mailer";
import { type EnquiryMailDetails, mailTemplates } from "../../providers/mail/templates";
import type { SettingsReader } from "../settings/settings.service";

/** One e-mail per job, so a retry resends only the one that failed. */
export type EnquiryMailJob = JobPayloads["enquiry-mail"];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Deps = {
  db: Database;
  jobs: Pick<JobQueue, "send">;
  settings: SettingsReader;
  mailer: Mailer;
  appUrl: string;
  log: Pick<FastifyBaseLogger, "error">;
};

/**
 * Contact messages and business enquiries: stored first, then e-mailed to staff (the `support.email` setting)
 * and acknowledged to the sender through the job queue, which retries a failed send. Staff read, mark and
 * answer them in the inbox.
 */
export function createEnquiriesService({ db, jobs, settings, mailer, appUrl, log }: Deps) {
  /** An approved profile by id or username (case-insensitive); null when there is none. */
  async function findCelebrity(reference: string | undefined): Promise<string | null> {
    if (!reference) return null;
    const [row] = await db
      .select({ id: celebrityProfiles.id })
      .from(celebrityProfiles)
      .where(
        and(
          eq(celebrityProfiles.approved, true),
          UUID.test(reference)
            ? eq(celebrityProfiles.id, reference)
            : sql`lower(${celebrityProfiles.username}) = lower(${reference})`,
        ),
      )
      .limit(1);
    return row?.id ?? null;
  }

  /**
   * Stores the message, then queues its two e-mails (the acknowledgement in `locale`, the language of the page
   * it was sent from). A filled honeypot stores and sends nothing; the caller answers it like any other.
   * Answers whether the message was stored.
   */
  async function submit(
    input: EnquiryInput,
    ip: string | null,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<{ stored: boolean; id: string | null }> {
    if (input.website?.trim()) return { stored: false, id: null };
    const celebrityId = input.kind === "business" ? await findCelebrity(input.celebrity) : null;
    const [row] = await db
      .insert(enquiries)
      .values({
        kind: input.kind,
        name: input.name,
        email: input.email,
        subject: input.kind === "contact" ? input.subject : null,
        company: input.kind === "business" ? input.company : null,
        message: input.message,
        celebrityId,
        ip,
      })
      .returning({ id: enquiries.id });
    const id = row!.id;
    // The message is safe in the table: a queue failure is logged for staff, not shown to the visitor.
    try {
      await jobs.send(JOBS.enquiryMail, { enquiryId: id, mail: "staff" });
      await jobs.send(JOBS.enquiryMail, { enquiryId: id, mail: "acknowledgement", locale });
    } catch (error) {
      log.error({ err: error, enquiryId: id }, "enquiry stored but its e-mails could not be queued");
    }
    return { stored: true, id };
  }

  const selection = {
    enquiry: enquiries,
    celebrityUsername: celebrityProfiles.username,
    celebrityName: celebrityProfiles.fullName,
    handlerName: users.name,
  };

  function view(row: {
    enquiry: typeof enquiries.$inferSelect;
    celebrityUsername: string | null;
    celebrityName: string | null;
    handlerName: string | null;
  }): Enquiry {
    const { enquiry } = row;
    return {
      id: enquiry.id,
      kind: enquiry.kind as EnquiryKind,
      name: enquiry.name,
      email: enquiry.email,
      subject: enquiry.subject,
      company: enquiry.company,
      message: enquiry.message,
      celebrity: enquiry.celebrityId
        ? { id: enquiry.celebrityId, username: row.celebrityUsername ?? "", fullName: row.celebrityName ?? "" }
        : null,
      status: enquiry.status as EnquiryStatus,
      createdAt: enquiry.createdAt.toISOString(),
      handledAt: enquiry.handledAt?.toISOString() ?? null,
      handledBy: enquiry.handledBy ? { id: enquiry.handledBy, name: row.handlerName ?? "" } : null,
    };
  }

  const selectEnquiries = () =>
    db
      .select(selection)
      .from(enquiries)
      .leftJoin(celebrityProfiles, eq(celebrityProfiles.id, enquiries.celebrityId))
      .leftJoin(users, eq(users.id, enquiries.handledBy));

  async function get(id: string): Promise<Enquiry> {
    const [row] = await selectEnquiries().where(eq(enquiries.id, id)).limit(1);
    if (!row) throw notFound("Enquiry not found");
    return view(row);
  }

  /** Newest first, filtered by kind and status. */
  async function list(query: EnquiryListQuery): Promise<EnquiryList> {
    const where = and(
      query.kind ? eq(enquiries.kind, query.kind) : undefined,
      query.status ? eq(enquiries.status, query.status) : undefined,
    );
    const [rows, [totals]] = await Promise.all([
      selectEnquiries()
        .where(where)
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((query.page - 1) * ADMIN_PAGE_SIZE),
      db.select({ total: count() }).from(enquiries).where(where),
    ]);
    const total = totals?.total ?? 0;
    return {
      items: rows.map(view),
      total,
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
      totalPages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    };
  }

  /**
   * Handled records who and when; back to new forgets it; archived keeps whatever was recorded. Answers the
   * enquiry before and after, for the audit log.
   */
  async function setStatus(id: string, status: EnquiryStatus, actorId: string) {
    const before = await get(id);
    const stamp =
      status === "handled"
        ? { handledAt: new Date(), handledBy: actorId }
        : status === "new"
          ? { handledAt: null, handledBy: null }
          : {};
    await db
      .update(enquiries)
      .set({ status, ...stamp })
      .where(eq(enquiries.id, id));
    return { before, after: await get(id) };
  }

  /**
   * E-mails the reply to the sender (reply-to the support address) through the queue, and marks it handled.
   * The e-mail's own words are in `locale`, the language of the page staff answered from.
   */
  async function reply(id: string, message: string, actorId: string, locale: Locale = DEFAULT_LOCALE) {
    await get(id);
    await jobs.send(JOBS.enquiryMail, { enquiryId: id, mail: "reply", message, locale });
    return setStatus(id, "handled", actorId);
  }

  /** The `enquiry-mail` job: builds and sends one e-mail from the stored enquiry. */
  async function sendMail(job: EnquiryMailJob): Promise<void> {
    const enquiry = await get(job.enquiryId).catch((error: unknown) => {
      // Deleted since: nothing to send, and no retry. Anything else (the database) is retried.
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    });
    if (!enquiry) return;
    const supportEmail = await settings.get("support.email");
    const details: EnquiryMailDetails = { ...enquiry, celebrityName: enquiry.celebrity?.fullName ?? null };
    // Queued before languages came: English.
    const locale = localeOrDefault(job.locale);
    if (job.mail === "reply") {
      await mailer.send(mailTemplates.enquiryReply(supportEmail, details, job.message, locale));
      return;
    }
    // Staff read the support inbox in English (the support address is no account with a language).
    await mailer.send(
      job.mail === "staff"
        ? mailTemplates.enquiryToStaff(appUrl, supportEmail, details, DEFAULT_LOCALE)
        : mailTemplates.enquiryAcknowledgement(appUrl, supportEmail, details, locale),
    );
  }

  return { submit, list, get, setStatus, reply, sendMail };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;

/** The `enquiry-mail` worker; the queue retries a failed send (5 times, backing off). */
export async function registerEnquiryJobs(jobs: JobQueue, { enquiries: service }: { enquiries: EnquiriesService }) {
  await jobs.work(JOBS.enquiryMail, (data) => service.sendMail(data));
}
