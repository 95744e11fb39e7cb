import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, lt, notExists } from "drizzle-orm";
import type { Me } from "@/shared/schemas/accounts";
import { VOICE_NOTE_MAX_SECONDS, VOICE_NOTE_MESSAGES, type VoiceNote } from "@/shared/schemas/voice-notes";
import { DAY_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import { videoRequests, voiceNotes } from "../../db/schema/index";
import { AppError, invalidRequest, notFound, validationError } from "../../errors";
import { assertStorageKey, type Storage } from "../../providers/storage/storage";
import { MediaToolError, type MediaTools, probe, runTool } from "../videos/ffmpeg";
import type { StoredFile } from "../videos/send-stored-file";
import type { RequestAccess } from "./request-access";

/** Where a voice note is stored: always re-encoded, so the key names the one format served. */
export const voiceNoteKey = (id: string) => assertStorageKey(`voice-notes/${id}.m4a`);

/** What is decoded at most: a little past the limit, so a longer recording is seen as longer without decoding it all. */
const DECODE_SECONDS = VOICE_NOTE_MAX_SECONDS + 1;
/** How long a voice note waits for the request that names it: the fan writes the rest meanwhile. */
const UNUSED_VOICE_NOTE_MS = DAY_MS;
/** A recording's own rounding (a browser stops a 15 s recording at 15.2 s) is forgiven up to this. */
const ALLOWED_MS = VOICE_NOTE_MAX_SECONDS * 1000 + 500;

const notAudio = () => new AppError(415, "INVALID_FILE_TYPE", VOICE_NOTE_MESSAGES.notAudio);

/**
 * The fan's recording of how to say the names (issue 23, item 1). Whatever the browser recorded (WebM/Opus,
 * MP4/AAC, Ogg) or the fan chose, it is decoded and re-encoded as mono AAC: a file that is not audio is
 * refused, one longer than 15 seconds too, and what is stored and served is never the uploaded bytes.
 */
export function createVoiceNotes({
  db,
  storage,
  tools,
  access,
}: {
  db: Database;
  storage: Storage;
  tools: MediaTools;
  access: Pick<RequestAccess, "access">;
}) {
  async function create(user: Me, bytes: Buffer): Promise<VoiceNote> {
    if (bytes.length === 0) throw invalidRequest("VOICE_NOTE_REQUIRED", VOICE_NOTE_MESSAGES.required);
    const dir = await mkdtemp(join(tmpdir(), "salamu-voice-"));
    try {
      const input = join(dir, "upload");
      const output = join(dir, "voice.m4a");
      await writeFile(input, bytes);
      try {
        await runTool(
          tools.ffmpeg,
          [
            "-v",
            "error",
            "-y",
            "-i",
            input,
            "-t",
            String(DECODE_SECONDS),
            "-vn",
            "-ac",
            "1",
            "-c:a",
            "aac",
            "-b:a",
            "64k",
            "-movflags",
            "+faststart",
            output,
          ],
          { timeoutMs: 20_000 },
        );
      } catch (error) {
        if (error instanceof MediaToolError) throw notAudio();
        throw error;
      }
      const probed = await probe(tools, output).catch(() => null);
      if (!probed?.hasAudio || !probed.durationMs) throw notAudio();
      if (probed.durationMs > ALLOWED_MS) throw validationError(VOICE_NOTE_MESSAGES.tooLong);
      const id = randomUUID();
      await storage.putFile(voiceNoteKey(id), output, { contentType: "audio/mp4", move: true });
      await db.insert(voiceNotes).values({ id, ownerId: user.id, durationMs: probed.durationMs });
      return { id, durationMs: probed.durationMs };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** The request's voice note for its fan, its star (once paid) or staff; 404 for anyone else or none. */
  async function fileOf(user: Me, requestId: string): Promise<StoredFile> {
    const { row } = await access.access(user, requestId);
    const id = row.request.voiceNoteId;
    const size = id ? await storage.size(voiceNoteKey(id)) : null;
    if (!id || size === null) throw notFound("This request has no voice note.");
    return { key: voiceNoteKey(id), size, contentType: "audio/mp4" };
  }

  /**
   * Deletes the voice notes recorded more than a day before `now` that no request names (the fan recorded
   * again, or never sent the request); answers how many went. The row goes first: a request sent meanwhile
   * cannot name a note whose file is already gone.
   */
  async function deleteUnused(now: Date): Promise<number> {
    const unused = await db
      .delete(voiceNotes)
      .where(
        and(
          lt(voiceNotes.createdAt, new Date(now.getTime() - UNUSED_VOICE_NOTE_MS)),
          notExists(
            db.select({ id: videoRequests.id }).from(videoRequests).where(eq(videoRequests.voiceNoteId, voiceNotes.id)),
          ),
        ),
      )
      .returning({ id: voiceNotes.id });
    for (const { id } of unused) await storage.delete(voiceNoteKey(id));
    return unused.length;
  }

  return {
    create,
    fileOf,
    deleteUnused,
    open: (key: string, range?: { start: number; end: number }) => storage.get(key, range),
  };
}

export type VoiceNotes = ReturnType<typeof createVoiceNotes>;

/** Refuses a voice note that is not the fan's own (made by their POST /api/voice-notes). */
export async function assertOwnVoiceNote(db: Pick<Database, "select">, fanId: string, id: string) {
  const [own] = await db
    .select({ id: voiceNotes.id })
    .from(voiceNotes)
    .where(and(eq(voiceNotes.id, id), eq(voiceNotes.ownerId, fanId)));
  if (!own) {
    throw validationError(VOICE_NOTE_MESSAGES.notYours, [
      { path: "voiceNoteId", message: VOICE_NOTE_MESSAGES.notYours },
    ]);
  }
}
