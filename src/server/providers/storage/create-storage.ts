import type { Env } from "../../env";
import { createDiskStorage } from "./disk";
import { createS3Storage, type S3Settings } from "./s3";
import type { Storage } from "./storage";

/** The bucket the configuration names (env.ts already refused STORAGE=s3 without a bucket and keys). */
export function s3SettingsOf(
  env: Pick<Env, "S3_ENDPOINT" | "S3_REGION" | "S3_BUCKET" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY">,
): S3Settings {
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET ?? "",
    accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
  };
}

/** The storage the configuration names: disk under FILES_DIR (default) or the S3 bucket. */
export function createStorage(env: Env): Storage {
  if (env.STORAGE === "s3") return createS3Storage(s3SettingsOf(env));
  return createDiskStorage(env.FILES_DIR);
}
