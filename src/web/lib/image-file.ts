import type { ChangeEvent } from "react";
import { toast } from "sonner";
import { IMAGE_ERRORS, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, type ImageErrorCode } from "@/shared/images";
import { ApiError } from "@/web/lib/api-client";
import type { useT } from "@/web/lib/i18n";

export type ToastText = { title: string; description: string };
type Translate = ReturnType<typeof useT>;

/** A named refusal (the spec's words, IMAGE_ERRORS) in the page's language. */
const refusalText = (t: Translate, code: ImageErrorCode): ToastText => ({
  title: t(`shared.upload.${code}`),
  description: t(`shared.upload.${code}.description`, { megapixels: IMAGE_MAX_PIXELS / 1_000_000 }),
});

/** The spec's checks before any byte leaves the browser (the server checks the bytes again). */
export function checkImageFile(file: File, t: Translate): ToastText | null {
  if (!file.type.startsWith("image/")) return refusalText(t, "INVALID_FILE_TYPE");
  if (file.size > IMAGE_MAX_BYTES) return refusalText(t, "FILE_TOO_LARGE");
  return null;
}

/** The toast for a refused upload: the server's named refusal (in the page's language), else the generic failure. */
export function uploadFailure(error: unknown, t: Translate): ToastText {
  if (error instanceof ApiError && error.code in IMAGE_ERRORS) {
    const known = refusalText(t, error.code as ImageErrorCode);
    return { title: known.title, description: error.message || known.description };
  }
  return { title: t("shared.upload.failed"), description: t("shared.upload.failedDescription") };
}

/** True when the file may be sent; otherwise the refusal is toasted and false returned. */
export function acceptImageFile(file: File, t: Translate): boolean {
  const refusal = checkImageFile(file, t);
  if (refusal) toast.error(refusal.title, { description: refusal.description });
  return !refusal;
}

/**
 * The image an `<input type="file">` just picked, or null (nothing picked, or refused with a toast). The input is
 * cleared, so picking the same file again fires again.
 */
export function pickedImage(event: ChangeEvent<HTMLInputElement>, t: Translate): File | null {
  const file = event.target.files?.[0];
  event.target.value = "";
  return file && acceptImageFile(file, t) ? file : null;
}

/** Toasts a refused upload (see `uploadFailure`). */
export function toastUploadFailure(error: unknown, t: Translate): void {
  const failure = uploadFailure(error, t);
  toast.error(failure.title, { description: failure.description });
}
