import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { VideosModule } from "../videos/videos.module";
import { shareLinksRoutes } from "./share-links.routes";
import { createShareLinksService } from "./share-links.service";

/** Private watch links: the recipient of a delivered video watches it without an account. */
export function shareLinksModule({ db }: Infrastructure, deps: { accounts: AccountsModule; videos: VideosModule }) {
  const shareLinks = createShareLinksService({ db, videos: deps.videos.services.videos });
  return {
    services: { shareLinks },
    routes: async (api) => {
      await api.register(shareLinksRoutes, { shareLinks, guards: deps.accounts.services.guards });
    },
  } satisfies ModuleParts;
}

export type ShareLinksModule = ReturnType<typeof shareLinksModule>;
