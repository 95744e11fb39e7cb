import type { ChangeEvent } from "react";
import { toast } from "sonner";
import { IMAGE_ERRORS, IMAGE_MAX_BYTES, type ImageErrorCode } from "@/shared/images";
import { ApiError } from "@/web/lib/api-client";

export type ToastText = { title: string; description: string };

/** The spec's checks before any byte leaves the browser (the server checks the bytes again). */
export function checkImageFile(file: File): ToastText | null {
  if (!file.type.startsWith("image/")) return IMAGE_ERRORS.INVALID_FILE_TYPE;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_ERRORS.FILE_TOO_LARGE;
  return null;
}

/** The toast for a refused upload: the server's named refusal, else the spec's generic failure. */
export function uploadFailure(error: unknown): ToastText {
  if (error instanceof ApiError && error.code in IMAGE_ERRORS) {
    const known = IMAGE_ERRORS[error.code as ImageErrorCode];
    return { title: known.title, description: error.message || known.description };
  }
  return { title: "Upload failed", description: "Failed to upload image. Please try again." };
}

/** True when the file may be sent; otherwise the refusal is toasted and false returned. */
export function acceptImageFile(file: File): boolean {
  const refusal = checkImageFile(file);
  if (refusal) toast.error(refusal.title, { description: refusal.description });
  return !refusal;
}

/**
 * The image an `<input type="file">` just picked, or null (nothing picked, or refused with a toast). The input is
 * cleared, so picking the same file again fires again.
 */
export function pickedImage(event: ChangeEvent<HTMLInputElement>): File | null {
  const file = event.target.files?.[0];
  event.target.value = "";
  return file && acceptImageFile(file) ? file : null;
}

/** Toasts a refused upload (see `uploadFailure`). */
export function toastUploadFailure(error: unknown): void {
  const failure = uploadFailure(error);
  toast.error(failure.title, { description: failure.description });
}
