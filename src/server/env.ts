import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

// The only module that reads process.env: everything else receives a validated Env.

const booleanString = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

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
  RATES_PROVIDER_URL: z.url().optional(),
  RATES_REFRESH_MINUTES: z.coerce.number().positive().default(30),
  COUNTRY_HEADERS: z.string().default("cf-ipcountry,x-vercel-ip-country,cloudfront-viewer-country,x-country-code"),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().min(0).default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  TRUST_PROXY: booleanString.default(false),
  WEB_DIST_DIR: z.string().default("./dist/web"),
  /** Requests per minute per client IP on sign-in, sign-up, phone codes and password reset. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** smtp(s)://user:pass@host:port; unset: mails go to the development outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Salamu <no-reply@salamu.local>"),
  /** HTTP SMS provider: POST {to, message} with a bearer token; unset: the console provider. */
  SMS_PROVIDER_URL: z.url().optional(),
  SMS_PROVIDER_TOKEN: z.string().optional(),
  SUPER_ADMIN_EMAIL: z.email().optional(),
  SUPER_ADMIN_PASSWORD: z.string().min(8, "SUPER_ADMIN_PASSWORD must be at least 8 characters").optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, "APP_SECRET" | "APP_URL" | "DEMO_DATA"> & {
  APP_SECRET: string;
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
  if (isProduction && !env.APP_SECRET) {
    throw new Error("Invalid configuration:\n  APP_SECRET: required in production (at least 32 characters)");
  }
  return {
    ...env,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: resolve(env.WEB_DIST_DIR),
    APP_SECRET: env.APP_SECRET ?? developmentSecret(dataDir),
    APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}`,
    DEMO_DATA: env.DEMO_DATA ?? !env.DATABASE_URL,
    isProduction,
  };
}

/** Loads `.env` from the working directory when present (Node's own parser), then validates. */
export function loadEnvFromProcess(): Env {
  if (existsSync(".env")) process.loadEnvFile(".env");
  return loadEnv(process.env);
}
