/**
 * Uploaded images (celebrity photos; next, the staff logo and favicon): the limits and the messages the
 * server answers and the browser shows (spec section 5: 'Invalid file type' / 'Please upload an image file',
 * 'File too large' / 'Maximum file size is 2MB').
 */

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Decoded size a source image may declare (width x height); a bigger one is refused before decoding. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** What the file picker offers; the server decides by the bytes, not by this list or the file name. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/** Error codes of an image upload, with the toast title and description (the server's message). */
export const IMAGE_ERRORS = {
  INVALID_FILE_TYPE: { title: "Invalid file type", description: "Please upload an image file" },
  FILE_TOO_LARGE: { title: "File too large", description: "Maximum file size is 2MB" },
  IMAGE_TOO_LARGE: {
    title: "Image too large",
    description: `Images may be at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`,
  },
  IMAGE_REQUIRED: { title: "No image", description: "Please choose an image to upload" },
} as const;

export type ImageErrorCode = keyof typeof IMAGE_ERRORS;

/** Sizes (square, px) a celebrity photo is stored in; `imageUrl` names the largest. */
export const PHOTO_SIZES = [160, 480] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** `/api/images/<hash>-<variant>.webp`: the URL of a stored image variant (content-hashed, immutable). */
export const IMAGE_NAME_PATTERN = /^[a-f0-9]{32}-[a-z0-9]{1,16}\.webp$/;
const PHOTO_URL_PATTERN = /^\/api\/images\/([a-f0-9]{32})-(\d+)\.webp$/;

export const imageUrlOf = (hash: string, variant: string) => `/api/images/${hash}-${variant}.webp`;

/** Any image stored by the pipeline (`imageUrlOf`). */
export const STORED_IMAGE_URL = /^\/api\/images\/[a-f0-9]{32}-[a-z0-9]{1,16}\.webp$/;

/** The same uploaded photo at another stored size; other URLs (seeded, external) are returned as they are. */
export function photoUrlAt(url: string, size: PhotoSize): string {
  const match = PHOTO_URL_PATTERN.exec(url);
  return match ? imageUrlOf(match[1]!, String(size)) : url;
}

/** `srcset` for an uploaded photo (every stored size), or undefined for any other URL. */
export function photoSrcSet(url: string): string | undefined {
  if (!PHOTO_URL_PATTERN.test(url)) return undefined;
  return PHOTO_SIZES.map((size) => `${photoUrlAt(url, size)} ${size}w`).join(", ");
}
