import { deflateSync } from "node:zlib";
import sharp from "sharp";

// Test images for the upload pipeline (images.ts): real ones made with sharp, hostile ones made by hand.

/** A real JPEG carrying EXIF (camera, copyright, a GPS position) that must not survive re-encoding. */
export async function jpegWithExif(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "Salamu Test Camera", Copyright: "Private photographer", Artist: "Ada Obi" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 27/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "3/1 23/1 0/1" },
    })
    .toBuffer();
}

/** A small PNG (a few KB) of noise: big enough to be a real photo, small enough for any limit. */
export async function smallPng(size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
}

/** A JPEG of camera-like noise, `width` x `height`, for files between 1 and 2 MB. */
export async function noisyJpeg(width: number, height: number, quality = 92): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: "#888888", noise: { type: "gaussian", mean: 128, sigma: 60 } },
  })
    .jpeg({ quality })
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few hundred bytes whose header declares `width` x `height` grey
 * pixels (20000 x 20000 is 400 megapixels, 400 MB decoded). Its data holds the first rows only.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // compression, filter and interlace methods: 0
  const rows = Buffer.alloc((width + 1) * 4); // four rows of filter byte 0 and black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file part, for `app.inject`. */
export function multipartPayload(file: { field?: string; filename: string; contentType: string; bytes: Buffer }) {
  const boundary = `----salamu-test-${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field ?? "photo"}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
