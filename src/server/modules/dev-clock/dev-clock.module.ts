import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { PayoutsModule } from "../payouts/payouts.module";
import type { BookingModule } from "../requests/requests.module";
import type { ShareLinksModule } from "../share-links/share-links.module";
import { devClockRoutes } from "./dev-clock.routes";

/** POST /api/dev/clock: development and browser tests move time and see what waits on it happen (404 in production). */
export function devClockModule(
  { env, clock }: Infrastructure,
  deps: { payouts: PayoutsModule; shareLinks: ShareLinksModule; booking: BookingModule },
) {
  return {
    services: {},
    routes: async (api) => {
      await api.register(devClockRoutes, {
        env,
        clock,
        earnings: deps.payouts.services.earnings,
        scheduledSends: deps.shareLinks.services.scheduledSends,
        expiry: deps.booking.services.expiry,
      });
    },
  } satisfies ModuleParts;
}
