import type { Infrastructure, ModuleParts } from "../../infrastructure";
import { JOBS } from "../../jobs/queue";
import type { AccountsModule } from "../accounts/accounts.module";
import type { AuditModule } from "../audit/audit.module";
import { messagesAdminRoutes } from "./messages.admin.routes";

/** Every e-mail and SMS: delivered from the outbox by a job, swept when a job was lost, failed ones for staff. */
export function messagesModule(
  { messages }: Infrastructure,
  { accounts, audit }: { accounts: AccountsModule; audit: AuditModule },
) {
  return {
    services: { messages },
    adminRoutes: async (admin) => {
      await admin.register(messagesAdminRoutes, {
        prefix: "/messages",
        messages,
        audit: audit.services.audit,
        guards: accounts.services.guards,
      });
    },
    jobs: async (queue) => {
      await queue.work(JOBS.deliverMessage, (job, attempt) => messages.deliver(job.messageId, attempt));
      await queue.work(JOBS.sweepMessages, async () => {
        await messages.sweep();
      });
      await queue.schedule(JOBS.sweepMessages, "*/5 * * * *");
    },
  } satisfies ModuleParts;
}
