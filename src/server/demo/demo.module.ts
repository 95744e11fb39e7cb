import type { Infrastructure, ModuleParts } from "../infrastructure";
import { JOBS } from "../jobs/queue";
import { makeDemoClips } from "./showcase-clips";

/**
 * The demo's own job: the clips of the demo's delivered videos, drawn by ffmpeg in the background. Not in the app's
 * module list: the entry points (src/server/bin) add it, so no production module imports demo code. Sent
 * once at start while DEMO_DATA is on (bin/index.ts).
 */
export function demoModule({ db, env, log, storage }: Infrastructure) {
  const clips = { db, storage, tools: { ffmpeg: env.FFMPEG_PATH, ffprobe: env.FFPROBE_PATH }, log };
  return {
    services: {},
    jobs: async (queue) => {
      await queue.work(JOBS.demoShowcase, async () => {
        await makeDemoClips(clips);
      });
    },
  } satisfies ModuleParts;
}
