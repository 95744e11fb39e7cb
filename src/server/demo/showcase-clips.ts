/**
 * The demo stars' showcase clips: a few seconds each, the star's name and a greeting drawn on a coloured
 * card over a soft tone, portrait like a phone video, made by ffmpeg from its own test sources (no camera,
 * no network, no stock files).
 *
 * The seed stores the delivered requests (seed.ts); the `demo-showcase` job, sent once at start while
 * DEMO_DATA is on, draws the clips in the background so neither the boot nor the test suite waits for
 * ffmpeg. Every delivered demo request gets its own clip (the demo should look like a working product: a
 * fan's My Videos and a star's Sent videos play), stored where the video pipeline stores a delivered video
 * (a 720p H.264/AAC MP4 with faststart, its 360p low-data rendition and a JPEG poster). The showcase ones
 * are also featured on the profile, as the celebrity would pick them. Without ffmpeg the job logs once and
 * leaves the demo without videos.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { celebrityProfiles, showcaseVideos, videoRequests } from "../db/schema/index";
import { availableFilters, type MediaTools, probe, runTool } from "../modules/videos/ffmpeg";
import {
  findWatermarkFont,
  LOW_DATA_SHORT_SIDE,
  posterOutputArgs,
  renditionOutputArgs,
  scaleFilter,
  WATERMARK_TEXT,
} from "../modules/videos/process-video";
import { type Storage, videoKeys } from "../providers/storage/storage";
import { DEMO_CELEBRITIES, DEMO_REQUESTS, DEMO_SHOWCASE_CLIPS } from "./demo-data";
import { demoBookingRequestId, demoShowcaseClip, demoShowcaseCount, demoShowcaseRequestId } from "./seed";

export const DEMO_CLIP_SECONDS = 3;
const CLIP_TIMEOUT_MS = 2 * 60 * 1000;

// Deep card colours with white text; a note of a major chord per star.
const CARD_COLOURS = ["0x9a3412", "0x1e3a8a", "0x065f46", "0x6b21a8", "0x9f1239", "0x0f766e", "0x334155"];
const TONES_HZ = [523.25, 587.33, 659.25, 698.46, 783.99];

export type ClipText = { name: string; greeting: string };

/** A greeting on two lines when it has a comma ("Happy birthday," / "Efua!"), so it fits a phone frame. */
export const greetingLines = (greeting: string) => greeting.split(/(?<=,) /).slice(0, 2);

/** Demo clips are portrait 720p like a phone video delivered through the pipeline, with its 360p rendition. */
const CLIP_SIZE = "720x1280";

/**
 * The ffmpeg arguments of one clip: portrait 720x1280 like a phone video, 24 fps, `seconds` long, and in the
 * same run its 360p rendition and poster (a frame from the middle, text fully shown), encoded as delivered
 * videos are. Text comes from files (`textfile`, no expansion), so a name or greeting needs no escaping in
 * the filter graph. Without a font, a plain card.
 */
export function demoClipArgs(options: {
  output: string;
  lowDataOutput: string;
  posterOutput: string;
  font: string | null;
  /** The name first, then the greeting's lines. */
  textFiles: string[];
  colour: string;
  toneHz: number;
  seconds?: number;
}): string[] {
  const seconds = options.seconds ?? DEMO_CLIP_SECONDS;
  const fadeIn = "alpha='min(1,t/0.6)'";
  const font = options.font;
  const [nameFile, ...lineFiles] = options.textFiles;
  const text =
    font && nameFile
      ? [
          `drawtext=fontfile=${font}:textfile=${nameFile}:expansion=none:fontsize=w/14:fontcolor=white` +
            `:x=(w-tw)/2:y=h/2-h/12:${fadeIn}`,
          ...lineFiles.map(
            (file, line) =>
              `drawtext=fontfile=${font}:textfile=${file}:expansion=none:fontsize=w/17:fontcolor=0xfde68a` +
              `:x=(w-tw)/2:y=h/2+${line}*h/18:${fadeIn}`,
          ),
          `drawtext=fontfile=${font}:text=${WATERMARK_TEXT}:fontsize=w/20:fontcolor=white@0.8:x=(w-tw)/2:y=h-th-h/10`,
        ]
      : [];
  const card = ["vignette", ...text, "format=yuv420p"].join(",");
  return [
    "-hide_banner",
    "-nostdin",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `color=c=${options.colour}:s=${CLIP_SIZE}:r=24:d=${seconds}`,
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=${options.toneHz}:sample_rate=48000:duration=${seconds}`,
    "-filter_complex",
    `[0:v]${card},split=3[hd][ld][poster];[ld]${scaleFilter(LOW_DATA_SHORT_SIDE, "bilinear")},format=yuv420p[low]`,
    "-af",
    `volume=0.25,afade=t=in:d=0.3,afade=t=out:st=${seconds - 0.6}:d=0.6`,
    "-map",
    "[hd]",
    "-map",
    "[low]",
    "-map",
    "1:a",
    "-shortest",
    ...renditionOutputArgs(options.output, options.lowDataOutput),
    ...posterOutputArgs("[poster]", seconds / 2, options.posterOutput),
  ];
}

/** Makes one clip, its 360p rendition and its poster into `workDir`, in one ffmpeg run. */
export async function makeDemoClip(
  tools: MediaTools,
  workDir: string,
  clip: ClipText & { font: string | null; colour: string; toneHz: number },
) {
  const texts = [clip.name, ...greetingLines(clip.greeting)];
  const textFiles = texts.map((_, index) => join(workDir, `text-${index}.txt`));
  await Promise.all(texts.map((text, index) => writeFile(textFiles[index]!, text)));
  const files = {
    output: join(workDir, "video.mp4"),
    lowDataOutput: join(workDir, "video-360p.mp4"),
    posterOutput: join(workDir, "poster.jpg"),
  };
  await runTool(tools.ffmpeg, demoClipArgs({ ...clip, ...files, textFiles }), { timeoutMs: CLIP_TIMEOUT_MS });
  const { durationMs } = await probe(tools, files.output);
  return {
    video: files.output,
    lowData: files.lowDataOutput,
    poster: files.posterOutput,
    durationMs: durationMs ?? DEMO_CLIP_SECONDS * 1000,
  };
}

export type DemoShowcaseDeps = {
  db: Database;
  storage: Storage;
  tools: MediaTools;
  log?: { info(object: object, message: string): void; warn(object: object, message: string): void };
};

type ClipPlan = {
  requestId: string;
  /** The star's place in DEMO_CELEBRITIES, and the clip's among theirs: they pick the colour and tone. */
  index: number;
  n: number;
  /** Its place on the profile's Videos tab; none for a delivery the fan kept private. */
  showcasePosition: number | null;
  /** The greeting drawn on the clip, or null to take the one of the booking's wish (by its message). */
  greeting: string | null;
};

/** Every delivered demo request of the stars (or only of `usernames`): the showcase first, then the bookings. */
export function demoClipPlan(usernames?: readonly string[]): ClipPlan[] {
  return DEMO_CELEBRITIES.flatMap((celebrity, index) => {
    if (usernames && !usernames.includes(celebrity.username)) return [];
    const showcase = Array.from({ length: demoShowcaseCount(celebrity) }, (_, n) => ({
      requestId: demoShowcaseRequestId(celebrity.username, n),
      index,
      n,
      showcasePosition: n + 1,
      greeting: DEMO_SHOWCASE_CLIPS[demoShowcaseClip(index, n)]!.greeting,
    }));
    const bookings = Array.from({ length: celebrity.bookings }, (_, booking) => ({
      requestId: demoBookingRequestId(celebrity.username, booking),
      index,
      n: showcase.length + booking,
      showcasePosition: null,
      greeting: null,
    }));
    return [...showcase, ...bookings];
  });
}

/**
 * Draws every demo clip still missing (or only those of `usernames`), stores it as the request's delivered
 * video and features the showcase ones on the profile. Safe to run again: finished clips are skipped.
 * Answers how many clips it made.
 */
export async function makeDemoClips(deps: DemoShowcaseDeps, usernames?: readonly string[]): Promise<number> {
  const plan = demoClipPlan(usernames);
  if (plan.length === 0) return 0;
  const waiting = await deps.db
    .select({
      id: videoRequests.id,
      celebrityId: videoRequests.celebrityId,
      name: celebrityProfiles.fullName,
      message: videoRequests.message,
    })
    .from(videoRequests)
    .innerJoin(celebrityProfiles, eq(celebrityProfiles.id, videoRequests.celebrityId))
    .where(
      and(
        inArray(
          videoRequests.id,
          plan.map((item) => item.requestId),
        ),
        eq(videoRequests.status, "completed"),
        ne(videoRequests.videoStatus, "ready"),
      ),
    );
  if (waiting.length === 0) return 0;

  try {
    await runTool(deps.tools.ffmpeg, ["-hide_banner", "-version"]);
  } catch {
    deps.log?.warn({ ffmpeg: deps.tools.ffmpeg }, "ffmpeg not found: the demo clips are skipped");
    return 0;
  }
  const font = findWatermarkFont();
  const withText = font && (await availableFilters(deps.tools)).has("drawtext") ? font : null;

  let made = 0;
  for (const item of plan) {
    const row = waiting.find((candidate) => candidate.id === item.requestId);
    if (!row) continue;
    const workDir = await mkdtemp(join(tmpdir(), "salamu-demo-clip-"));
    try {
      const clip = await makeDemoClip(deps.tools, workDir, {
        name: row.name,
        greeting: item.greeting ?? DEMO_REQUESTS.find((wish) => wish.message === row.message)?.greeting ?? "Thank you!",
        font: withText,
        colour: CARD_COLOURS[(item.index + item.n * 3) % CARD_COLOURS.length]!,
        toneHz: TONES_HZ[(item.index + item.n) % TONES_HZ.length]!,
      });
      const videoKey = videoKeys.video(row.id);
      const posterKey = videoKeys.poster(row.id);
      await deps.storage.putFile(videoKey, clip.video, { contentType: "video/mp4", move: true });
      await deps.storage.putFile(posterKey, clip.poster, { contentType: "image/jpeg", move: true });
      // Where the processing job puts a delivered video's 360p file, so the profile offers it the same way.
      await deps.storage.putFile(videoKeys.lowData(row.id), clip.lowData, { contentType: "video/mp4", move: true });
      await deps.db.transaction(async (tx) => {
        await tx
          .update(videoRequests)
          .set({ videoStatus: "ready", videoKey, posterKey, videoDurationMs: clip.durationMs })
          .where(eq(videoRequests.id, row.id));
        if (item.showcasePosition === null) return;
        await tx
          .insert(showcaseVideos)
          .values({ requestId: row.id, celebrityId: row.celebrityId, position: item.showcasePosition })
          .onConflictDoNothing();
      });
      made += 1;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
  deps.log?.info({ made }, "demo clips made");
  return made;
}
