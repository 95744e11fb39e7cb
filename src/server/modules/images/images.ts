/**
 * Uploaded images, one pipeline for every kind (celebrity photos now; staff logo and favicon next):
 *
 *   readImageUpload(request)            the one file of a multipart request, at most IMAGE_MAX_BYTES
 *   processImage(bytes, variants, ...)  decode (refusing non-images and decompression bombs), then re-encode
 *                                       each variant as WebP: auto-rotated, resized, every metadata stripped
 *   storeImage(storage, image)          writes the variants under content-hashed names; answers their URLs
 *   deleteStoredImage(storage, url, …)  removes an image stored by storeImage (best effort)
 *
 * Stored names are `<hash>-<variant>.webp`, served by GET /api/images/:name (modules/images) with a year-long
 * immutable cache: a new picture is a new URL. The hash covers the encoded bytes and the owner's scope, so
 * two owners never share (and never delete) one file.
 *
 * The route registers @fastify/multipart in its own scope with `multipartLimits`, so no other route parses
 * multipart bodies.
 */
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import sharp, { type Metadata } from "sharp";
import { IMAGE_ERRORS, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, type ImageErrorCode, imageUrlOf } from "@/shared/images";
import { AppError } from "../../errors";
import { oneFileLimits, readUploadedFile } from "../../lib/uploaded-file";
import { assertStorageKey, type Storage } from "../../providers/storage/storage";

// Uploads are small and each is read once: libvips' operation cache would only hold memory.
sharp.cache(false);

/** One stored size of an image. `cover` crops to exactly width x height; `inside` fits within them. */
export type ImageVariant = { name: string; width: number; height: number; fit: "cover" | "inside" };

export type ProcessedImage = {
  /** 32 hex characters of SHA-256 over the scope and every variant's bytes. */
  hash: string;
  variants: { name: string; width: number; height: number; bytes: Buffer }[];
};

/** Square crops, e.g. a celebrity photo in PHOTO_SIZES. */
export const squareVariants = (sizes: readonly number[]): ImageVariant[] =>
  sizes.map((size) => ({ name: String(size), width: size, height: size, fit: "cover" }));

/** Formats a browser can upload as a picture; anything else (SVG, PDF, TIFF, text...) is refused. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);

const WEBP_QUALITY = 82;

/** Limits for @fastify/multipart on an image upload route: one file, no other parts worth reading. */
export const multipartLimits = oneFileLimits(IMAGE_MAX_BYTES);

function imageError(code: ImageErrorCode): AppError {
  const status = code === "FILE_TOO_LARGE" ? 413 : code === "INVALID_FILE_TYPE" ? 415 : 400;
  return new AppError(status, code, IMAGE_ERRORS[code].description);
}

/**
 * The bytes of the request's one uploaded file (any field name), read into memory: at most
 * IMAGE_MAX_BYTES, else FILE_TOO_LARGE (nothing else of the body is kept).
 */
export const readImageUpload = (request: FastifyRequest): Promise<Buffer> =>
  readUploadedFile(request, {
    maxBytes: IMAGE_MAX_BYTES,
    missing: () => imageError("IMAGE_REQUIRED"),
    tooLarge: () => imageError("FILE_TOO_LARGE"),
  });

/** libvips' own refusal of an image over `limitInputPixels` (from the header, before decoding). */
const exceedsPixelLimit = (error: unknown) => /pixel limit/i.test(String((error as Error)?.message));

/**
 * Decodes `input` and encodes each variant as WebP. Refuses, before decoding any pixel: bytes that are not
 * an accepted image format (INVALID_FILE_TYPE) and images declaring more than `maxPixels` (IMAGE_TOO_LARGE,
 * the decompression-bomb guard, enforced again by libvips while decoding). EXIF orientation is applied, then
 * every metadata (EXIF, GPS, XMP, ICC, comments) is dropped: sharp writes none unless asked to.
 */
export async function processImage(
  input: Buffer,
  variants: readonly ImageVariant[],
  { scope, maxPixels = IMAGE_MAX_PIXELS }: { scope: string; maxPixels?: number },
): Promise<ProcessedImage> {
  if (input.length === 0) throw imageError("INVALID_FILE_TYPE");
  if (input.length > IMAGE_MAX_BYTES) throw imageError("FILE_TOO_LARGE");
  const source = () => sharp(input, { limitInputPixels: maxPixels, failOn: "error", pages: 1 });

  let metadata: Metadata;
  try {
    metadata = await source().metadata();
  } catch (error) {
    throw exceedsPixelLimit(error) ? imageError("IMAGE_TOO_LARGE") : imageError("INVALID_FILE_TYPE");
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw imageError("INVALID_FILE_TYPE");
  }
  if (metadata.width * metadata.height > maxPixels) throw imageError("IMAGE_TOO_LARGE");

  const encoded = [];
  for (const variant of variants) {
    try {
      const { data, info } = await source()
        .rotate()
        .resize(variant.width, variant.height, {
          fit: variant.fit,
          position: variant.fit === "cover" ? sharp.strategy.attention : undefined,
          withoutEnlargement: variant.fit === "inside",
        })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      encoded.push({ name: variant.name, width: info.width, height: info.height, bytes: data });
    } catch (error) {
      if (exceedsPixelLimit(error)) throw imageError("IMAGE_TOO_LARGE");
      // Truncated or corrupt image data: the header looked like an image, the rest did not.
      throw imageError("INVALID_FILE_TYPE");
    }
  }

  const digest = createHash("sha256").update(scope).update("\0");
  for (const variant of encoded) digest.update(variant.name).update("\0").update(variant.bytes);
  return { hash: digest.digest("hex").slice(0, 32), variants: encoded };
}

export const imageStorageKey = (name: string) => assertStorageKey(`images/${name}`);

/** Writes every variant; answers the URL of each by variant name. */
export async function storeImage(storage: Storage, image: ProcessedImage): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  for (const variant of image.variants) {
    const name = `${image.hash}-${variant.name}.webp`;
    await storage.put(imageStorageKey(name), Readable.from([variant.bytes]), { contentType: "image/webp" });
    urls[variant.name] = imageUrlOf(image.hash, variant.name);
  }
  return urls;
}

const STORED_URL = /^\/api\/images\/([a-f0-9]{32})-[a-z0-9]{1,16}\.webp$/;

/** Removes the variants of an image storeImage wrote (any other URL is left alone); never throws. */
export async function deleteStoredImage(
  storage: Storage,
  url: string | null | undefined,
  variants: readonly ImageVariant[],
): Promise<void> {
  const hash = url ? STORED_URL.exec(url)?.[1] : undefined;
  if (!hash) return;
  await Promise.all(
    variants.map((variant) => storage.delete(imageStorageKey(`${hash}-${variant.name}.webp`)).catch(() => {})),
  );
}
