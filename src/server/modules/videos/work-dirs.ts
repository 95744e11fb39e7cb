import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { setTimeout } from "node:timers/promises";

/**
 * Where processing runs keep their temporary files: one directory per run, `<root>/<requestId>-<runId>/`,
 * holding `owner.json` (the worker process) and, while a tool runs, `tool.json` (its process). A worker
 * killed mid-transcode leaves both behind; the next run on this machine, or the next worker start-up,
 * finds the owner gone, kills the tool it left running and removes the directory (ADR 041).
 */
export const DEFAULT_WORK_ROOT = join(tmpdir(), "salamu-video");

/** A process as recorded on disk: its pid and its start time (so a reused pid is never mistaken for it). */
type ProcessRecord = { pid: number; startTime: string };
type ToolRecord = ProcessRecord & { command: string };

const OWNER_FILE = "owner.json";
const TOOL_FILE = "tool.json";
/** A directory without an owner file yet is a run being set up, unless it is older than this. */
const UNOWNED_GRACE_MS = 10 * 60 * 1000;

/**
 * The state and start time of process `pid` (fields 3 and 22 of /proc/<pid>/stat; the start time is in
 * clock ticks since boot), or null when there is no such process or no /proc.
 */
async function statOf(pid: number): Promise<{ state: string; startTime: string } | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0] ?? "", startTime: fields[19] ?? "" };
  } catch {
    return null;
  }
}

/** The recorded process still runs: same pid, same start time (not a reused pid), and not a zombie. */
async function isRunning(record: ProcessRecord): Promise<boolean> {
  const stat = await statOf(record.pid);
  return stat !== null && stat.state !== "Z" && stat.startTime === record.startTime;
}

/** Whether the process at `record.pid` is the very one recorded: same start time, same program. */
async function isRecordedTool(record: ToolRecord): Promise<boolean> {
  if (!(await isRunning(record))) return false;
  try {
    const argv0 = (await readFile(`/proc/${record.pid}/cmdline`, "utf8")).split("\0")[0] ?? "";
    return basename(argv0) === basename(record.command);
  } catch {
    return false;
  }
}

async function readRecord<T>(path: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(path, "utf8")) as T;
  } catch {
    return null;
  }
}

/** This process as recorded; null without /proc (then nothing is ever judged dead, so nothing is killed). */
async function thisProcess(): Promise<ProcessRecord | null> {
  const stat = await statOf(process.pid);
  return stat && { pid: process.pid, startTime: stat.startTime };
}

export type WorkDir = {
  path: string;
  /** Records the tool a run started (spawned in its own process group), so a later clean-up can stop it. */
  recordTool(pid: number, command: string): Promise<void>;
  /** Removes the directory and everything in it. */
  remove(): Promise<void>;
};

/** A fresh directory for one processing run, marked as this process's. */
export async function createWorkDir(root: string, requestId: string, runId: string): Promise<WorkDir> {
  const path = join(root, `${requestId}-${runId}`);
  await mkdir(path, { recursive: true });
  const owner = await thisProcess();
  if (owner) await writeFile(join(path, OWNER_FILE), JSON.stringify(owner));
  return {
    path,
    async recordTool(pid, command) {
      const stat = await statOf(pid);
      if (stat) await writeFile(join(path, TOOL_FILE), JSON.stringify({ pid, startTime: stat.startTime, command }));
    },
    remove: () => rm(path, { recursive: true, force: true }),
  };
}

/**
 * Cleans up after processing runs whose worker died: kills the tool each left running (only when the pid
 * still is that tool: same start time, same program) and removes its directory. Runs of live processes
 * (this one's included) are left alone. Answers how many directories went.
 */
export async function removeOrphanedWorkDirs(root: string): Promise<number> {
  // Without /proc no owner can be judged dead: leave everything rather than kill what may be alive.
  if (!(await thisProcess())) return 0;
  let entries: string[];
  try {
    entries = await readdir(root);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const entry of entries) {
    const path = join(root, entry);
    const owner = await readRecord<ProcessRecord>(join(path, OWNER_FILE));
    if (owner ? await isRunning(owner) : await isRecent(path)) continue;
    const tool = await readRecord<ToolRecord>(join(path, TOOL_FILE));
    // Spawned detached, the tool leads its own process group: the group goes, with anything it started.
    if (tool && (await isRecordedTool(tool))) await killGroup(tool);
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

async function isRecent(path: string): Promise<boolean> {
  try {
    return Date.now() - (await stat(path)).mtimeMs < UNOWNED_GRACE_MS;
  } catch {
    return true;
  }
}

/** How long a killed tool may take to stop before its files are removed anyway. */
const KILL_WAIT_MS = 2000;

/** Kills the tool's process group and waits (briefly) until the tool has stopped: a kill is asynchronous. */
async function killGroup(tool: ToolRecord) {
  try {
    process.kill(-tool.pid, "SIGKILL");
  } catch {
    return; // Gone between the check and the kill.
  }
  const deadline = Date.now() + KILL_WAIT_MS;
  while (Date.now() < deadline && (await isRunning(tool))) await setTimeout(20);
}
