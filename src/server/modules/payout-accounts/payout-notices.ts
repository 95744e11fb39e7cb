import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { maskAccountNumber } from "@/shared/payouts";
import type { Database } from "../../db/client";
import { celebrityProfiles, payoutAccounts, users } from "../../db/schema/index";
import type { JobPayloads } from "../../jobs/queue";
import { localeOrDefault } from "../../lib/messages";
import type { Mailer } from "../../providers/mail/mailer";
import { mailTemplates, smsTemplates } from "../../providers/mail/templates";
import type { MessageOutbox } from "../../providers/messages/outbox";
import type { SettingsService } from "../settings/settings.service";

export type PayoutNotice = JobPayloads["payout-notice"];
/** The notices about payouts themselves, which the payouts module sends through the same job. */
type PayoutNoticeKind = Exclude<PayoutNotice["kind"], "account-changed">;
type NoticeHandler<K extends PayoutNoticeKind> = (notice: Extract<PayoutNotice, { kind: K }>) => Promise<void>;

type Deps = {
  db: Database;
  mailer: Mailer;
  messages: Pick<MessageOutbox, "add">;
  settings: Pick<SettingsService, "get">;
  appUrl: string;
  log: FastifyBaseLogger;
};

/**
 * The `payout-notice` job: this module tells a star their payout account changed (e-mail, and SMS when a phone
 * is known); the payouts module adds its own kinds with `on` (one job, one handler per kind).
 */
export function createPayoutNotices({ db, mailer, messages, settings, appUrl, log }: Deps) {
  const handlers: { [K in PayoutNoticeKind]?: NoticeHandler<K> } = {};

  async function accountChanged(payoutAccountId: string) {
    const [row] = await db
      .select({
        account: payoutAccounts,
        name: users.name,
        email: users.email,
        phone: users.phone,
        locale: users.locale,
      })
      .from(payoutAccounts)
      .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, payoutAccounts.celebrityId))
      .innerJoin(users, eq(users.id, celebrityProfiles.userId))
      .where(eq(payoutAccounts.id, payoutAccountId));
    if (!row) {
      log.warn({ payoutAccountId }, "payout account notice: no account or no star to tell");
      return;
    }
    const { account } = row;
    const change = {
      bankName: account.bankName,
      accountNumberLast4: account.accountNumberLast4,
      usableFrom: account.usableFrom,
      supportEmail: await settings.get("support.email"),
    };
    // A security notice: sent whatever the star's e-mail preferences say.
    const locale = localeOrDefault(row.locale);
    await mailer.send(mailTemplates.payoutAccountChanged(appUrl, { name: row.name, email: row.email, locale }, change));
    if (row.phone) {
      // Through the outbox like the e-mail: retried on its own, and never sent twice by a retry of this job.
      await messages.add({
        channel: "sms",
        to: row.phone,
        subject: `Payout account changed (${maskAccountNumber(account.accountNumberLast4)})`,
        text: smsTemplates.payoutAccountChanged(change, locale),
        html: "",
      });
    }
  }

  async function handle(notice: PayoutNotice) {
    if (notice.kind === "account-changed") return accountChanged(notice.payoutAccountId);
    const handler = handlers[notice.kind] as NoticeHandler<typeof notice.kind> | undefined;
    // No handler means the payouts module is not built into this app: fail loudly so the job is kept.
    if (!handler) throw new Error(`no handler for payout notice ${notice.kind}`);
    await handler(notice);
  }

  function on<K extends PayoutNoticeKind>(kind: K, handler: NoticeHandler<K>) {
    (handlers as Record<K, NoticeHandler<K>>)[kind] = handler;
  }

  return { handle, on };
}

export type PayoutNotices = ReturnType<typeof createPayoutNotices>;
