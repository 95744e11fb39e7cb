import type { Infrastructure, ModuleParts } from "../../infrastructure";
import { JOBS } from "../../jobs/queue";
import type { AccountsModule } from "../accounts/accounts.module";
import type { VideosModule } from "../videos/videos.module";
import { createScheduledSends } from "./scheduled-sends.service";
import { shareLinksRoutes } from "./share-links.routes";
import { createShareLinksService } from "./share-links.service";

/** Due scheduled sends are looked for every minute: "8:00" goes at 8:00, not a quarter past. */
const SEND_SCHEDULED_LINKS_CRON = "* * * * *";

/** Private watch links: the recipient of a delivered video watches it without an account, sent now or on the day. */
export function shareLinksModule(
  { db, env, mailer, messages, clock }: Infrastructure,
  deps: { accounts: AccountsModule; videos: VideosModule },
) {
  const shareLinks = createShareLinksService({ db, videos: deps.videos.services.videos });
  const scheduledSends = createScheduledSends({ db, shareLinks, mailer, messages, clock, appUrl: env.APP_URL });
  return {
    services: { shareLinks, scheduledSends },
    routes: async (api) => {
      await api.register(shareLinksRoutes, { shareLinks, scheduledSends, guards: deps.accounts.services.guards });
    },
    jobs: async (queue) => {
      await queue.work(JOBS.sendScheduledLinks, async () => {
        await scheduledSends.sendDue();
      });
      await queue.schedule(JOBS.sendScheduledLinks, SEND_SCHEDULED_LINKS_CRON);
    },
  } satisfies ModuleParts;
}

export type ShareLinksModule = ReturnType<typeof shareLinksModule>;
