import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@/shared/schemas/accounts";
import { otpCodes } from "../../db/schema/index";
import { nextPhone } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { MAX_WRONG_ATTEMPTS } from "./otp.service";
import { toE164 } from "./phone";

let context: Awaited<ReturnType<typeof createTestApp>>;
const db = () => context.database.db;
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.20.${Math.floor(ipCounter / 200)}.${ipCounter % 200}`;
};

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});

const inject = (options: InjectOptions) => context.app.inject(options);
const send = (phone: string, ip = freshIp()) =>
  inject({ method: "POST", url: "/api/accounts/phone/send-code", payload: { phone }, remoteAddress: ip });
const verify = (phone: string, code: string) =>
  inject({ method: "POST", url: "/api/accounts/phone/verify", payload: { phone, code }, remoteAddress: freshIp() });
const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

/** An SMS gateway on 127.0.0.1 speaking the HTTP provider's protocol: it keeps every message posted. */
async function startSmsGateway() {
  const received: { auth?: string; body: { to: string; message: string } }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let data = "";
    request.on("data", (chunk) => {
      data += chunk;
    });
    request.on("end", () => {
      received.push({ auth: request.headers.authorization, body: JSON.parse(data) });
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/sms`, received, close: () => server.close() };
}

/** Codes sent `minutesAgo` to `phones` (already used), as if the hours before had happened. */
async function codesSentEarlier(phones: string[], minutesAgo: number, ip?: string) {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await db()
    .insert(otpCodes)
    .values(phones.map((phone) => ({ phone, ip, codeHash: "x", expiresAt: at, createdAt: at, consumedAt: at })));
}

describe("phone numbers", () => {
  it("are stored in E.164, reading numbers without + as Nigerian", () => {
    expect(toE164("0803 123 4567")).toBe("+2348031234567");
    expect(toE164("+233 24 123 4567")).toBe("+233241234567");
    expect(() => toE164("12345")).toThrow(MESSAGES.phoneInvalid);
  });

  it("an invalid number is 400 with a clear message", async () => {
    const response = await send("555");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.phoneInvalid);
    const empty = await send("");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain(MESSAGES.phoneRequired);
  });
});

describe("verification codes", () => {
  it("sends a code (returned as devCode by the console provider) and verifies it once", async () => {
    const phone = nextPhone();
    const sent = await send(phone);
    expect(sent.statusCode).toBe(200);
    const body = sent.json();
    expect(body).toMatchObject({ sent: true, resendInSeconds: 60, expiresInSeconds: 600 });
    expect(body.devCode).toMatch(/^\d{6}$/);
    const [row] = await db().select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row?.codeHash).not.toContain(body.devCode);

    const ok = await verify(phone, body.devCode);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().verificationToken).toEqual(expect.any(String));
    const again = await verify(phone, body.devCode);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: "INVALID_CODE", message: MESSAGES.invalidCode });
  });

  it("accepts the same number written differently", async () => {
    const phone = nextPhone();
    const local = `0${phone.slice(4)}`;
    const sent = await send(local);
    const ok = await verify(phone, sent.json().devCode);
    expect(ok.statusCode).toBe(200);
  });

  it("a code must be 6 digits", async () => {
    const response = await verify(nextPhone(), "12ab");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(MESSAGES.invalidCode);
  });

  it("burns the code after 5 wrong tries", async () => {
    const phone = nextPhone();
    const { devCode } = (await send(phone)).json();
    for (let attempt = 1; attempt < MAX_WRONG_ATTEMPTS; attempt += 1) {
      const wrong = await verify(phone, wrongCode(devCode));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBe("INVALID_CODE");
    }
    const last = await verify(phone, wrongCode(devCode));
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toBe(MESSAGES.tooManyAttempts);
    const right = await verify(phone, devCode);
    expect(right.statusCode).toBe(400);
  });

  it("expires after 10 minutes", async () => {
    const phone = nextPhone();
    const { devCode } = (await send(phone)).json();
    await db()
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phone, phone));
    const response = await verify(phone, devCode);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("INVALID_CODE");
  });

  it("waits 60 seconds between sends to one phone, and a new code replaces the old", async () => {
    const phone = nextPhone();
    const first = (await send(phone)).json().devCode;
    const tooSoon = await send(phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.message).toMatch(/Please wait \d+ seconds/);
    await db()
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(otpCodes.phone, phone));
    const second = (await send(phone)).json().devCode;
    if (first !== second) expect((await verify(phone, first)).statusCode).toBe(400);
    expect((await verify(phone, second)).statusCode).toBe(200);
  });

  it("limits codes per phone and per IP per hour", async () => {
    const phone = nextPhone();
    const old = new Date(Date.now() - 5 * 60_000);
    await db()
      .insert(otpCodes)
      .values(
        Array.from({ length: 5 }, () => ({ phone, codeHash: "x", expiresAt: old, createdAt: old, consumedAt: old })),
      );
    const perPhone = await send(phone);
    expect(perPhone.statusCode).toBe(429);
    expect(perPhone.json().error.code).toBe("TOO_MANY_CODES");
    // When a new code may be asked for: once the oldest of the hour's five, asked 5 minutes ago, is an hour old.
    const retryAfter = Number(perPhone.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(55 * 60 - 30);
    expect(retryAfter).toBeLessThanOrEqual(55 * 60);
    expect(perPhone.json().error.details).toEqual({ retryAfterSeconds: retryAfter });

    const ip = "10.99.99.99";
    await db()
      .insert(otpCodes)
      .values(
        Array.from({ length: 20 }, () => ({
          phone: "+2348000000000",
          ip,
          codeHash: "x",
          expiresAt: old,
          createdAt: old,
        })),
      );
    const perIp = await send(nextPhone(), ip);
    expect(perIp.statusCode).toBe(429);
  });
});

describe("SMS sends are atomic and capped", () => {
  it("twenty requests at once for one phone, from twenty addresses, send one SMS", async () => {
    const gateway = await startSmsGateway();
    const withSms = await createTestApp({ SMS_PROVIDER_URL: gateway.url });
    try {
      const phone = nextPhone();
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          withSms.app
            .inject({
              method: "POST",
              url: "/api/accounts/phone/send-code",
              payload: { phone },
              remoteAddress: `10.30.0.${index + 1}`,
            })
            .then((response) => response.statusCode),
        ),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 429)).toHaveLength(19);
      expect(gateway.received.map((message) => message.body.to)).toEqual([phone]);
    } finally {
      await withSms.close();
      gateway.close();
    }
  });

  it("a phone gets at most 10 codes a day, however they are spread over the hours", async () => {
    const phone = nextPhone();
    await codesSentEarlier(Array(10).fill(phone), 3 * 60);
    const refused = await send(phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("TOO_MANY_CODES");
  });

  it("a country's numbers share an hourly cap, so SMS pumping to one country stops; others still get codes", async () => {
    const ghana = Array.from({ length: 300 }, (_, index) => `+23320${String(index).padStart(7, "0")}`);
    await codesSentEarlier(ghana, 10);
    const refused = await send("+233241234567");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/can't send codes to this country/);
    expect((await send(nextPhone())).statusCode).toBe(200);
  });
});

describe("per-IP rate limits on auth endpoints", () => {
  it("bite on sign-in, and answer in the error format", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof inject>> | undefined;
      for (let i = 0; i < 4; i += 1) {
        last = await limited.app.inject({
          method: "POST",
          url: "/api/session",
          payload: { email: "a@example.com", password: "whatever1", rememberMe: true },
          remoteAddress: "10.50.0.1",
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(last!.json().error.code).toBe("RATE_LIMITED");
      const otherIp = await limited.app.inject({
        method: "POST",
        url: "/api/accounts/phone/send-code",
        payload: { phone: nextPhone() },
        remoteAddress: "10.50.0.2",
      });
      expect(otherIp.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("SMS providers", () => {
  it("the HTTP provider posts {to, message} with the bearer token, and no code reaches the browser", async () => {
    const gateway = await startSmsGateway();
    const { received } = gateway;
    const withSms = await createTestApp({ SMS_PROVIDER_URL: gateway.url, SMS_PROVIDER_TOKEN: "sms-token" });
    try {
      const phone = nextPhone();
      const sent = await withSms.app.inject({
        method: "POST",
        url: "/api/accounts/phone/send-code",
        payload: { phone },
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().devCode).toBeUndefined();
      expect(received).toHaveLength(1);
      expect(received[0]!.auth).toBe("Bearer sms-token");
      expect(received[0]!.body.to).toBe(phone);
      const code = received[0]!.body.message.match(/\d{6}/)?.[0];
      expect(code).toBeDefined();
      const ok = await withSms.app.inject({
        method: "POST",
        url: "/api/accounts/phone/verify",
        payload: { phone, code },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await withSms.close();
      gateway.close();
    }
  });

  it("a failing HTTP provider is a clear 502, not a crash", async () => {
    const server = createServer((_request, response) => response.writeHead(500).end());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const withSms = await createTestApp({ SMS_PROVIDER_URL: `http://127.0.0.1:${port}/sms` });
    try {
      const sent = await withSms.app.inject({
        method: "POST",
        url: "/api/accounts/phone/send-code",
        payload: { phone: nextPhone() },
      });
      expect(sent.statusCode).toBe(502);
      expect(sent.json().error.code).toBe("SMS_FAILED");
    } finally {
      await withSms.close();
      server.close();
    }
  });

  it("never returns the code in production, even with the console provider", async () => {
    const production = await createTestApp({
      NODE_ENV: "production",
      MESSAGES_LOG_ONLY: "true",
      // Production refuses the sandbox; a real provider's settings, never called here.
      PAYMENT_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: "sk_test_otp",
      PAYSTACK_BASE_URL: "http://127.0.0.1:9",
    });
    try {
      const sent = await production.app.inject({
        method: "POST",
        url: "/api/accounts/phone/send-code",
        payload: { phone: nextPhone() },
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().devCode).toBeUndefined();
      const outbox = await production.app.inject({ method: "GET", url: "/dev/outbox" });
      expect(outbox.statusCode).toBe(404);
      const outboxJson = await production.app.inject({ method: "GET", url: "/api/dev/outbox" });
      expect(outboxJson.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
