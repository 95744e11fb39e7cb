import { randomInt } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { JobQueue } from "../../jobs/queue";
import type { PaymentProviders } from "../../providers/payments/create-provider";
import type { BookingEvents } from "../requests/booking-events";
import type { SettingsReader } from "../settings/settings.service";
import { createCheckouts } from "./checkout";
import { createPaymentRecords } from "./payment-records";
import { createReconciliation } from "./reconciliation";
import { createSandboxCheckout } from "./sandbox-checkout";
import { createSettlement } from "./settlement";
import { createWebhooks } from "./webhooks";

export type { PaymentRow } from "./payment-records";
export { ABANDONED_PAYMENT_MS, STALE_PAYMENT_MS } from "./reconciliation";

/** A uniform draw in [0, 1) from the operating system's CSPRNG, for payment references. */
const cryptoRandom = () => randomInt(0, 1_000_000) / 1_000_000;

type Deps = {
  db: Database;
  env: Pick<Env, "APP_URL">;
  /** The delivery days a paid request gets, as staff set them (DELIVERY_DAYS by default). */
  settings: SettingsReader;
  providers: PaymentProviders;
  bookingEvents: BookingEvents;
  jobs?: JobQueue;
  log: FastifyBaseLogger;
  now?: () => Date;
  random?: () => number;
};

/**
 * Checkouts (checkout.ts), verification from the payer's redirect and the stale-payment sweep
 * (reconciliation.ts), webhooks (webhooks.ts) and the sandbox's pages (sandbox-checkout.ts). A payment
 * becomes succeeded only in settlement.ts, only after the provider that took it confirmed status,
 * reference, amount and currency, and only once.
 */
export function createPaymentsService({
  db,
  env,
  settings,
  providers,
  bookingEvents,
  jobs,
  log,
  now = () => new Date(),
  random = cryptoRandom,
}: Deps) {
  const records = createPaymentRecords({ db, providers });
  const checkouts = createCheckouts({ db, env, providers, settings, now, random });
  const settlement = createSettlement({ db, settings, bookingEvents, jobs, log, now, records });
  const reconciliation = createReconciliation({ db, providers, log, now, records, settlement });
  const webhooks = createWebhooks({ db, providers, jobs, log, records, settlement });
  const sandbox = createSandboxCheckout({ providers, log, records, webhooks });

  return {
    assertChargeable: checkouts.assertChargeable,
    startCheckout: checkouts.startCheckout,
    reusableCheckout: checkouts.reusableCheckout,
    verifyForPayer: reconciliation.verifyForPayer,
    handleWebhook: webhooks.handleWebhook,
    addWebhookEventHandler: webhooks.addEventHandler,
    sandboxCheckout: sandbox.sandboxCheckout,
    completeSandbox: sandbox.completeSandbox,
    reconcile: settlement.reconcile,
    reconcileStalePayments: reconciliation.reconcileStalePayments,
    byReference: records.byReference,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
