import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, isNull, min, type SQL, sql } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locales";
import { callingCodeOf } from "@/shared/phone";
import { MESSAGES, OTP_EXPIRES_SECONDS, OTP_RESEND_SECONDS } from "@/shared/schemas/accounts";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import { otpCodes } from "../../db/schema/index";
import type { Transaction } from "../../db/transaction";
import { invalidRequest, tooManyRequests } from "../../errors";
import { smsTemplates } from "../../providers/mail/templates";
import type { SmsProvider } from "../../providers/sms/sms";
import type { AccountLimits } from "./account-limits";
import { toE164 } from "./phone";

export const MAX_WRONG_ATTEMPTS = 5;
export const TICKET_MINUTES = 30;
/** Codes one phone may receive per hour and per day (one IP's hourly share is OTP_CODES_PER_IP_PER_HOUR). */
export const CODES_PER_PHONE_PER_HOUR = 5;
export const CODES_PER_PHONE_PER_DAY = 10;
/** Codes to one country's numbers (by calling code), across all phones: far above its sign-ups. */
export const CODES_PER_COUNTRY_PER_HOUR = 300;
export const CODES_PER_COUNTRY_PER_DAY = 2000;

type OtpOptions = {
  db: Database;
  secret: string;
  sms: SmsProvider;
  /** The code goes back to the browser only with the console provider outside production. */
  exposeDevCode: boolean;
  /** Code checks per phone, across instances. */
  limits: AccountLimits;
  /** Codes one client IP may ask for per hour. */
  codesPerIpPerHour: number;
  now?: () => Date;
};

export function createOtpService({
  db,
  secret,
  sms,
  exposeDevCode,
  limits,
  codesPerIpPerHour,
  now = () => new Date(),
}: OtpOptions) {
  const hmac = (purpose: string, value: string) =>
    createHmac("sha256", secret).update(`${purpose}:${value}`).digest("hex");
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  /** How many codes went out since `since` to this phone, from this IP, and to this country's numbers. */
  /** How many codes were asked for in the window ending `at`, and when the oldest of them leaves it. */
  async function codesInWindow(tx: Transaction, at: Date, windowMs: number, where: SQL) {
    const [row] = await tx
      .select({ value: count(), oldest: min(otpCodes.createdAt) })
      .from(otpCodes)
      .where(and(where, gt(otpCodes.createdAt, new Date(at.getTime() - windowMs))));
    return { count: row?.value ?? 0, freesAt: row?.oldest ? row.oldest.getTime() + windowMs : 0 };
  }

  /** `locale`: the language of the page that asked (there is no account yet); the SMS is written in it. */
  async function sendCode(phoneInput: string, ip: string, country?: string, locale: Locale = DEFAULT_LOCALE) {
    const phone = toE164(phoneInput, country);
    const current = now();
    const prefix = callingCodeOf(phone);
    const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
    await db.transaction(async (tx) => {
      // One code request per phone at a time, on every instance: twenty at once used to send three SMS.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
      const [latest] = await tx
        .select({ createdAt: otpCodes.createdAt })
        .from(otpCodes)
        .where(eq(otpCodes.phone, phone))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      if (latest) {
        const waitMs = latest.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - current.getTime();
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw tooManyRequests("RESEND_TOO_SOON", `Please wait ${seconds} seconds before requesting a new code.`, {
            retryAfterSeconds: seconds,
          });
        }
      }
      const toPhone = eq(otpCodes.phone, phone);
      const toCountry = sql`${otpCodes.phone} like ${`${prefix}%`}`;
      const [phoneHour, phoneDay, ipHour, countryHour, countryDay] = await Promise.all([
        codesInWindow(tx, current, HOUR_MS, toPhone),
        codesInWindow(tx, current, DAY_MS, toPhone),
        codesInWindow(tx, current, HOUR_MS, eq(otpCodes.ip, ip)),
        codesInWindow(tx, current, HOUR_MS, toCountry),
        codesInWindow(tx, current, DAY_MS, toCountry),
      ]);
      // Refused, the caller learns when a code may be asked for again: when the oldest code of every full
      // window has left it.
      const retryAfterSeconds = (...full: { freesAt: number }[]) => ({
        retryAfterSeconds: Math.max(
          1,
          Math.ceil((Math.max(...full.map(({ freesAt }) => freesAt)) - current.getTime()) / 1000),
        ),
      });
      const fullForCaller = [
        phoneHour.count >= CODES_PER_PHONE_PER_HOUR && phoneHour,
        phoneDay.count >= CODES_PER_PHONE_PER_DAY && phoneDay,
        ipHour.count >= codesPerIpPerHour && ipHour,
      ].filter((window) => window !== false);
      if (fullForCaller.length > 0) {
        throw tooManyRequests(
          "TOO_MANY_CODES",
          "Too many verification codes requested. Please try again later.",
          retryAfterSeconds(...fullForCaller),
        );
      }
      // A country's numbers all at once is SMS pumping (someone paid per message sent there), not sign-ups.
      const fullForCountry = [
        countryHour.count >= CODES_PER_COUNTRY_PER_HOUR && countryHour,
        countryDay.count >= CODES_PER_COUNTRY_PER_DAY && countryDay,
      ].filter((window) => window !== false);
      if (fullForCountry.length > 0) {
        throw tooManyRequests(
          "TOO_MANY_CODES",
          "We can't send codes to this country right now. Please try again later or sign up with e-mail.",
          retryAfterSeconds(...fullForCountry),
        );
      }
      // A new code replaces any earlier one still open for this phone.
      await tx
        .update(otpCodes)
        .set({ consumedAt: current })
        .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)));
      await tx.insert(otpCodes).values({
        phone,
        ip,
        codeHash: hmac("otp", `${phone}:${code}`),
        expiresAt: new Date(current.getTime() + OTP_EXPIRES_SECONDS * 1000),
        createdAt: current,
      });
    });
    await sms.send(phone, smsTemplates.verificationCode(code, locale));
    return {
      sent: true as const,
      resendInSeconds: OTP_RESEND_SECONDS,
      expiresInSeconds: OTP_EXPIRES_SECONDS,
      ...(exposeDevCode ? { devCode: code } : {}),
    };
  }

  async function verifyCode(phoneInput: string, code: string, country?: string) {
    const phone = toE164(phoneInput, country);
    return limits.phoneVerify(phone, () => checkCode(phone, code));
  }

  async function checkCode(phone: string, code: string) {
    const current = now();
    const [open] = await db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (!open || open.expiresAt <= current) {
      throw invalidRequest("INVALID_CODE", MESSAGES.invalidCode);
    }
    if (!same(open.codeHash, hmac("otp", `${phone}:${code}`))) {
      // Count the miss atomically; the fifth one burns the code.
      const [row] = await db
        .update(otpCodes)
        .set({
          attempts: sql`${otpCodes.attempts} + 1`,
          consumedAt: sql`case when ${otpCodes.attempts} + 1 >= ${MAX_WRONG_ATTEMPTS} then now() else null end`,
        })
        .where(and(eq(otpCodes.id, open.id), isNull(otpCodes.consumedAt)))
        .returning({ attempts: otpCodes.attempts });
      if (!row || row.attempts >= MAX_WRONG_ATTEMPTS) {
        throw tooManyRequests("TOO_MANY_ATTEMPTS", MESSAGES.tooManyAttempts);
      }
      throw invalidRequest("INVALID_CODE", MESSAGES.invalidCode, {
        attemptsLeft: MAX_WRONG_ATTEMPTS - row.attempts,
      });
    }
    const ticket = randomBytes(32).toString("base64url");
    const [consumed] = await db
      .update(otpCodes)
      .set({
        consumedAt: current,
        ticketHash: hmac("ticket", ticket),
        ticketExpiresAt: new Date(current.getTime() + TICKET_MINUTES * MINUTE_MS),
      })
      .where(and(eq(otpCodes.id, open.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    // A concurrent request used the same code first: codes are single-use.
    if (!consumed) throw invalidRequest("INVALID_CODE", MESSAGES.invalidCode);
    return { verificationToken: ticket };
  }

  const ticketInvalid = () =>
    invalidRequest("INVALID_VERIFICATION", "Your phone verification has expired. Please verify your phone again.");

  /** Marks a ticket used; returns a function that releases it again (when sign-up fails afterwards). */
  async function consumeTicket(ticket: string, phoneInput: string, country?: string) {
    const phone = toE164(phoneInput, country);
    const current = now();
    const ticketHash = hmac("ticket", ticket);
    const [row] = await db
      .update(otpCodes)
      .set({ ticketUsedAt: current })
      .where(
        and(
          eq(otpCodes.ticketHash, ticketHash),
          eq(otpCodes.phone, phone),
          isNull(otpCodes.ticketUsedAt),
          gt(otpCodes.ticketExpiresAt, current),
        ),
      )
      .returning({ id: otpCodes.id });
    if (!row) throw ticketInvalid();
    return {
      phone,
      release: async () => {
        await db.update(otpCodes).set({ ticketUsedAt: null }).where(eq(otpCodes.id, row.id));
      },
    };
  }

  return { sendCode, verifyCode, consumeTicket };
}

export type OtpService = ReturnType<typeof createOtpService>;
