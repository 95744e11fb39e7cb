import { type DetailedError, type PreviousUpload, Upload } from "tus-js-client";

/** The tus endpoint of the server (DESIGN.md: resumable uploads, so 200 MB survive a dropped connection). */
export const UPLOAD_ENDPOINT = "/api/uploads";
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;
export const UPLOAD_RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000];
/** Waits between tries while the connection is gone (the browser's `online` event cuts a wait short). */
const RECONNECT_DELAYS_MS = [1000, 3000, 5000, 10_000, 30_000];

/** The wait before the `attempt`th try to reach the server again: the last delay repeats, never giving up. */
const reconnectDelayMs = (attempt: number) => RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;

export type VideoUpload = {
  /** Resolves when the server has the whole file; rejects with an UploadError. */
  done: Promise<void>;
  /** Stops sending; the part already sent stays on the server, so the same file resumes later. */
  abort: () => void;
};

export class UploadError extends Error {
  constructor(
    message: string,
    /** The server's own message, when it sent one (e.g. 'Video must be smaller than 200MB'). */
    readonly serverMessage: string | null,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/** The message in an error answer: `{ error: { message } }` JSON, or a short plain-text body. */
export function serverMessageOf(body: string | undefined | null): string | null {
  const text = body?.trim();
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    if (typeof parsed.error === "object" && typeof parsed.error?.message === "string") return parsed.error.message;
    if (typeof parsed.error === "string") return parsed.error;
    if (typeof parsed.message === "string") return parsed.message;
    return null;
  } catch {
    return text.length <= 200 && !text.startsWith("<") ? text : null;
  }
}

function isDetailedError(error: unknown): error is DetailedError {
  return error instanceof Error && "originalResponse" in error;
}

/** A request that got no answer at all: the connection, not the server, failed. */
function isConnectionError(error: unknown): boolean {
  return isDetailedError(error) && error.originalRequest != null && error.originalResponse == null;
}

/** tus's own rule for answers (retry 5xx, 409 and 423), minus dropped connections, which wait for the network. */
function shouldRetryAnswer(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  return (status < 400 || status >= 500 || status === 409 || status === 423) && navigator.onLine;
}

/** What an upload is for: the video of a request the celebrity accepted, or the applicant's selfie video. */
export type UploadTarget = { requestId: string } | { purpose: "selfie" };

const targetName = (target: UploadTarget) => ("requestId" in target ? target.requestId : target.purpose);

/**
 * The same file for the same target resumes where it stopped (the upload URL is kept in localStorage under
 * this fingerprint); another target never picks it up.
 */
const fingerprintFor = (target: UploadTarget, file: File) =>
  Promise.resolve(
    ["salamu-video", targetName(target), file.name, file.type, file.size, file.lastModified, UPLOAD_ENDPOINT].join("-"),
  );

/** Starts (or resumes) a tus upload of a video: a request's (the celebrity's) or a selfie (the applicant's). */
export function uploadVideo({
  target,
  file,
  onProgress,
  onConnection,
}: {
  target: UploadTarget;
  file: File;
  onProgress: (sent: number, total: number) => void;
  /** False when the connection dropped (the upload waits for it), true when the server answers again. */
  onConnection?: (connected: boolean) => void;
}): VideoUpload {
  let upload: Upload | null = null;
  let aborted = false;
  let offline = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopWaiting = () => {
    clearTimeout(timer);
    window.removeEventListener("online", tryAgain);
  };
  // start() on an upload with a URL asks the server for its offset (HEAD) and sends only the rest.
  function tryAgain() {
    stopWaiting();
    if (!aborted) upload?.start();
  }
  const waitForConnection = () => {
    if (!offline) onConnection?.(false);
    offline = true;
    window.addEventListener("online", tryAgain);
    // A browser can think it is online on a dead network, so try again after a while as well.
    timer = setTimeout(tryAgain, reconnectDelayMs(attempt));
    attempt += 1;
  };
  const reconnected = () => {
    attempt = 0;
    if (offline) onConnection?.(true);
    offline = false;
  };
  const done = new Promise<void>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: UPLOAD_ENDPOINT,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: UPLOAD_RETRY_DELAYS_MS,
      metadata: { ...target, filename: file.name, filetype: file.type || "application/octet-stream" },
      fingerprint: () => fingerprintFor(target, file),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onShouldRetry: (error) => !isConnectionError(error) && shouldRetryAnswer(error),
      onAfterResponse: () => reconnected(),
      onProgress,
      onSuccess: () => resolve(),
      onError: (error) => {
        // A dropped connection is not a failure: keep what was sent and continue when the network returns.
        if (isConnectionError(error)) {
          if (!aborted) waitForConnection();
          return;
        }
        const body = isDetailedError(error) ? error.originalResponse?.getBody() : null;
        reject(new UploadError(error.message, serverMessageOf(body)));
      },
    });
    const current = upload;
    current
      .findPreviousUploads()
      .then((previous: PreviousUpload[]) => {
        const resumable = previous.find((candidate) => candidate.uploadUrl);
        if (resumable) current.resumeFromPreviousUpload(resumable);
      })
      .catch(() => {
        // No stored uploads (private mode): start from the beginning.
      })
      .finally(() => {
        if (!aborted) current.start();
      });
  });
  return {
    done,
    abort: () => {
      aborted = true;
      stopWaiting();
      void upload?.abort(false);
    },
  };
}
