import type { Env } from "../../env";
import { createDiskStorage } from "./disk";
import { createS3Storage } from "./s3";
import type { Storage } from "./storage";

/** The storage the configuration names: disk under FILES_DIR (default) or the S3 bucket. */
export function createStorage(env: Env): Storage {
  if (env.STORAGE === "s3") {
    // env.ts already refused STORAGE=s3 without a bucket and keys.
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET ?? "",
      accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
    });
  }
  return createDiskStorage(env.FILES_DIR);
}
