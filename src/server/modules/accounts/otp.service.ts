import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { MESSAGES, OTP_EXPIRES_SECONDS, OTP_RESEND_SECONDS } from "@/shared/schemas/accounts";
import { HOUR_MS, MINUTE_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import { otpCodes } from "../../db/schema/index";
import { invalidRequest, tooManyRequests } from "../../errors";
import { smsTemplates } from "../../providers/mail/templates";
import type { SmsProvider } from "../../providers/sms/sms";
import { toE164 } from "./phone";

export const MAX_WRONG_ATTEMPTS = 5;
export const TICKET_MINUTES = 30;
/** Codes one phone may receive, and one IP may request, per hour. */
export const CODES_PER_PHONE_PER_HOUR = 5;
export const CODES_PER_IP_PER_HOUR = 20;

type OtpOptions = {
  db: Database;
  secret: string;
  sms: SmsProvider;
  /** The code goes back to the browser only with the console provider outside production. */
  exposeDevCode: boolean;
  now?: () => Date;
};

export function createOtpService({ db, secret, sms, exposeDevCode, now = () => new Date() }: OtpOptions) {
  const hmac = (purpose: string, value: string) =>
    createHmac("sha256", secret).update(`${purpose}:${value}`).digest("hex");
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  async function sendCode(phoneInput: string, ip: string, country?: string) {
    const phone = toE164(phoneInput, country);
    const current = now();
    const hourAgo = new Date(current.getTime() - HOUR_MS);
    const [latest] = await db
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
    const [[perPhone], [perIp]] = await Promise.all([
      db
        .select({ value: count() })
        .from(otpCodes)
        .where(and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, hourAgo))),
      db
        .select({ value: count() })
        .from(otpCodes)
        .where(and(eq(otpCodes.ip, ip), gt(otpCodes.createdAt, hourAgo))),
    ]);
    if ((perPhone?.value ?? 0) >= CODES_PER_PHONE_PER_HOUR || (perIp?.value ?? 0) >= CODES_PER_IP_PER_HOUR) {
      throw tooManyRequests("TOO_MANY_CODES", "Too many verification codes requested. Please try again in an hour.");
    }
    const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
    // A new code replaces any earlier one still open for this phone.
    await db
      .update(otpCodes)
      .set({ consumedAt: current })
      .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)));
    await db.insert(otpCodes).values({
      phone,
      ip,
      codeHash: hmac("otp", `${phone}:${code}`),
      expiresAt: new Date(current.getTime() + OTP_EXPIRES_SECONDS * 1000),
      createdAt: current,
    });
    await sms.send(phone, smsTemplates.verificationCode(code));
    return {
      sent: true as const,
      resendInSeconds: OTP_RESEND_SECONDS,
      expiresInSeconds: OTP_EXPIRES_SECONDS,
      ...(exposeDevCode ? { devCode: code } : {}),
    };
  }

  async function verifyCode(phoneInput: string, code: string, country?: string) {
    const phone = toE164(phoneInput, country);
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
