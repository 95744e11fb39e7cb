import type { Infrastructure, ModuleParts } from "../../infrastructure";
import type { AccountsModule } from "../accounts/accounts.module";
import type { CelebrityApplicationsModule } from "../celebrity-applications/celebrity-applications.module";
import type { BookingModule } from "../requests/requests.module";
import { registerUploadJobs } from "./upload-jobs";
import { createUploadLocker } from "./upload-locker";
import { createUploadStore } from "./upload-store";
import { uploadsRoutes } from "./uploads.routes";
import { createUploadsService } from "./uploads.service";

/**
 * Resumable (tus) video uploads: a celebrity's upload for an accepted request goes into storage and
 * queues the process-video job (modules/videos); unfinished uploads live where every instance finds them
 * (the bucket with S3, FILES_DIR/.uploads on disk: ADR 043) and expire after two days.
 */
export async function uploadsModule(
  { database, db, env, log, storage, jobs, metrics, clock }: Infrastructure,
  {
    accounts,
    applications,
    booking,
  }: { accounts: AccountsModule; applications: CelebrityApplicationsModule; booking: BookingModule },
) {
  const { bookingEvents } = booking.services;
  const uploads = createUploadsService({ db, storage, jobs, bookingEvents, log });
  const { guards } = accounts.services;
  const store = createUploadStore(env);
  // One PATCH at a time per upload, whichever instances they reach (ADR 043).
  const locker = createUploadLocker({ db, bus: database, log });
  await locker.start();
  return {
    services: { uploads },
    routes: async (api) => {
      await api.register(uploadsRoutes, {
        uploads,
        selfies: applications.services.selfies,
        guards,
        store,
        locker,
        countUploadBytes: metrics.countUploadBytes,
      });
    },
    jobs: (queue) => registerUploadJobs({ jobs: queue, store, clock, log }),
    close: () => locker.stop(),
  } satisfies ModuleParts;
}

export type UploadsModule = Awaited<ReturnType<typeof uploadsModule>>;
