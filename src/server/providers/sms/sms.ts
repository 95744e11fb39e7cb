import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../errors";

export type SmsProvider = {
  kind: "console" | "http";
  send(to: string, message: string): Promise<void>;
};

/** An HTTP provider (POST JSON {to, message}, bearer token) when configured, else the console provider. */
export function createSmsProvider(options: {
  url?: string;
  token?: string;
  log: FastifyBaseLogger;
  isProduction: boolean;
  fetch?: typeof fetch;
}): SmsProvider {
  const { url, token, log, isProduction } = options;
  if (url) {
    const doFetch = options.fetch ?? fetch;
    return {
      kind: "http",
      async send(to, message) {
        const response = await doFetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ to, message }),
          signal: AbortSignal.timeout(10_000),
        }).catch((error: unknown) => {
          log.error({ err: error }, "SMS provider unreachable");
          throw new AppError(502, "SMS_FAILED", "Failed to send verification code. Please try again later.");
        });
        if (!response.ok) {
          log.error({ status: response.status }, "SMS provider refused the message");
          throw new AppError(502, "SMS_FAILED", "Failed to send verification code. Please try again later.");
        }
      },
    };
  }
  return {
    kind: "console",
    async send(to, message) {
      // The console provider is for development: the message (and its code) is logged outside production only.
      if (isProduction) log.warn({ to }, "SMS not sent: no SMS provider configured (SMS_PROVIDER_URL)");
      else log.info({ to, message }, "SMS (console provider)");
    },
  };
}
