import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { videoRequests } from "../../db/schema/index";
import { createDiskStorage } from "../../providers/storage/disk";
import { videoKeys } from "../../providers/storage/storage";
import { createTestDatabase } from "../../test/database";
import { MediaToolError, runTool } from "./ffmpeg";
import {
  findWatermarkFont,
  giveUpProcessing,
  NOT_A_VIDEO_MESSAGE,
  PROCESSING_FAILED_MESSAGE,
  type ProcessVideoDeps,
  processVideo,
  sniffVideoContainer,
  transcodeArgs,
  watermarkFilter,
} from "./process-video";
import { type ClipOptions, generateClip, insertBooking } from "./test-factories";

const tools = { ffmpeg: "ffmpeg", ffprobe: "ffprobe" };
let database: DatabaseHandle;
let workDir: string;
let deps: ProcessVideoDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  workDir = mkdtempSync(join(tmpdir(), "salamu-process-test-"));
  deps = { db: database.db, storage: createDiskStorage(join(workDir, "files")), tools };
});

afterAll(async () => {
  await database.close();
  rmSync(workDir, { recursive: true, force: true });
});

let clipCount = 0;
/** A booked, accepted request whose upload (a generated clip, or `bytes`) waits in storage, processing. */
async function uploaded(clip: ClipOptions | { bytes: Buffer }, overrides: Partial<ProcessVideoDeps> = {}) {
  clipCount += 1;
  const { request } = await insertBooking(database.db);
  const originalKey = videoKeys.original(request.id, `upload${clipCount}`, ".mp4");
  const source = join(workDir, `source-${clipCount}.${"container" in clip ? clip.container : "mp4"}`);
  if ("bytes" in clip) await writeFile(source, clip.bytes);
  else await generateClip(source, clip);
  await deps.storage.putFile(originalKey, source);
  await database.db
    .update(videoRequests)
    .set({ videoStatus: "processing", originalKey })
    .where(eq(videoRequests.id, request.id));
  return { requestId: request.id, originalKey, deps: { ...deps, ...overrides } };
}

async function rowOf(id: string) {
  const [row] = await database.db.select().from(videoRequests).where(eq(videoRequests.id, id));
  return row!;
}

type Stream = { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string };
async function streamsOf(path: string): Promise<Stream[]> {
  const { stdout } = await runTool("ffprobe", [
    "-v",
    "error",
    "-print_format",
    "json",
    "-show_entries",
    "stream=codec_type,codec_name,width,height,pix_fmt",
    path,
  ]);
  return JSON.parse(stdout).streams;
}

/** Top-level ISO-media box types in file order. */
async function topLevelBoxes(path: string): Promise<string[]> {
  const bytes = await readFile(path);
  const boxes: string[] = [];
  let offset = 0;
  while (offset + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    if (size === 0) size = bytes.length - offset;
    boxes.push(type);
    offset += size;
  }
  return boxes;
}

/** Grey levels (0-255) of a region of the frame at 1 s. */
async function regionLuma(video: string, region: { x: number; y: number; w: number; h: number }) {
  const out = join(workDir, `region-${Math.random().toString(36).slice(2)}.gray`);
  await runTool("ffmpeg", [
    "-hide_banner",
    "-nostdin",
    "-y",
    "-ss",
    "1",
    "-i",
    video,
    "-frames:v",
    "1",
    "-vf",
    `crop=${region.w}:${region.h}:${region.x}:${region.y},format=gray`,
    "-f",
    "rawvideo",
    out,
  ]);
  const pixels = await readFile(out);
  return { max: Math.max(...pixels), brightShare: pixels.filter((value) => value > 150).length / pixels.length };
}

async function delivered(requestId: string) {
  const row = await rowOf(requestId);
  expect(row).toMatchObject({ status: "completed", videoStatus: "ready", videoError: null, originalKey: null });
  const videoPath = (await deps.storage.localFile(row.videoKey!)).path;
  const posterPath = (await deps.storage.localFile(row.posterKey!)).path;
  const lowDataPath = (await deps.storage.localFile(videoKeys.lowData(requestId))).path;
  return { row, videoPath, posterPath, lowDataPath };
}

describe("sniffVideoContainer", () => {
  it("knows MP4/MOV by the ftyp box and WebM by the EBML header", () => {
    expect(sniffVideoContainer(Buffer.from("\0\0\0\x20ftypisom", "latin1"))).toBe("iso-media");
    expect(sniffVideoContainer(Buffer.from("\0\0\0\x14ftypqt  ", "latin1"))).toBe("iso-media");
    expect(sniffVideoContainer(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x01]))).toBe("ebml");
    expect(sniffVideoContainer(Buffer.from("hello, this is text"))).toBeNull();
    expect(sniffVideoContainer(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]))).toBeNull();
    expect(sniffVideoContainer(Buffer.alloc(0))).toBeNull();
  });
});

describe("the ffmpeg command", () => {
  const outputs = { output: "hd.mp4", lowDataOutput: "ld.mp4", posterOutput: "poster.jpg", posterAt: 1 };

  it("burns in the watermark, scales to 720p at most and writes faststart H.264/AAC MP4s", () => {
    const args = transcodeArgs({ input: "in.mov", ...outputs, hasAudio: true, font: "/fonts/Bold.ttf" });
    const graph = args[args.indexOf("-filter_complex") + 1]!;
    expect(graph).toContain("drawtext=fontfile=/fonts/Bold.ttf:text=Salamu");
    expect(graph).toContain("min(720,trunc(ih/2)*2)");
    expect(args.join(" ")).toContain("-c:v libx264");
    expect(args.join(" ")).toContain("-c:a aac");
    expect(args.join(" ")).toContain("movflags=+faststart]hd.mp4");
    expect(args.join(" ")).toContain("movflags=+faststart]ld.mp4");
    expect(args).not.toContain("anullsrc=channel_layout=stereo:sample_rate=48000");
  });

  it("falls back to a drawn box without a font, and never puts an odd path into the filter graph", () => {
    expect(watermarkFilter(null)).toMatch(/^drawbox=/);
    expect(watermarkFilter("/tmp/x:y,z.ttf")).toMatch(/^drawbox=/);
    expect(findWatermarkFont(["/nowhere/font.ttf"])).toBeNull();
  });

  it("makes the 360p rendition and the poster from the same decode: one input, a split filter, one run", () => {
    const args = transcodeArgs({ input: "in.mov", ...outputs, hasAudio: true, font: null });
    expect(args.filter((arg) => arg === "-i")).toHaveLength(1);
    const graph = args[args.indexOf("-filter_complex") + 1]!;
    expect(graph).toContain("split=3");
    expect(graph).toContain("min(360,trunc(ih/2)*2)");
    expect(args).toContain("poster.jpg");
    // One AAC encoder, shared by both files.
    expect(args.filter((arg) => arg === "-c:a")).toHaveLength(1);
  });

  it("adds a silent track when the upload has no sound", () => {
    const args = transcodeArgs({ input: "in.webm", ...outputs, hasAudio: false, font: null });
    expect(args).toContain("anullsrc=channel_layout=stereo:sample_rate=48000");
    expect(args.join(" ")).toContain("-map 1:a:0");
  });

  it("writes every file where asked, even when the work folder's path has spaces, quotes or a bar", async () => {
    const source = await generateClip(join(workDir, "plain-source.mp4"), { width: 320, height: 240, seconds: 2 });
    const odd = join(workDir, "it's a | folder [1]");
    await mkdir(odd);
    const files = {
      output: join(odd, "video.mp4"),
      lowDataOutput: join(odd, "video-360p.mp4"),
      posterOutput: join(odd, "poster.jpg"),
    };
    await runTool("ffmpeg", transcodeArgs({ input: source, ...files, posterAt: 1, hasAudio: true, font: null }));
    for (const file of [files.output, files.lowDataOutput]) {
      expect((await streamsOf(file)).map((s) => s.codec_name).sort()).toEqual(["aac", "h264"]);
    }
    const poster = await readFile(files.posterOutput);
    expect([poster[0], poster[1]]).toEqual([0xff, 0xd8]);
  });
});

describe("processVideo", () => {
  it("delivers a 720p clip: H.264/AAC, faststart, poster, duration, request completed", async () => {
    const { requestId, originalKey } = await uploaded({ width: 1280, height: 720, seconds: 2 });
    await expect(processVideo(deps, requestId)).resolves.toBe("delivered");
    const { row, videoPath, posterPath, lowDataPath } = await delivered(requestId);
    expect(row.videoKey).toBe(`videos/${requestId}/video.mp4`);
    // The low-data rendition beside it: 360p, H.264/AAC, a fraction of the size.
    const low = await streamsOf(lowDataPath);
    expect(low.find((s) => s.codec_type === "video")).toMatchObject({ codec_name: "h264", width: 640, height: 360 });
    expect(low.find((s) => s.codec_type === "audio")).toMatchObject({ codec_name: "aac" });
    expect((await stat(lowDataPath)).size).toBeLessThan((await stat(videoPath)).size / 2);
    expect(row.posterKey).toBe(`videos/${requestId}/poster.jpg`);
    expect(row.completedAt).not.toBeNull();
    expect(row.videoDurationMs).toBeGreaterThan(1800);
    expect(row.videoDurationMs).toBeLessThan(2300);
    const streams = await streamsOf(videoPath);
    expect(streams.find((s) => s.codec_type === "video")).toMatchObject({
      codec_name: "h264",
      width: 1280,
      height: 720,
      pix_fmt: "yuv420p",
    });
    expect(streams.find((s) => s.codec_type === "audio")).toMatchObject({ codec_name: "aac" });
    const boxes = await topLevelBoxes(videoPath);
    expect(boxes.indexOf("moov")).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
    const poster = await readFile(posterPath);
    expect([poster[0], poster[1]]).toEqual([0xff, 0xd8]);
    expect(await deps.storage.size(originalKey)).toBeNull();
  });

  it("scales 1080p down to 720p, and a portrait phone video to 720 wide", async () => {
    const landscape = await uploaded({ width: 1920, height: 1080, seconds: 2 });
    const portrait = await uploaded({ width: 1080, height: 1920, seconds: 2 });
    await processVideo(deps, landscape.requestId);
    await processVideo(deps, portrait.requestId);
    const wide = (await streamsOf((await delivered(landscape.requestId)).videoPath)).find(
      (s) => s.codec_type === "video",
    );
    const tall = (await streamsOf((await delivered(portrait.requestId)).videoPath)).find(
      (s) => s.codec_type === "video",
    );
    expect([wide?.width, wide?.height]).toEqual([1280, 720]);
    expect([tall?.width, tall?.height]).toEqual([720, 1280]);
  });

  it("never scales a small video up", async () => {
    const { requestId } = await uploaded({ width: 640, height: 360, seconds: 1 });
    await processVideo(deps, requestId);
    const video = (await streamsOf((await delivered(requestId)).videoPath)).find((s) => s.codec_type === "video");
    expect([video?.width, video?.height]).toEqual([640, 360]);
  });

  it("gives a silent WebM (as a browser recording may be) an AAC track", async () => {
    const { requestId } = await uploaded({ width: 640, height: 480, seconds: 2, audio: false, container: "webm" });
    await processVideo(deps, requestId);
    const streams = await streamsOf((await delivered(requestId)).videoPath);
    expect(streams.find((s) => s.codec_type === "audio")).toMatchObject({ codec_name: "aac" });
  });

  it("still gets a poster when the picture ends before the sound (a browser recording on a busy phone)", async () => {
    const source = join(workDir, "short-picture.webm");
    // 0.3 s of picture and 3 s of sound: no frame exists at the usual poster time of 1 s.
    await runTool("ffmpeg", [
      "-hide_banner",
      "-nostdin",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=320x240:rate=10:duration=0.3",
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=440:duration=3",
      "-c:v",
      "libvpx",
      "-c:a",
      "libopus",
      source,
    ]);
    const { requestId } = await uploaded({ bytes: await readFile(source) });
    await expect(processVideo(deps, requestId)).resolves.toBe("delivered");
    const poster = await readFile((await delivered(requestId)).posterPath);
    expect([poster[0], poster[1]]).toEqual([0xff, 0xd8]);
  });

  it("refuses a text file named .mp4: failed with the message, original deleted, request still accepted", async () => {
    const { requestId, originalKey } = await uploaded({
      bytes: Buffer.from("this is not a video at all\n".repeat(50)),
    });
    await expect(processVideo(deps, requestId)).resolves.toBe("refused");
    const row = await rowOf(requestId);
    expect(row).toMatchObject({
      status: "accepted",
      videoStatus: "failed",
      videoError: NOT_A_VIDEO_MESSAGE,
      originalKey: null,
      videoKey: null,
    });
    expect(await deps.storage.size(originalKey)).toBeNull();
  });

  it("refuses a file with video magic bytes that ffprobe cannot read", async () => {
    const bytes = Buffer.concat([Buffer.from("\0\0\0\x18ftypisom\0\0\0\0isomiso2", "latin1"), Buffer.alloc(4000, 7)]);
    const { requestId } = await uploaded({ bytes });
    await expect(processVideo(deps, requestId)).resolves.toBe("refused");
    expect((await rowOf(requestId)).videoError).toBe(NOT_A_VIDEO_MESSAGE);
  });

  it("is idempotent: a second run leaves the delivered request alone", async () => {
    const { requestId } = await uploaded({ width: 320, height: 240, seconds: 1 });
    await processVideo(deps, requestId);
    const first = await rowOf(requestId);
    await expect(processVideo(deps, requestId)).resolves.toBe("skipped");
    expect(await rowOf(requestId)).toEqual(first);
  });

  it("throws on a tool failure (so the job is retried) and keeps the upload for the retry", async () => {
    const { requestId, originalKey } = await uploaded({ width: 320, height: 240, seconds: 1 });
    const broken = { ...deps, tools: { ffmpeg: join(workDir, "no-such-ffmpeg"), ffprobe: "ffprobe" } };
    await expect(processVideo(broken, requestId)).rejects.toBeInstanceOf(MediaToolError);
    expect(await rowOf(requestId)).toMatchObject({ status: "accepted", videoStatus: "processing", originalKey });
    expect(await deps.storage.size(originalKey)).toBeGreaterThan(0);
    await expect(processVideo(deps, requestId)).resolves.toBe("delivered");
  });

  it("after the last failed retry, refuses the upload so the celebrity can upload again", async () => {
    const { requestId, originalKey } = await uploaded({ width: 320, height: 240, seconds: 1 });
    await giveUpProcessing(deps, requestId);
    expect(await rowOf(requestId)).toMatchObject({
      status: "accepted",
      videoStatus: "failed",
      videoError: PROCESSING_FAILED_MESSAGE,
      originalKey: null,
    });
    expect(await deps.storage.size(originalKey)).toBeNull();
  });

  it("burns a visible watermark into the bottom-right corner of both renditions (text, or a box without the font)", async () => {
    const black = { width: 1280, height: 720, seconds: 2, source: "color=c=black" };
    const corner = { x: 880, y: 560, w: 400, h: 160 };
    const opposite = { x: 0, y: 0, w: 400, h: 160 };
    const withFont = await uploaded(black);
    const withoutFont = await uploaded(black, { watermarkFont: null });
    await processVideo(withFont.deps, withFont.requestId);
    await processVideo(withoutFont.deps, withoutFont.requestId);
    // The 360p file shows the same mark: the same regions at half the size.
    const half = (region: typeof corner) => ({ x: region.x / 2, y: region.y / 2, w: region.w / 2, h: region.h / 2 });
    for (const { requestId } of [withFont, withoutFont]) {
      const { videoPath, lowDataPath } = await delivered(requestId);
      for (const [path, scale] of [
        [videoPath, (region: typeof corner) => region],
        [lowDataPath, half],
      ] as const) {
        const mark = await regionLuma(path, scale(corner));
        const plain = await regionLuma(path, scale(opposite));
        expect(mark.max).toBeGreaterThan(180);
        expect(mark.brightShare).toBeGreaterThan(0.02);
        expect(plain.max).toBeLessThan(40);
      }
    }
    expect(findWatermarkFont()).not.toBeNull();
  });
});
