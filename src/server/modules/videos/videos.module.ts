import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { BookingModule } from "../requests/requests.module";
import { registerVideoJobs } from "./video-jobs";
import { videosRoutes } from "./videos.routes";
import { createVideosService } from "./videos.service";

/**
 * Delivered videos: the process-video job (an upload from modules/uploads becomes the delivered video)
 * and signed playback links.
 */
export function videosModule(
  { db, env, log, storage, signers, clock }: Infrastructure,
  { accounts, booking }: { accounts: AccountsModule; booking: BookingModule },
) {
  const { bookingEvents } = booking.services;
  const videos = createVideosService({ db, storage, signer: signers.video });
  const { guards } = accounts.services;
  return {
    services: { videos },
    routes: async (api) => {
      await api.register(videosRoutes, { videos, signer: signers.video, guards });
    },
    jobs: (queue) => registerVideoJobs({ jobs: queue, db, env, log, bookingEvents, clock }),
  } satisfies ModuleParts;
}

export type VideosModule = ReturnType<typeof videosModule>;
