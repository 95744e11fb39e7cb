import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { BookingModule } from "../requests/requests.module";
import { uploadsDirectory } from "./upload-store";
import { uploadsRoutes } from "./uploads.routes";
import { createUploadsService } from "./uploads.service";
import { registerVideoJobs } from "./video-jobs";
import { videosRoutes } from "./videos.routes";
import { createVideosService } from "./videos.service";

/**
 * Delivered videos: resumable uploads into storage (processed by the process-video job) and signed
 * playback links.
 */
export function videosModule(
  { db, env, log, storage, jobs, signers }: Infrastructure,
  { accounts, booking }: { accounts: AccountsModule; booking: BookingModule },
) {
  const { bookingEvents } = booking.services;
  const uploads = createUploadsService({ db, storage, jobs, bookingEvents, log });
  const videos = createVideosService({ db, storage, signer: signers.video });
  const { guards } = accounts.services;
  return {
    services: { uploads, videos },
    routes: async (api) => {
      await api.register(uploadsRoutes, { uploads, guards, directory: uploadsDirectory(env.FILES_DIR) });
      await api.register(videosRoutes, { videos, signer: signers.video, guards });
    },
    jobs: (queue) => registerVideoJobs({ jobs: queue, db, env, log, bookingEvents }),
  } satisfies ModuleParts;
}

export type VideosModule = ReturnType<typeof videosModule>;
