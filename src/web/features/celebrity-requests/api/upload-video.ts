import { type DetailedError, type PreviousUpload, Upload } from "tus-js-client";

/** The tus endpoint of the server (DESIGN.md: resumable uploads, so 200 MB survive a dropped connection). */
export const UPLOAD_ENDPOINT = "/api/uploads";
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;
export const UPLOAD_RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000];

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

/**
 * The same file for the same request resumes where it stopped (the upload URL is kept in localStorage under
 * this fingerprint); another request never picks it up.
 */
const fingerprintFor = (requestId: string, file: File) =>
  Promise.resolve(
    ["salamu-video", requestId, file.name, file.type, file.size, file.lastModified, UPLOAD_ENDPOINT].join("-"),
  );

/** Starts (or resumes) a tus upload of the video for a request the celebrity has accepted. */
export function uploadVideo({
  requestId,
  file,
  onProgress,
}: {
  requestId: string;
  file: File;
  onProgress: (sent: number, total: number) => void;
}): VideoUpload {
  let upload: Upload | null = null;
  let aborted = false;
  const done = new Promise<void>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: UPLOAD_ENDPOINT,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: UPLOAD_RETRY_DELAYS_MS,
      metadata: { requestId, filename: file.name, filetype: file.type || "application/octet-stream" },
      fingerprint: () => fingerprintFor(requestId, file),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress,
      onSuccess: () => resolve(),
      onError: (error) => {
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
      void upload?.abort(false);
    },
  };
}
