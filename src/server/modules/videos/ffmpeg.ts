import { spawn } from "node:child_process";

/** The ffmpeg and ffprobe binaries (env FFMPEG_PATH, FFPROBE_PATH). */
export type MediaTools = { ffmpeg: string; ffprobe: string };

/** A tool that could not run or exited with an error: processing may succeed on a retry. */
export class MediaToolError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly signal: NodeJS.Signals | null,
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = "MediaToolError";
  }
}

const STDERR_TAIL_CHARS = 4000;
const STDOUT_LIMIT_BYTES = 4 * 1024 * 1024;

export type RunToolOptions = {
  timeoutMs?: number;
  /**
   * Start the tool in its own process group and tell `onSpawn` its pid: a long run (the transcode) is
   * recorded beside its temporary files, so the clean-up after a killed worker can stop it (ADR 041).
   */
  onSpawn?: (pid: number) => Promise<void>;
  /** Aborting kills the tool (a run that lost its upload to another run stops at once). */
  signal?: AbortSignal;
};

/**
 * Runs a binary with an argument array (no shell, so no quoting or injection). Keeps stdout (bounded)
 * and the tail of stderr for the error message; kills the process after `timeoutMs` or on `signal`.
 */
export function runTool(
  command: string,
  args: readonly string[],
  { timeoutMs = 60_000, onSpawn, signal }: RunToolOptions = {},
): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], detached: onSpawn !== undefined });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = "";
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    const abort = () => child.kill("SIGKILL");
    if (signal?.aborted) abort();
    signal?.addEventListener("abort", abort, { once: true });
    child.on("close", () => signal?.removeEventListener("abort", abort));
    if (onSpawn && child.pid !== undefined) {
      onSpawn(child.pid).catch((error: unknown) => {
        // A run that cannot record its tool could not clean up after itself: stop it rather than leak.
        child.kill("SIGKILL");
        reject(error);
      });
    }
    child.stdout.on("data", (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes <= STDOUT_LIMIT_BYTES) stdout.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-STDERR_TAIL_CHARS);
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new MediaToolError(`${command} could not start: ${error.message}`, null, null, ""));
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve({ stdout: Buffer.concat(stdout).toString("utf8") });
      const why = timedOut ? `timed out after ${timeoutMs} ms` : signal ? `killed by ${signal}` : `exited with ${code}`;
      reject(new MediaToolError(`${command} ${why}: ${stderr.trim().split("\n").at(-1) ?? ""}`, code, signal, stderr));
    });
  });
}

export type ProbeResult = {
  video: { width: number; height: number } | null;
  hasAudio: boolean;
  /** Container duration, when the file states one (MediaRecorder WebM often does not). */
  durationMs: number | null;
};

type ProbeJson = {
  streams?: { codec_type?: string; width?: number; height?: number }[];
  format?: { duration?: string };
};

/** The streams and duration of a media file. Throws MediaToolError when ffprobe cannot read it. */
export async function probe(tools: MediaTools, file: string): Promise<ProbeResult> {
  const { stdout } = await runTool(tools.ffprobe, [
    "-v",
    "error",
    "-print_format",
    "json",
    "-show_entries",
    "format=duration:stream=codec_type,width,height",
    file,
  ]);
  const parsed = JSON.parse(stdout) as ProbeJson;
  const streams = parsed.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === "video" && stream.width && stream.height);
  const seconds = Number(parsed.format?.duration);
  return {
    video: video ? { width: video.width ?? 0, height: video.height ?? 0 } : null,
    hasAudio: streams.some((stream) => stream.codec_type === "audio"),
    durationMs: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null,
  };
}

const filterCache = new Map<string, Promise<Set<string>>>();

/** The filter names this ffmpeg build offers (asked once per binary). */
export function availableFilters(tools: MediaTools): Promise<Set<string>> {
  let cached = filterCache.get(tools.ffmpeg);
  if (!cached) {
    cached = runTool(tools.ffmpeg, ["-hide_banner", "-filters"]).then(({ stdout }) => {
      const names = new Set<string>();
      for (const line of stdout.split("\n")) {
        // Lines look like " TSC drawtext          V->V       Draw text on top of video frames ...".
        const match = line.match(/^\s*[A-Z.|]{2,3}\s+(\w+)\s/);
        if (match?.[1]) names.add(match[1]);
      }
      return names;
    });
    cached.catch(() => filterCache.delete(tools.ffmpeg));
    filterCache.set(tools.ffmpeg, cached);
  }
  return cached;
}
