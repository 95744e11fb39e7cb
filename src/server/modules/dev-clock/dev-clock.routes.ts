import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HOUR_MS } from "@/shared/time";
import type { Env } from "../../env";
import { notFound } from "../../errors";
import type { Clock } from "../../lib/clock";
import { fromThisMachine } from "../../lib/from-this-machine";
import type { EarningsRelease } from "../payouts/earnings-release";
import type { Expiry } from "../requests/expiry";
import type { ScheduledSends } from "../share-links/scheduled-sends.service";

/** A year at most per call: enough for any hold period, and a typo cannot throw the clock decades ahead. */
const MAX_ADVANCE_HOURS = 24 * 366;

const advanceInputSchema = z.object({ advanceHours: z.number().positive().max(MAX_ADVANCE_HOURS) });
const advanceResponseSchema = z.object({
  now: z.string(),
  released: z.number().int(),
  linksSent: z.number().int(),
  /** Requests expired (and so refunded) because their delivery deadline passed by the new now. */
  expired: z.number().int(),
});

/**
 * Development and browser tests only: moves the infrastructure clock forward and runs at once what waits on
 * time (earnings leaving the hold period, watch links scheduled for the day, requests not delivered by their
 * deadline, e.g. a rush request's 24 hours), so a test sees money become
 * available or a link go without waiting days or for the job's next run. A new payout account's 48 hours are read from the same clock. Never in production, and
 * only from this machine: 404 otherwise, as if the route did not exist.
 */
export const devClockRoutes: FastifyPluginAsyncZod<{
  env: Env;
  clock: Clock;
  earnings: EarningsRelease;
  scheduledSends: ScheduledSends;
  expiry: Expiry;
}> = async (app, { env, clock, earnings, scheduledSends, expiry }) => {
  app.addHook("onRequest", async (request) => {
    if (env.isProduction || !fromThisMachine(request)) throw notFound(`No route for POST ${request.routeOptions.url}`);
  });

  app.post(
    "/dev/clock",
    {
      schema: {
        tags: ["dev"],
        summary:
          "Move the app's clock forward; release the earnings, send the scheduled links and expire the requests due (development only)",
        body: advanceInputSchema,
        response: { 200: advanceResponseSchema },
      },
    },
    async (request) => {
      clock.advance(request.body.advanceHours * HOUR_MS);
      const released = await earnings.releaseDue();
      const linksSent = await scheduledSends.sendDue();
      const expired = await expiry.expireDueRequests();
      return { now: clock.now().toISOString(), released, linksSent, expired };
    },
  );
};
