import { z } from "zod";

/** A voice note says how to pronounce a few names: 15 seconds is plenty, and a little over is forgiven. */
export const VOICE_NOTE_MAX_SECONDS = 15;
/** What a 15-second recording weighs in any format a phone or browser makes, with room to spare. */
export const VOICE_NOTE_MAX_BYTES = 3 * 1024 * 1024;
/** The form's file picker: audio of any kind (the server decides by decoding it, not by its name). */
export const VOICE_NOTE_ACCEPT = "audio/*";

export const VOICE_NOTE_MESSAGES = {
  required: "Choose or record a voice note.",
  tooLarge: "That recording is too large: keep it under 15 seconds.",
  tooLong: `Keep the voice note to ${VOICE_NOTE_MAX_SECONDS} seconds or less.`,
  notAudio: "That file is not a recording we can play. Record again or choose another audio file.",
  notYours: "That voice note was not found. Record it again.",
} as const;

/** POST /api/voice-notes: the stored note, to name in the request (`voiceNoteId`). */
export const voiceNoteSchema = z.object({ id: z.string(), durationMs: z.number().int() });
export type VoiceNote = z.infer<typeof voiceNoteSchema>;
