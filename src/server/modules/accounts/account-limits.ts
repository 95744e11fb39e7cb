import { createHmac } from "node:crypto";
import type { ErrorCode } from "@/shared/schemas/errors";
import { HOUR_MS, MINUTE_MS, SECOND_MS } from "@/shared/time";
import { tooManyRequests } from "../../errors";
import type { HitCounter } from "../../lib/rate-limit-store";

/**
 * Limits per account, beside the per-IP ones (ADR 038): thousands of phones share a carrier's address, so
 * the IP limit is wide and guessing is stopped per e-mail and per phone instead. Counted in the shared
 * HitCounter, so every instance sees the same attempts.
 */
type Rule = {
  /** First part of the counter key; the second is an HMAC of the e-mail or phone (no address is stored). */
  name: string;
  max: number;
  windowMs: number;
  code: ErrorCode;
  message: (wait: string) => string;
  /** Whether a success forgets the earlier attempts (failures count, a right password clears them). */
  clearsOnSuccess: boolean;
};

export const ACCOUNT_LIMITS = {
  /** Ten wrong passwords in 15 minutes lock the e-mail's sign-in until the window ends. */
  signIn: {
    name: "sign-in",
    max: 10,
    windowMs: 15 * MINUTE_MS,
    code: "TOO_MANY_SIGN_IN_ATTEMPTS",
    message: (wait) => `Too many sign-in attempts for this account. Try again in ${wait}.`,
    clearsOnSuccess: true,
  },
  /** Reset e-mails to one address: each request counts, whether or not the address has an account. */
  passwordReset: {
    name: "password-reset",
    max: 5,
    windowMs: HOUR_MS,
    code: "TOO_MANY_RESET_REQUESTS",
    message: (wait) => `Too many password reset requests for this e-mail. Try again in ${wait}.`,
    clearsOnSuccess: false,
  },
  /** Sign-ups by e-mail to one address (each sends it a mail), whether or not it has an account. */
  emailSignUp: {
    name: "email-sign-up",
    max: 5,
    windowMs: HOUR_MS,
    code: "TOO_MANY_SIGN_UP_REQUESTS",
    message: (wait) => `Too many sign-up requests for this e-mail. Try again in ${wait}.`,
    clearsOnSuccess: false,
  },
  /** Code checks for one phone, across all its codes (each code also burns after five misses). */
  phoneVerify: {
    name: "phone-verify",
    max: 10,
    windowMs: HOUR_MS,
    code: "TOO_MANY_ATTEMPTS",
    message: (wait) => `Too many code attempts for this phone number. Try again in ${wait}.`,
    clearsOnSuccess: true,
  },
} as const satisfies Record<string, Rule>;

const waitText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
};

export function createAccountLimits({ counter, secret }: { counter: HitCounter; secret: string }) {
  const keyOf = (rule: Rule, subject: string) =>
    `${rule.name}:${createHmac("sha256", secret).update(`${rule.name}:${subject}`).digest("base64url")}`;

  /**
   * Counts the attempt before running it, so parallel attempts cannot all slip under the limit; past the
   * limit the attempt is refused with when to retry (details.retryAfterSeconds becomes Retry-After).
   */
  async function guard<T>(rule: Rule, subject: string, attempt: () => Promise<T>): Promise<T> {
    const key = keyOf(rule, subject);
    const { count, resetInMs } = await counter.hit(key, rule.windowMs);
    if (count > rule.max) {
      throw tooManyRequests(rule.code, rule.message(waitText(resetInMs)), {
        retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / SECOND_MS)),
      });
    }
    const result = await attempt();
    if (rule.clearsOnSuccess) await counter.reset(key);
    return result;
  }

  return {
    /** `email` as typed: compared without case, as accounts are. */
    signIn: <T>(email: string, attempt: () => Promise<T>) =>
      guard(ACCOUNT_LIMITS.signIn, email.trim().toLowerCase(), attempt),
    passwordReset: <T>(email: string, attempt: () => Promise<T>) =>
      guard(ACCOUNT_LIMITS.passwordReset, email.trim().toLowerCase(), attempt),
    emailSignUp: <T>(email: string, attempt: () => Promise<T>) =>
      guard(ACCOUNT_LIMITS.emailSignUp, email.trim().toLowerCase(), attempt),
    /** `phone` in E.164. */
    phoneVerify: <T>(phone: string, attempt: () => Promise<T>) => guard(ACCOUNT_LIMITS.phoneVerify, phone, attempt),
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;
