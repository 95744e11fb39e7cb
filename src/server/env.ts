import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_DELIVERY_DAYS, DEFAULT_PLATFORM_FEE_PERCENT } from "@/shared/booking";
import { SITE_NAME } from "@/shared/site";

// The only module that reads process.env: everything else receives a validated Env.

const booleanString = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const isAddressOrRange = (entry: string) => {
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Whose address a request comes from behind proxies (Fastify's `trustProxy`): "false" (the default: the
 * connection's own address), the number of proxies in front of the app (one load balancer: "1"), or their
 * addresses and CIDR ranges ("10.0.0.0/8,192.168.1.7"). Never "true": that takes the left-most
 * X-Forwarded-For entry, which the client writes itself, so anyone could pick the address rate limits count.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string => {
    if (value === "" || value === "false" || value === "0") return false;
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    if (value !== "true" && entries.every(isAddressOrRange)) return entries.join(",");
    context.addIssue({
      code: "custom",
      message:
        value === "true"
          ? 'TRUST_PROXY=true would let every client choose its own address (the left-most X-Forwarded-For); set the number of proxies in front of the app ("1" behind one load balancer) or their addresses'
          : "TRUST_PROXY takes false, a number of proxies (1 to 10), or proxy addresses and CIDR ranges separated by commas",
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: z.url().optional(),
  APP_SECRET: z.string().min(32, "APP_SECRET must be at least 32 characters").optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DEMO_DATA: booleanString.optional(),
  /**
   * Up to three exchange-rate sources in the open.er-api.com shape, separated by commas, tried in order at
   * each refresh. Unset: no request leaves the server and the built-in rates apply, shown as indicative.
   */
  RATES_PROVIDER_URLS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.url({ error: "RATES_PROVIDER_URLS takes URLs separated by commas" }))
        .max(3, { error: "RATES_PROVIDER_URLS takes at most three sources" }),
    ),
  RATES_REFRESH_MINUTES: z.coerce.number().positive().default(30),
  COUNTRY_HEADERS: z.string().default("cf-ipcountry,x-vercel-ip-country,cloudfront-viewer-country,x-country-code"),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().min(0).default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  TRUST_PROXY: trustProxy.default(false),
  WEB_DIST_DIR: z.string().default("./dist/web"),
  /** The server renderer `vite build --ssr` writes (ADR 033); without it public pages are drawn in the browser. */
  WEB_SSR_ENTRY: z.string().default("./dist/web-ssr/entry-server.js"),
  /**
   * Requests per minute per client IP on sign-in, sign-up, phone codes and password reset. Sized for carrier
   * NAT (a whole town behind one address): guessing is stopped by the per-account limits (ADR 038).
   */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /**
   * Verification codes one client IP may ask for per hour (each is an SMS paid for). Raise it where many
   * sign-ups share one address (carrier NAT, a kiosk); each phone keeps its own limits.
   */
  OTP_CODES_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  /**
   * redis:// or rediss:// URL: rate limits are counted there, shared by every instance (ADR 038). Unset: in
   * PostgreSQL's rate_limits table, or in memory on the embedded single-process database.
   */
  REDIS_URL: z
    .url()
    .refine((value) => /^rediss?:$/.test(new URL(value).protocol), "REDIS_URL must be a redis:// or rediss:// URL")
    .optional(),
  /** Prefix of every key the app writes to Redis, for several apps (or test runs) on one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).default("salamu:"),
  /** Contact and business enquiries per hour per client IP (POST /api/enquiries). */
  ENQUIRY_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** smtp(s)://user:pass@host:port; unset: mails go to the development outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default(`${SITE_NAME} <no-reply@salamu.local>`),
  /**
   * Production without a mail server or SMS provider (a staging site): mails go to the outbox table, SMS to
   * the log, nothing reaches anyone, and start-up warns. Without it production refuses to start.
   */
  MESSAGES_LOG_ONLY: booleanString.default(false),
  /** The bearer token Prometheus sends to GET /metrics; without it there is no /metrics. */
  METRICS_TOKEN: z.string().min(32, "METRICS_TOKEN must be at least 32 characters").optional(),
  /** HTTP SMS provider: POST {to, message} with a bearer token; unset: the console provider. */
  SMS_PROVIDER_URL: z.url().optional(),
  SMS_PROVIDER_TOKEN: z.string().optional(),
  /** sandbox (default: the app's own checkout page) | flutterwave | paystack */
  PAYMENT_PROVIDER: z.enum(["sandbox", "flutterwave", "paystack"]).default("sandbox"),
  FLUTTERWAVE_SECRET_KEY: z.string().optional(),
  /** The secret hash set on the Flutterwave dashboard; webhooks carry it in `verif-hash`. */
  FLUTTERWAVE_SECRET_HASH: z.string().optional(),
  FLUTTERWAVE_BASE_URL: z.url().optional(),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.url().optional(),
  /** Days a celebrity has from payment to deliver before the request expires and is refunded. */
  DELIVERY_DAYS: z.coerce.number().positive().default(DEFAULT_DELIVERY_DAYS),
  /** Platform fee in percent until staff set one in site settings. */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(DEFAULT_PLATFORM_FEE_PERCENT),
  /** disk (default, under FILES_DIR) | s3 */
  STORAGE: z.enum(["disk", "s3"]).default("disk"),
  /** Where the disk storage keeps uploads and videos; default DATA_DIR/files. */
  FILES_DIR: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("auto"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** ffmpeg and ffprobe binaries; default: the ones on PATH. */
  FFMPEG_PATH: z.string().default("ffmpeg"),
  FFPROBE_PATH: z.string().default("ffprobe"),
  /** Run background jobs (video processing, expiry, refunds) in this process; `npm run worker` runs them alone. */
  RUN_JOBS: booleanString.default(true),
  /**
   * On SIGTERM or SIGINT: how long requests in flight get to finish (an upload's PATCH is ended sooner, keeping
   * what arrived) before their connections are cut, and then how long running jobs get before they are failed
   * and left to be retried. Orchestrators should wait a little longer than twice this before killing.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(25),
  SUPER_ADMIN_EMAIL: z.email().optional(),
  SUPER_ADMIN_PASSWORD: z.string().min(8, "SUPER_ADMIN_PASSWORD must be at least 8 characters").optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, "APP_SECRET" | "APP_URL" | "DEMO_DATA" | "FILES_DIR"> & {
  APP_SECRET: string;
  FILES_DIR: string;
  APP_URL: string;
  DEMO_DATA: boolean;
  isProduction: boolean;
};

/** Reads the secret kept in the data folder, creating it on first use (development only). */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, "app-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === "production";
  const dataDir = resolve(env.DATA_DIR);
  if (!!env.SUPER_ADMIN_EMAIL !== !!env.SUPER_ADMIN_PASSWORD) {
    throw new Error("Invalid configuration:\n  SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD: set both or neither");
  }
  if (env.PAYMENT_PROVIDER === "flutterwave" && !(env.FLUTTERWAVE_SECRET_KEY && env.FLUTTERWAVE_SECRET_HASH)) {
    throw new Error(
      "Invalid configuration:\n  FLUTTERWAVE_SECRET_KEY and FLUTTERWAVE_SECRET_HASH: required when PAYMENT_PROVIDER=flutterwave",
    );
  }
  if (env.PAYMENT_PROVIDER === "paystack" && !env.PAYSTACK_SECRET_KEY) {
    throw new Error("Invalid configuration:\n  PAYSTACK_SECRET_KEY: required when PAYMENT_PROVIDER=paystack");
  }
  if (env.STORAGE === "s3" && !(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      "Invalid configuration:\n  S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required when STORAGE=s3",
    );
  }
  if (isProduction && !env.APP_SECRET) {
    throw new Error("Invalid configuration:\n  APP_SECRET: required in production (at least 32 characters)");
  }
  const missingTransports = [!env.SMTP_URL && "SMTP_URL", !env.SMS_PROVIDER_URL && "SMS_PROVIDER_URL"].filter(Boolean);
  if (isProduction && !env.MESSAGES_LOG_ONLY && missingTransports.length > 0) {
    // Without them sign-up codes, confirmations and password resets reach nobody while the app says "sent".
    throw new Error(
      `Invalid configuration:\n  ${missingTransports.join(" and ")}: required in production (or MESSAGES_LOG_ONLY=true for a site that sends nothing)`,
    );
  }
  if (isProduction && env.PAYMENT_PROVIDER === "sandbox") {
    // The sandbox lets any payer "pay" without money: a production marketplace must take real payments.
    throw new Error(
      "Invalid configuration:\n  PAYMENT_PROVIDER: the sandbox takes no real money; set flutterwave or paystack in production",
    );
  }
  return {
    ...env,
    DATA_DIR: dataDir,
    FILES_DIR: resolve(env.FILES_DIR ?? join(dataDir, "files")),
    WEB_DIST_DIR: resolve(env.WEB_DIST_DIR),
    WEB_SSR_ENTRY: resolve(env.WEB_SSR_ENTRY),
    APP_SECRET: env.APP_SECRET ?? developmentSecret(dataDir),
    APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}`,
    // Demo accounts have published passwords (a super admin's among them): never by default in production.
    DEMO_DATA: env.DEMO_DATA ?? (!env.DATABASE_URL && !isProduction),
    isProduction,
  };
}

/** What start-up must shout about: configurations that run, but that nobody should run by accident. */
export function startupWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.isProduction && env.MESSAGES_LOG_ONLY) {
    warnings.push(
      "MESSAGES_LOG_ONLY is on in production: no e-mail and no SMS is sent. Sign-up codes, e-mail confirmations, password resets and booking mails reach nobody.",
    );
  }
  if (env.isProduction && env.DEMO_DATA) {
    warnings.push(
      "DEMO_DATA is on in production: the demo accounts, whose passwords are published (a super admin among them), can sign in. Turn DEMO_DATA off and remove them.",
    );
  }
  return warnings;
}

/** Loads `.env` from the working directory when present (Node's own parser), then validates. */
export function loadEnvFromProcess(): Env {
  if (existsSync(".env")) process.loadEnvFile(".env");
  return loadEnv(process.env);
}
