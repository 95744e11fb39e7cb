import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { AuditModule } from "../audit/audit.module";
import type { BookingModule } from "../requests/requests.module";
import { registerPaymentJobs } from "./payment-jobs";
import { paymentsRoutes } from "./payments.routes";
import { createPaymentsService } from "./payments.service";
import { createReceipts } from "./receipts";
import { createRefunds } from "./refunds";
import { refundsAdminRoutes } from "./refunds.admin.routes";
import { createStaffRefunds } from "./refunds-staff.service";
import { createStaffPartRefunds } from "./staff-refunds";
import { staffRefundsAdminRoutes } from "./staff-refunds.admin.routes";

/**
 * The booking loop's money: checkouts (providers, verification, webhooks), refunds, receipts, and staff's
 * refund screen. The payer's receipt for every payment and refund goes through the receipt-mail job.
 */
export function paymentsModule(
  { db, env, log, jobs, mailer, settings, paymentProviders, clock }: Infrastructure,
  { accounts, audit, booking }: { accounts: AccountsModule; audit: AuditModule; booking: BookingModule },
) {
  const { bookingEvents } = booking.services;
  const paymentDeps = { db, providers: paymentProviders, bookingEvents, jobs, log };
  const payments = createPaymentsService({ ...paymentDeps, env, settings, now: clock.now });
  const refunds = createRefunds(paymentDeps);
  const receipts = createReceipts({ db, mailer, appUrl: env.APP_URL });
  const staffRefunds = createStaffRefunds({ db, jobs, refunds });
  const staffPartRefunds = createStaffPartRefunds({ db, providers: paymentProviders, jobs, log, now: clock.now });
  const { guards } = accounts.services;
  return {
    services: { payments, refunds, receipts, staffRefunds, staffPartRefunds },
    routes: async (api) => {
      await api.register(paymentsRoutes, { payments, guards });
    },
    adminRoutes: async (admin) => {
      await admin.register(refundsAdminRoutes, {
        prefix: "/refunds",
        staffRefunds,
        audit: audit.services.audit,
        guards,
      });
      // Beside the staff module's /requests routes: a refund from a request's page, `requests` permission.
      await admin.register(staffRefundsAdminRoutes, {
        prefix: "/requests",
        staffPartRefunds,
        audit: audit.services.audit,
        guards,
        db,
      });
    },
    jobs: (queue) => registerPaymentJobs(queue, { refunds, payments, receipts, staffPartRefunds }),
  } satisfies ModuleParts;
}

export type PaymentsModule = ReturnType<typeof paymentsModule>;
