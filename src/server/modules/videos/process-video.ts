import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { requestReports, videoRequests } from "../../db/schema/index";
import { AppError } from "../../errors";
import { type Clock, createClock } from "../../lib/clock";
import { type Storage, StorageNotFoundError, videoKeys } from "../../providers/storage/storage";
import type { BookingEvents } from "../requests/booking-events";
import { type AppliedTransition, applyTransition, type VideoRequestRow } from "../requests/request-transitions";
import { availableFilters, type MediaTools, probe, runTool } from "./ffmpeg";
import { claimProcessing, type ProcessingClaim } from "./processing-claim";
import { createWorkDir, DEFAULT_WORK_ROOT, removeOrphanedWorkDirs } from "./work-dirs";

export const NOT_A_VIDEO_MESSAGE = "This file is not a video we can play. Please upload an MP4, MOV or WebM video.";
export const PROCESSING_FAILED_MESSAGE = "We could not process this video. Please upload it again.";
export const UPLOAD_MISSING_MESSAGE = "We could not find your upload. Please upload the video again.";

/** Installed by Debian's fonts-dejavu-core (and found at these paths on other distributions). */
export const WATERMARK_FONT_CANDIDATES = [
  "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
  "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
  "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
  "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf",
];
export const WATERMARK_TEXT = "Salamu";
/** Delivered videos are at most 720p: the shorter side is at most this many pixels. */
export const MAX_SHORT_SIDE = 720;

const TRANSCODE_TIMEOUT_MS = 30 * 60 * 1000;

export type ProcessVideoDeps = {
  db: Database;
  storage: Storage;
  tools: MediaTools;
  bookingEvents?: BookingEvents;
  log?: { info(object: object, message: string): void; warn(object: object, message: string): void };
  /** Tests: force a font path (null: none, so the drawbox mark is used). */
  watermarkFont?: string | null;
  /** Now, for the heartbeat (default the system clock); tests move it to make a dead run's heartbeat stale. */
  clock?: Clock;
  /** Where runs keep their temporary files (default DEFAULT_WORK_ROOT). */
  workRoot?: string;
};

const systemClock = createClock({ movable: false });

export type ProcessOutcome = "delivered" | "refused" | "skipped";

/** The container a file's first bytes announce: ISO media (MP4/MOV) or EBML (WebM/Matroska). */
export function sniffVideoContainer(header: Uint8Array): "iso-media" | "ebml" | null {
  if (header.length >= 4 && header[0] === 0x1a && header[1] === 0x45 && header[2] === 0xdf && header[3] === 0xa3) {
    return "ebml";
  }
  if (header.length >= 8) {
    const box = Buffer.from(header.subarray(4, 8)).toString("latin1");
    // `ftyp` opens every MP4 and modern MOV; old QuickTime files may open with another top-level atom.
    if (["ftyp", "moov", "mdat", "wide", "free", "skip"].includes(box)) return "iso-media";
  }
  return null;
}

// Font paths go into the filter graph unquoted, so only plain path characters are allowed.
const SAFE_FONT_PATH = /^[\w/.-]+$/;

export function findWatermarkFont(candidates: readonly string[] = WATERMARK_FONT_CANDIDATES): string | null {
  return candidates.find((path) => SAFE_FONT_PATH.test(path) && existsSync(path)) ?? null;
}

/**
 * The visible mark, bottom right, sized to the frame: the word "Salamu" when a font and drawtext exist,
 * otherwise a solid box as opaque as the text, so a missing font never stops a delivery.
 */
export function watermarkFilter(font: string | null): string {
  if (font && SAFE_FONT_PATH.test(font)) {
    return (
      `drawtext=fontfile=${font}:text=${WATERMARK_TEXT}:fontsize=h/12:fontcolor=white@0.8` +
      ":borderw=2:bordercolor=black@0.5:x=w-tw-h/24:y=h-th-h/24"
    );
  }
  return "drawbox=x=iw-iw/5-ih/24:y=ih-ih/12-ih/24:w=iw/5:h=ih/12:color=white@0.8:t=fill";
}

/**
 * Shorter side down to `short` (never up), aspect kept, both sides even as yuv420p requires. Bicubic keeps
 * the delivered 720p sharp; the 360p uses bilinear, as cheap and a smaller file (detail a phone screen at
 * 360p cannot show anyway).
 */
export function scaleFilter(short = MAX_SHORT_SIDE, flags: "bicubic" | "bilinear" = "bicubic"): string {
  return (
    `scale=w='if(gte(iw,ih),-2,min(${short},trunc(iw/2)*2))'` +
    `:h='if(gte(iw,ih),min(${short},trunc(ih/2)*2),-2)':flags=${flags},setsar=1`
  );
}

/** The low-data rendition's shorter side: about a fifth of the 720p file, for fans paying per megabyte. */
export const LOW_DATA_SHORT_SIDE = 360;

/**
 * x264 settings of both renditions (ADR 026): veryfast's rate control (mb-tree, lookahead) with superfast's
 * motion search (diamond, subpel 1), which halves the encoder's CPU; CRF 24 keeps the 720p file no larger
 * and about as good (SSIM) as veryfast at CRF 23. The 360p file trades detail for size at CRF 28.
 */
const X264_SETTINGS = ["-c:v", "libx264", "-preset", "veryfast", "-x264-params", "me=dia:subme=1"];
const HD_CRF = 24;
const LOW_DATA_CRF = 28;
/** One AAC encode shared by both files (a second encoder costs as much as the 360p picture). */
const AUDIO_BITRATE = "96k";

/**
 * A file name as one tee-muxer slave: the tee splits its argument on `|` and unescapes backslashes and
 * quotes, so every character but plain path ones is escaped.
 */
const teeSlavePath = (path: string) => path.replace(/[^\w/.-]/g, (char) => `\\${char}`);

/** A faststart MP4 holding the n-th video stream of the tee output and the shared audio. */
const teeMp4Slave = (videoIndex: number, path: string) =>
  `[select=\\'v:${videoIndex},a\\':f=mp4:movflags=+faststart]${teeSlavePath(path)}`;

// Phones write GPS positions into the container metadata: never pass them on to the fan.
const NO_METADATA = ["-map_metadata", "-1", "-map_chapters", "-1"];

/**
 * The two MP4 renditions of one run, after `-map <720p> -map <360p> -map <audio>`: H.264 for each picture,
 * one AAC encode shared by both files through the tee muxer, faststart, no metadata.
 */
export function renditionOutputArgs(output: string, lowDataOutput: string): string[] {
  return [
    ...X264_SETTINGS,
    "-crf:v:0",
    String(HD_CRF),
    "-crf:v:1",
    String(LOW_DATA_CRF),
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-b:a",
    AUDIO_BITRATE,
    "-ac",
    "2",
    "-ar",
    "48000",
    ...NO_METADATA,
    // MP4 wants the H.264 and AAC headers out of band; the tee cannot tell the encoders so itself.
    "-flags",
    "+global_header",
    "-f",
    "tee",
    `${teeMp4Slave(0, output)}|${teeMp4Slave(1, lowDataOutput)}`,
  ];
}

/** A poster output of the same run: the frame of filter output `label` at `at` seconds, as a JPEG. */
export function posterOutputArgs(label: string, at: number, posterOutput: string): string[] {
  return [
    "-map",
    label,
    "-ss",
    at.toFixed(3),
    "-frames:v",
    "1",
    "-q:v",
    "3",
    "-update",
    "1",
    ...NO_METADATA,
    posterOutput,
  ];
}

/**
 * The whole job in one ffmpeg run: the upload is decoded once, scaled to 720p at most and watermarked once,
 * then split three ways: the 720p H.264 file, the 360p one (scaled from the 720p frames), and the poster
 * (the frame at `posterAt` seconds, as a JPEG). The two MP4s share one AAC encode through the tee muxer.
 * No second decode, no second watermark pass, no poster run over the finished file.
 */
export function transcodeArgs(options: {
  input: string;
  output: string;
  lowDataOutput: string;
  posterOutput: string;
  posterAt: number;
  hasAudio: boolean;
  font: string | null;
}) {
  const audioInput = options.hasAudio ? [] : ["-f", "lavfi", "-i", "anullsrc=channel_layout=stereo:sample_rate=48000"];
  const audioMap = options.hasAudio ? ["-map", "0:a:0"] : ["-map", "1:a:0", "-shortest"];
  const graph =
    `[0:v:0]${scaleFilter()},${watermarkFilter(options.font)},format=yuv420p,split=3[hd][ld][poster];` +
    `[ld]${scaleFilter(LOW_DATA_SHORT_SIDE, "bilinear")},format=yuv420p[low]`;
  return [
    "-hide_banner",
    "-nostdin",
    // Only errors on stderr: the progress lines were never read, and the tail kept is then the error itself.
    "-nostats",
    "-loglevel",
    "error",
    "-y",
    "-i",
    options.input,
    ...audioInput,
    "-filter_complex",
    graph,
    "-map",
    "[hd]",
    "-map",
    "[low]",
    ...audioMap,
    ...renditionOutputArgs(options.output, options.lowDataOutput),
    ...posterOutputArgs("[poster]", options.posterAt, options.posterOutput),
  ];
}

async function readHeader(path: string): Promise<Buffer> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(16);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The first frame as the poster, for a video whose picture ends before the poster time (the duration may
 * be the sound's, and a browser recording on a busy device can have its picture end sooner): then the
 * transcode's poster branch wrote nothing. Rare, and one frame to decode.
 */
async function writeFirstFramePoster(tools: MediaTools, videoFile: string, posterFile: string) {
  await runTool(tools.ffmpeg, [
    "-hide_banner",
    "-nostdin",
    "-y",
    "-i",
    videoFile,
    "-frames:v",
    "1",
    "-q:v",
    "3",
    "-update",
    "1",
    posterFile,
  ]);
}

/**
 * The `process-video` job: checks the uploaded original, transcodes it to a watermarked H.264/AAC MP4
 * (<= 720p, faststart) with a poster, stores both and completes the request.
 *
 * A file that is not a playable video is refused (videoStatus failed, original deleted, request still
 * accepted so the celebrity can upload again) without throwing, since a retry cannot help. A tool crash
 * throws, so the queue retries. Safe to run twice: a request that is no longer processing is left alone,
 * and one a live run holds (its heartbeat is fresh) is left to that run (ADR 041).
 */
export async function processVideo(deps: ProcessVideoDeps, requestId: string): Promise<ProcessOutcome> {
  const [row] = await deps.db.select().from(videoRequests).where(eq(videoRequests.id, requestId));
  if (!row) return "skipped";
  // A delivered request processing again is a re-record (ADR 058); otherwise a run that delivered but stopped
  // before removing the original: finish the clean-up.
  const rerecord = row.status === "completed" && row.videoStatus === "processing";
  if (row.status === "completed" && !rerecord) {
    if (row.originalKey) await clearOriginal(deps, row);
    return "skipped";
  }
  if ((row.status !== "accepted" && !rerecord) || row.videoStatus !== "processing" || !row.originalKey)
    return "skipped";

  const workRoot = deps.workRoot ?? DEFAULT_WORK_ROOT;
  // What a killed worker on this machine left (its ffmpeg still running, its files): gone before we start.
  await removeOrphanedWorkDirs(workRoot);
  const runId = randomUUID();
  const claim = await claimProcessing({ db: deps.db, clock: deps.clock ?? systemClock, log: deps.log }, row, runId);
  if (!claim) {
    deps.log?.info({ requestId }, "video already being processed by a live run");
    return "skipped";
  }
  const work = await createWorkDir(workRoot, requestId, runId);
  try {
    return await processClaimed(deps, row, claim, work.path, (pid) => work.recordTool(pid, deps.tools.ffmpeg));
  } catch (error) {
    // Taken over after our heartbeat went stale (its ffmpeg was killed then): the other run delivers.
    if (claim.lost) return "skipped";
    throw error;
  } finally {
    await claim.release();
    await work.remove();
  }
}

async function processClaimed(
  deps: ProcessVideoDeps,
  row: VideoRequestRow,
  claim: ProcessingClaim,
  workDir: string,
  recordTool: (pid: number) => Promise<void>,
): Promise<ProcessOutcome> {
  const requestId = row.id;
  const originalKey = row.originalKey ?? "";
  let original: Awaited<ReturnType<Storage["localFile"]>>;
  try {
    original = await deps.storage.localFile(originalKey, { dir: workDir });
  } catch (error) {
    if (error instanceof StorageNotFoundError) return refuse(deps, row, UPLOAD_MISSING_MESSAGE);
    throw error;
  }
  try {
    if (!sniffVideoContainer(await readHeader(original.path))) return refuse(deps, row, NOT_A_VIDEO_MESSAGE);
    // Right magic bytes but unreadable, or no picture at all: the same file fails every time.
    const input = await probe(deps.tools, original.path).catch(() => null);
    if (!input?.video) return refuse(deps, row, NOT_A_VIDEO_MESSAGE);

    const font = await chooseFont(deps);
    const videoFile = join(workDir, "video.mp4");
    const posterFile = join(workDir, "poster.jpg");
    const lowDataFile = join(workDir, "video-360p.mp4");
    await runTool(
      deps.tools.ffmpeg,
      transcodeArgs({
        input: original.path,
        output: videoFile,
        lowDataOutput: lowDataFile,
        posterOutput: posterFile,
        // About a second in shows the celebrity rather than a black first frame; short clips use their middle.
        posterAt: input.durationMs === null ? 1 : Math.min(1, input.durationMs / 2000),
        hasAudio: input.hasAudio,
        font,
      }),
      { timeoutMs: TRANSCODE_TIMEOUT_MS, onSpawn: recordTool, signal: claim.signal },
    );
    if (!existsSync(posterFile)) await writeFirstFramePoster(deps.tools, videoFile, posterFile);
    // Reads the header only (faststart puts it first): the duration as delivered, which a WebM upload may not state.
    const output = await probe(deps.tools, videoFile);
    const durationMs = output.durationMs ?? input.durationMs ?? 0;

    // Still ours? A run that lost the upload to another must not overwrite what that one stores.
    if (!(await claim.beat())) return "skipped";
    const videoKey = videoKeys.video(requestId);
    const posterKey = videoKeys.poster(requestId);
    await deps.storage.putFile(videoKey, videoFile, { contentType: "video/mp4", move: true });
    await deps.storage.putFile(posterKey, posterFile, { contentType: "image/jpeg", move: true });
    // Beside the 720p file, at a key derived from the request (no column needed: see ADR 024).
    await deps.storage.putFile(videoKeys.lowData(requestId), lowDataFile, { contentType: "video/mp4", move: true });

    const delivered = {
      videoStatus: "ready",
      videoKey,
      posterKey,
      videoDurationMs: durationMs,
      videoError: null,
      processingOwner: null,
      processingHeartbeatAt: null,
    } as const;
    if (row.status === "completed") return replaceDelivered(deps, row, delivered);

    let change: AppliedTransition;
    try {
      change = await applyTransition(deps.db, deps.bookingEvents, requestId, "deliver", delivered);
    } catch (error) {
      // Completed by a concurrent run, or expired while we worked: nothing left to do here.
      if (error instanceof AppError && error.statusCode === 409) {
        deps.log?.warn({ requestId, reason: error.message }, "processed video not delivered");
        return "skipped";
      }
      throw error;
    }
    // The key stays on the row until the file is gone, so a crash here is finished by the next run.
    await clearOriginal(deps, change.after);
    await change.announce();
    deps.log?.info({ requestId, durationMs }, "video delivered");
    return "delivered";
  } finally {
    await original.release();
  }
}

/**
 * A re-record is stored (at the delivered video's keys, so every link plays it): the request notes when, and
 * its report is closed as re-recorded, in one transaction. The fan hears of it.
 */
async function replaceDelivered(
  deps: ProcessVideoDeps,
  row: VideoRequestRow,
  delivered: Partial<VideoRequestRow>,
): Promise<ProcessOutcome> {
  const at = (deps.clock ?? systemClock).now();
  const updated = await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .update(videoRequests)
      .set({ ...delivered, videoReplacedAt: at, updatedAt: at })
      .where(and(eq(videoRequests.id, row.id), eq(videoRequests.videoStatus, "processing")))
      .returning();
    if (!request) return undefined;
    await tx
      .update(requestReports)
      .set({ status: "rerecorded", closedAt: at })
      .where(and(eq(requestReports.requestId, row.id), eq(requestReports.status, "redo")));
    return request;
  });
  if (!updated) return "skipped";
  await clearOriginal(deps, updated);
  await deps.bookingEvents?.afterRerecord(updated);
  deps.log?.info({ requestId: row.id }, "video re-recorded");
  return "delivered";
}

async function chooseFont(deps: ProcessVideoDeps): Promise<string | null> {
  const font = deps.watermarkFont === undefined ? findWatermarkFont() : deps.watermarkFont;
  if (!font) return null;
  const filters = await availableFilters(deps.tools);
  return filters.has("drawtext") ? font : null;
}

/** Marks the upload as refused and deletes it; the request stays accepted for another upload. */
async function refuse(deps: ProcessVideoDeps, row: VideoRequestRow, message: string): Promise<ProcessOutcome> {
  const [updated] = await deps.db
    .update(videoRequests)
    .set({
      videoStatus: "failed",
      videoError: message,
      originalKey: null,
      processingOwner: null,
      processingHeartbeatAt: null,
      updatedAt: new Date(),
    })
    // Only the upload this run looked at: a newer one is not touched.
    .where(and(eq(videoRequests.id, row.id), eq(videoRequests.originalKey, row.originalKey ?? "")))
    .returning();
  if (row.originalKey) await deps.storage.delete(row.originalKey);
  if (updated) await deps.bookingEvents?.afterVideoChange(updated);
  deps.log?.info({ requestId: row.id, reason: message }, "video upload refused");
  return "refused";
}

/**
 * The last retry failed too: the upload is refused so the request leaves `processing` and the celebrity
 * can upload again, instead of waiting forever on a job that has stopped.
 */
export async function giveUpProcessing(deps: ProcessVideoDeps, requestId: string): Promise<void> {
  const [row] = await deps.db.select().from(videoRequests).where(eq(videoRequests.id, requestId));
  if ((row?.status !== "accepted" && row?.status !== "completed") || row.videoStatus !== "processing") return;
  await refuse(deps, row, PROCESSING_FAILED_MESSAGE);
}

async function clearOriginal(deps: ProcessVideoDeps, row: VideoRequestRow) {
  if (!row.originalKey) return;
  await deps.storage.delete(row.originalKey);
  await deps.db
    .update(videoRequests)
    .set({ originalKey: null })
    .where(and(eq(videoRequests.id, row.id), eq(videoRequests.originalKey, row.originalKey)));
}
