import { isAcceptedVideoFile } from "./booking";

/**
 * The selfie video of a celebrity application (issue 23 item 7, ADR 054): the applicant reads aloud a code
 * the server issued, so staff can tell a real person made the application. Short by design.
 */
export const MAX_SELFIE_SECONDS = 20;
/** 20 s of 720p webm from a phone is about 5 MB; 25 MB leaves room for a camera's own file. */
export const MAX_SELFIE_BYTES = 25 * 1024 * 1024;
export const SELFIE_CODE_LENGTH = 6;

export const SELFIE_MESSAGES = {
  tooLarge: "The selfie video must be smaller than 25MB (about 20 seconds).",
  wrongType: "Please record or choose a video file (MP4, MOV, WebM) for your selfie.",
  notAVideo: "This file is not a video we can play. Please record your selfie again.",
  notPending: "A selfie video can be added only to an application waiting for review.",
  missing: "This applicant has not sent a selfie video yet: approve once it is on file.",
  notFound: "No selfie video yet",
} as const;

/** The message for a selfie file the product refuses before sending it, or null when it may be sent. */
export function selfieFileError(file: { type: string; name: string; size: number }): string | null {
  if (!isAcceptedVideoFile(file)) return SELFIE_MESSAGES.wrongType;
  if (file.size > MAX_SELFIE_BYTES) return SELFIE_MESSAGES.tooLarge;
  return null;
}
