import { desc, eq } from "drizzle-orm";
import type { App } from "../app";
import type { Database } from "../db/client";
import { outbox } from "../db/schema/index";

// Helpers for tests that need signed-in users: go through the real API, read mail from the outbox.

let sequence = 0;

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesOf(response: { headers: Record<string, unknown> }): string {
  const raw = response.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list
    .map((cookie: string) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

export async function latestMail(db: Database) {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.channel, "mail"))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return mail;
}

export function tokenFromMail(text: string): string {
  const match = text.match(/[?&]token=([^\s&]+)/);
  if (!match) throw new Error(`no token in mail: ${text}`);
  return decodeURIComponent(match[1]!);
}

let phoneCounter = 0;
/** A valid, distinct Nigerian mobile number per call. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `+234803${String(1_000_000 + ((process.pid * 7 + phoneCounter * 7919) % 9_000_000)).slice(0, 7)}`;
}

/** Sends a code to `phone` (typed in `phoneCountry`'s local format when given) and checks it: the sign-up ticket. */
export async function verifiedPhoneTicket(app: App, phone: string, ip = "10.0.0.1", phoneCountry?: string) {
  const sent = await app.inject({
    method: "POST",
    url: "/api/accounts/phone/send-code",
    payload: { phone, phoneCountry },
    remoteAddress: ip,
  });
  if (sent.statusCode !== 200) throw new Error(`send-code ${sent.statusCode}: ${sent.body}`);
  const verified = await app.inject({
    method: "POST",
    url: "/api/accounts/phone/verify",
    payload: { phone, phoneCountry, code: sent.json().devCode },
    remoteAddress: ip,
  });
  if (verified.statusCode !== 200) throw new Error(`verify ${verified.statusCode}: ${verified.body}`);
  return verified.json().verificationToken as string;
}

/**
 * Signs up a fresh fan through the API; answers the user and the session cookie. `acceptLanguage` is the
 * header the web sends with the page's language ("fr"): the account's language.
 */
export async function signUp(
  app: App,
  overrides: Partial<{ name: string; email: string; password: string; acceptLanguage: string }> = {},
) {
  sequence += 1;
  const ip = `10.1.${Math.floor(sequence / 200)}.${sequence % 200}`;
  const phone = nextPhone();
  const verificationToken = await verifiedPhoneTicket(app, phone, ip);
  const body = {
    name: overrides.name ?? `Test Fan ${sequence}`,
    email: overrides.email ?? `fan${sequence}-${process.pid}-${Date.now()}@example.com`,
    password: overrides.password ?? "correct horse battery",
    phone,
    acceptTerms: true,
    verificationToken,
  };
  const response = await app.inject({
    method: "POST",
    url: "/api/accounts",
    payload: body,
    remoteAddress: ip,
    headers: overrides.acceptLanguage ? { "accept-language": overrides.acceptLanguage } : {},
  });
  if (response.statusCode !== 201) throw new Error(`sign-up ${response.statusCode}: ${response.body}`);
  return { user: response.json().user, cookie: cookiesOf(response), password: body.password, email: body.email, phone };
}
