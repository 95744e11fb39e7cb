// Video processing speed: a generated 10 s 1080p clip (noisy test pattern + tone, like a phone upload)
// through the real process-video job (magic bytes, probe, 720p watermarked H.264/AAC transcode, poster,
// storage, delivery), on PGlite and disk storage in a temp dir. Prints seconds of processing per second
// of video. Run alone with `tsx bench/video-processing.ts`; `npm run bench` calls it from bench/run.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { openPglite } from "../src/server/db/client";
import { videoRequests } from "../src/server/db/schema/index";
import { processVideo } from "../src/server/modules/videos/process-video";
import { generateClip, insertBooking } from "../src/server/modules/videos/test-factories";
import { createDiskStorage } from "../src/server/providers/storage/disk";
import { videoKeys } from "../src/server/providers/storage/storage";

// Temporal noise makes the test pattern about as hard to encode as real camera footage.
const CLIP = { width: 1920, height: 1080, seconds: 10, filter: "noise=alls=6:allf=t" };

export type VideoProcessingResult = {
  clipSeconds: number;
  processingSeconds: number;
  ratio: number;
  inputMb: number;
  outputMb: number;
  lowDataMb: number;
  outcome: string;
};

export async function measureVideoProcessing(
  tools = { ffmpeg: process.env.FFMPEG_PATH || "ffmpeg", ffprobe: process.env.FFPROBE_PATH || "ffprobe" },
): Promise<VideoProcessingResult> {
  const dir = mkdtempSync(join(tmpdir(), "salamu-bench-video-"));
  const database = await openPglite();
  try {
    await database.migrate();
    const storage = createDiskStorage(join(dir, "files"));
    const { request } = await insertBooking(database.db);
    const source = await generateClip(join(dir, "clip.mp4"), CLIP, tools.ffmpeg);
    const originalKey = videoKeys.original(request.id, "bench", ".mp4");
    await storage.putFile(originalKey, source);
    const inputBytes = (await storage.size(originalKey)) ?? 0;
    await database.db
      .update(videoRequests)
      .set({ videoStatus: "processing", originalKey })
      .where(eq(videoRequests.id, request.id));

    const startedAt = performance.now();
    const outcome = await processVideo({ db: database.db, storage, tools }, request.id);
    const processingSeconds = (performance.now() - startedAt) / 1000;
    const outputBytes = (await storage.size(videoKeys.video(request.id))) ?? 0;
    const lowDataBytes = (await storage.size(videoKeys.lowData(request.id))) ?? 0;
    return {
      clipSeconds: CLIP.seconds,
      processingSeconds,
      ratio: processingSeconds / CLIP.seconds,
      inputMb: inputBytes / (1024 * 1024),
      outputMb: outputBytes / (1024 * 1024),
      lowDataMb: lowDataBytes / (1024 * 1024),
      outcome,
    };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printVideoProcessing(result: VideoProcessingResult) {
  console.log(
    `video processing: ${CLIP.width}x${CLIP.height} ${result.clipSeconds} s clip (${result.inputMb.toFixed(1)} MB) ` +
      `-> 720p watermarked MP4 (${result.outputMb.toFixed(1)} MB) + 360p (${result.lowDataMb.toFixed(1)} MB, ` +
      `${result.outputMb > 0 ? ((result.lowDataMb / result.outputMb) * 100).toFixed(0) : "?"}% of the 720p), one decode, ${result.outcome}, ` +
      `${result.processingSeconds.toFixed(1)} s on ${cpus().length} cores: ` +
      `${result.ratio.toFixed(2)} s of processing per second of video`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  measureVideoProcessing().then(
    (result) => {
      printVideoProcessing(result);
      process.exit(result.outcome === "delivered" ? 0 : 1);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
