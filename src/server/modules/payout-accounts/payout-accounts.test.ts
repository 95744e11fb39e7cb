import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEW_PAYOUT_ACCOUNT_COOLDOWN_HOURS } from "@/shared/payouts";
import { HOUR_MS } from "@/shared/time";
import { auditLog, outbox, payoutAccounts, users } from "../../db/schema/index";
import { sandboxAccountName } from "../../providers/payouts/sandbox";
import { signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { signInStaff } from "../../test/staff-accounts";
import { insertCategory } from "../catalogue/test-factories";
import { eventually, signUpCelebrity } from "../requests/test-factories";
import { LOOKUPS_PER_IP, LOOKUPS_PER_STAR } from "./payout-accounts.routes";
import { CANNOT_PAY_COUNTRY } from "./payout-accounts.service";

type Context = Awaited<ReturnType<typeof createTestApp>>;
type Star = Awaited<ReturnType<typeof signUpCelebrity>>;

const MPESA = { type: "mobile_money", country: "KE", bankCode: "MPESA", accountNumber: "0712345678" } as const;
const NUBAN = { type: "bank", country: "NG", bankCode: "044", accountNumber: "0123456789" } as const;

describe("payout accounts", () => {
  let context: Context;
  let categoryId = "";
  const logLines: string[] = [];
  /** Every body the API answered in this file: no full account number may appear in any. */
  const answered: string[] = [];
  let address = 0;

  beforeAll(async () => {
    context = await createTestApp({ LOG_LEVEL: "info" }, { logStream: { write: (line) => void logLines.push(line) } });
    categoryId = (await insertCategory(context.database.db)).id;
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  const newStar = () => signUpCelebrity(context.app, context.database.db, categoryId);

  /** Each test calls from its own address, so the per-IP look-up limit is only met where a test means it. */
  const nextAddress = () => `10.9.${Math.floor(++address / 200)}.${address % 200}`;

  async function call(
    cookie: string | undefined,
    method: "GET" | "POST",
    url: string,
    payload?: object,
    remoteAddress = "10.8.0.1",
  ) {
    const response = await context.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      remoteAddress,
      ...(payload ? { payload } : {}),
    });
    answered.push(response.body);
    return response;
  }

  const resolve = (star: Star, account: object, ip?: string) =>
    call(star.cookie, "POST", "/api/celebrity/payout-account/resolve", account, ip);
  const save = (star: Star, body: object, ip?: string) =>
    call(star.cookie, "POST", "/api/celebrity/payout-account", { password: star.password, ...body }, ip);
  const current = (cookie: string) => call(cookie, "GET", "/api/celebrity/payout-account");

  const rowsOf = (star: Star) =>
    context.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.celebrityId, star.profile.id));
  const mailsTo = (email: string) => context.database.db.select().from(outbox).where(eq(outbox.to, email));

  it("offers a country's options and its provider's operators", async () => {
    const star = await newStar();
    const options = await call(star.cookie, "GET", "/api/celebrity/payout-options?country=KE");
    expect(options.statusCode).toBe(200);
    expect(options.json().options).toEqual([
      { type: "bank", country: "KE", currency: "KES", provider: "sandbox", label: "Bank account" },
      { type: "mobile_money", country: "KE", currency: "KES", provider: "sandbox", label: "M-Pesa" },
    ]);
    const banks = await call(star.cookie, "GET", "/api/celebrity/payout-banks?country=KE&type=mobile_money");
    expect(banks.statusCode).toBe(200);
    expect(banks.json().banks).toEqual([{ code: "MPESA", name: "M-Pesa" }]);
    // An option Salamu does not offer in a country it pays is refused clearly.
    const noBanks = await call(star.cookie, "GET", "/api/celebrity/payout-banks?country=UG&type=bank");
    expect(noBanks.statusCode).toBe(400);
    expect(noBanks.json().error.code).toBe("VALIDATION_ERROR");
  });

  it("offers any African country: a new country's wallets, none where Salamu cannot pay yet, 400 elsewhere", async () => {
    const star = await newStar();
    // Cameroon, paid since issue 22: Flutterwave's documented wallets, which the sandbox plays.
    const cameroon = await call(star.cookie, "GET", "/api/celebrity/payout-options?country=CM");
    expect(cameroon.statusCode).toBe(200);
    expect(cameroon.json().options).toEqual([
      { type: "mobile_money", country: "CM", currency: "XAF", provider: "sandbox", label: "MTN Mobile Money" },
      { type: "mobile_money", country: "CM", currency: "XAF", provider: "sandbox", label: "Orange Money" },
    ]);
    const operators = await call(star.cookie, "GET", "/api/celebrity/payout-banks?country=CM&type=mobile_money");
    expect(operators.json().banks).toEqual([
      { code: "MTN", name: "MTN Mobile Money" },
      { code: "ORANGEMONEY", name: "Orange Money" },
    ]);
    const wallet = { type: "mobile_money", country: "CM", bankCode: "ORANGEMONEY", accountNumber: "237677123456" };
    const saved = await save(star, {
      ...wallet,
      confirmedAccountName: sandboxAccountName("ORANGEMONEY", wallet.accountNumber),
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().account).toMatchObject({ country: "CM", currency: "XAF", bankName: "Orange Money" });
    for (const country of ["ET", "MW"]) {
      const options = (await call(star.cookie, "GET", `/api/celebrity/payout-options?country=${country}`)).json();
      expect(options.options.length, country).toBe(1);
    }

    // Algeria is African, but no provider documents payouts there: no options (200), and nothing saved there.
    const algeria = await call(star.cookie, "GET", "/api/celebrity/payout-options?country=DZ");
    expect(algeria.statusCode).toBe(200);
    expect(algeria.json()).toEqual({ options: [] });
    const noOperators = await call(star.cookie, "GET", "/api/celebrity/payout-banks?country=DZ&type=mobile_money");
    expect(noOperators.statusCode).toBe(400);
    expect(noOperators.json().error.details).toEqual([{ path: ["country"], message: CANNOT_PAY_COUNTRY }]);
    const other = await newStar();
    const algerian = { type: "mobile_money", country: "DZ", bankCode: "MOBILIS", accountNumber: "213661234567" };
    const refused = await save(other, { ...algerian, confirmedAccountName: "Amina Benali" }, nextAddress());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: "VALIDATION_ERROR",
      message: CANNOT_PAY_COUNTRY,
      details: [{ path: ["country"], message: CANNOT_PAY_COUNTRY }],
    });
    // Said before anything else about the account (a malformed number, an unknown operator).
    const malformed = await resolve(other, { ...algerian, accountNumber: "1234567" }, nextAddress());
    expect(malformed.json().error.details).toEqual([{ path: ["country"], message: CANNOT_PAY_COUNTRY }]);
    // In the star's language.
    const inFrench = await context.app.inject({
      method: "POST",
      url: "/api/celebrity/payout-account",
      headers: { cookie: other.cookie, "accept-language": "fr" },
      remoteAddress: nextAddress(),
      payload: { ...algerian, confirmedAccountName: "Amina Benali", password: other.password },
    });
    expect(inFrench.statusCode).toBe(400);
    expect(inFrench.json().error.details[0].message).toMatch(/^Salamu ne peut pas encore verser/);
    expect(await rowsOf(other)).toEqual([]);

    // A code of a country outside Africa, or of none, is refused on `country`.
    for (const country of ["FR", "US", "XX"]) {
      const options = await call(star.cookie, "GET", `/api/celebrity/payout-options?country=${country}`);
      expect(options.statusCode, country).toBe(400);
      expect(options.json().error.details, country).toEqual([
        { path: "country", message: "Choose a country from the list." },
      ]);
    }
    const french = await save(other, { ...MPESA, country: "FR", confirmedAccountName: "Amina Benali" }, nextAddress());
    expect(french.statusCode).toBe(400);
    expect(french.json().error.details).toEqual([{ path: "country", message: "Choose a country from the list." }]);
    expect(await rowsOf(other)).toEqual([]);
  });

  it("adds an M-Pesa account: the holder's name shown, then confirmed; masked, usable after 48 hours", async () => {
    const star = await newStar();
    const holder = sandboxAccountName(MPESA.bankCode, MPESA.accountNumber);

    const resolved = await resolve(star, MPESA, nextAddress());
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toEqual({ accountName: holder, accountNumberLast4: "5678", bankName: "M-Pesa" });

    // The star confirms the name as they would type it: case and spacing do not matter.
    const saved = await save(star, {
      ...MPESA,
      confirmedAccountName: `  ${holder.toUpperCase().replace(" ", "   ")} `,
    });
    expect(saved.statusCode).toBe(201);
    const { account } = saved.json();
    expect(account).toMatchObject({
      type: "mobile_money",
      country: "KE",
      currency: "KES",
      bankName: "M-Pesa",
      accountName: holder,
      accountNumberLast4: "5678",
    });
    expect(Date.parse(account.usableFrom) - Date.parse(account.createdAt)).toBe(
      NEW_PAYOUT_ACCOUNT_COOLDOWN_HOURS * HOUR_MS,
    );
    expect((await current(star.cookie)).json()).toEqual({ account });

    // Stored sealed, with the provider's recipient; the payouts module alone gets the number back.
    const [row] = await rowsOf(star);
    expect(row).toMatchObject({ provider: "sandbox", status: "active", accountNumberLast4: "5678" });
    expect(row!.recipientCode).toMatch(/^RCP_sbx_/);
    expect(row!.accountNumberSealed).not.toContain(MPESA.accountNumber);
    const forSending = await context.app.modules.payoutAccounts.services.payoutAccounts.activeForSending(
      star.profile.id,
    );
    expect(forSending?.destination).toEqual({
      ...MPESA,
      currency: "KES",
      accountName: holder,
      recipientCode: row!.recipientCode,
    });
  });

  it("adds a Nigerian NUBAN account, tells the star by e-mail and SMS, and records the change", async () => {
    const star = await newStar();
    const holder = sandboxAccountName(NUBAN.bankCode, NUBAN.accountNumber);
    const resolved = await resolve(star, NUBAN, nextAddress());
    expect(resolved.json()).toEqual({ accountName: holder, accountNumberLast4: "6789", bankName: "Access Bank" });
    const saved = await save(star, { ...NUBAN, confirmedAccountName: holder });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().account).toMatchObject({
      currency: "NGN",
      bankName: "Access Bank",
      accountNumberLast4: "6789",
    });

    const [mail] = await eventually(async () => {
      const mails = await mailsTo(star.email);
      const notice = mails.filter((candidate) => candidate.subject.includes("payout account was changed"));
      expect(notice).toHaveLength(1);
      return notice;
    });
    expect(mail!.text).toContain("Access Bank ••••6789");
    expect(mail!.text).toMatch(/payouts to it start on \w+day, \d+ \w+ \d{4} at \d\d:\d\d UTC/);
    expect(mail!.text).toContain("If this was not you, contact support");
    expect(`${mail!.text}${mail!.html}`).not.toContain(NUBAN.accountNumber);
    // The star's phone is known: the SMS (kept in the outbox, no SMS provider in tests) says the same, masked.
    const [{ phone }] = (await context.database.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, star.user.id))) as [{ phone: string }];
    await eventually(async () => {
      const texts = await context.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, "sms"), eq(outbox.to, phone)));
      expect(texts.map((sms) => sms.text).join("\n")).toContain("••••6789");
    });

    const [entry] = await context.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payout_account.change"), eq(auditLog.actorId, star.user.id)));
    expect(entry).toMatchObject({ targetType: "payout_account", targetId: saved.json().account.id, before: null });
    expect(entry!.after).toMatchObject({ bankName: "Access Bank", accountNumber: "••••6789", accountName: holder });
  });

  it("replaces the active account: one active per star, the old one kept as replaced, a new cool-down", async () => {
    const star = await newStar();
    const first = await save(star, {
      ...NUBAN,
      confirmedAccountName: sandboxAccountName(NUBAN.bankCode, NUBAN.accountNumber),
    });
    const other = { ...NUBAN, bankCode: "057", accountNumber: "2233445566" };
    const second = await save(star, {
      ...other,
      confirmedAccountName: sandboxAccountName(other.bankCode, other.accountNumber),
    });
    expect(second.statusCode).toBe(201);
    expect((await current(star.cookie)).json().account).toEqual(second.json().account);
    const rows = await rowsOf(star);
    const { payoutAccounts: service } = context.app.modules.payoutAccounts.services;
    expect((await service.forSending(first.json().account.id))?.status).toBe("replaced");
    expect((await service.activeForSending(star.profile.id))?.destination.accountNumber).toBe(other.accountNumber);
    expect(rows.map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [first.json().account.id, "replaced"],
        [second.json().account.id, "active"],
      ].sort(),
    );
    const [auditEntry] = await context.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, second.json().account.id));
    expect(auditEntry!.before).toMatchObject({ bankName: "Access Bank", accountNumber: "••••6789" });
    await eventually(async () => {
      const notices = (await mailsTo(star.email)).filter((mail) => mail.subject.includes("payout account"));
      expect(notices.map((mail) => mail.text.includes("Zenith Bank ••••5566"))).toContain(true);
      expect(notices).toHaveLength(2);
    });
  });

  it("refuses a wrong password and saves nothing", async () => {
    const star = await newStar();
    const holder = sandboxAccountName(MPESA.bankCode, MPESA.accountNumber);
    const refused = await save(star, { ...MPESA, confirmedAccountName: holder, password: "not my password" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe("INVALID_PASSWORD");
    expect(await rowsOf(star)).toEqual([]);
    expect((await current(star.cookie)).json()).toEqual({ account: null });
  });

  it("refuses a confirmed name that is not the resolved holder's, and saves nothing", async () => {
    const star = await newStar();
    const refused = await save(star, { ...MPESA, confirmedAccountName: "Someone Else Entirely" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ path: ["confirmedAccountName"] }],
    });
    expect(refused.json().error.message).toContain(sandboxAccountName(MPESA.bankCode, MPESA.accountNumber));
    expect(await rowsOf(star)).toEqual([]);
  });

  it("refuses an unknown bank or operator, a malformed number and an account the bank does not know", async () => {
    const star = await newStar();
    const ip = nextAddress();
    const cases = [
      [{ ...NUBAN, bankCode: "999" }, "UNKNOWN_BANK"],
      [{ ...MPESA, bankCode: "MTN" }, "UNKNOWN_BANK"],
      [{ ...NUBAN, accountNumber: "012345678" }, "VALIDATION_ERROR"],
      [{ ...NUBAN, accountNumber: "01234567ab" }, "VALIDATION_ERROR"],
      [{ ...MPESA, accountNumber: "0712" }, "VALIDATION_ERROR"],
      [{ ...MPESA, type: "card" }, "VALIDATION_ERROR"],
      [{ ...NUBAN, accountNumber: "0123454040" }, "ACCOUNT_NOT_RESOLVED"],
    ] as const;
    for (const [account, code] of cases) {
      const refused = await resolve(star, account, ip);
      expect(refused.statusCode, JSON.stringify(account)).toBe(400);
      expect(refused.json().error.code, JSON.stringify(account)).toBe(code);
      expect(refused.json().error.message).toBeTruthy();
    }
    expect((await resolve(star, { ...NUBAN, accountNumber: "012345678" }, ip)).json().error.message).toBe(
      "A Nigerian bank account number (NUBAN) has exactly 10 digits.",
    );
    // Saving checks the same (another star: each has its own look-up limit).
    const saver = await newStar();
    for (const [account, code] of cases.filter((_, index) => index % 2 === 0)) {
      const notSaved = await save(saver, { ...account, confirmedAccountName: "Amara Okafor" }, ip);
      expect(notSaved.statusCode, JSON.stringify(account)).toBe(400);
      expect(notSaved.json().error.code, JSON.stringify(account)).toBe(code);
    }
    expect([...(await rowsOf(star)), ...(await rowsOf(saver))]).toEqual([]);
  }, 30_000);

  it("shows each star only their own account; fans and staff get nothing", async () => {
    const star = await newStar();
    const otherStar = await newStar();
    await save(star, { ...MPESA, confirmedAccountName: sandboxAccountName(MPESA.bankCode, MPESA.accountNumber) });
    expect((await current(otherStar.cookie)).json()).toEqual({ account: null });
    const fan = await signUp(context.app);
    const staff = await signInStaff(context.app, context.database.db, "super_admin", []);
    for (const cookie of [fan.cookie, staff.cookie]) {
      expect((await current(cookie)).statusCode).toBe(403);
      expect((await resolve({ ...star, cookie }, MPESA)).statusCode).toBe(403);
    }
    expect((await call(undefined, "GET", "/api/celebrity/payout-account")).statusCode).toBe(401);
  });

  it("limits look-ups per star and per address", async () => {
    const star = await newStar();
    const ip = nextAddress();
    for (let lookup = 0; lookup < LOOKUPS_PER_STAR.max; lookup += 1) {
      expect((await resolve(star, MPESA, ip)).statusCode).toBe(200);
    }
    const limited = await resolve(star, MPESA, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
    // Saving resolves too, so it counts against the same limit.
    expect((await save(star, { ...MPESA, confirmedAccountName: "x" }, nextAddress())).statusCode).toBe(429);

    // Other stars from the same address share its limit.
    const sharedIp = nextAddress();
    let made = 0;
    while (made < LOOKUPS_PER_IP.max) {
      const someone = await newStar();
      for (let lookup = 0; lookup < LOOKUPS_PER_STAR.max && made < LOOKUPS_PER_IP.max; lookup += 1, made += 1) {
        expect((await resolve(someone, MPESA, sharedIp)).statusCode).toBe(200);
      }
    }
    expect((await resolve(await newStar(), MPESA, sharedIp)).statusCode).toBe(429);
  }, 60_000);

  it("never answers, mails or logs a full account number", async () => {
    const numbers = [MPESA.accountNumber, NUBAN.accountNumber, "2233445566"];
    const mails = await context.database.db.select().from(outbox);
    for (const number of numbers) {
      for (const text of [...answered, ...mails.map((mail) => mail.text + mail.html), ...logLines]) {
        expect(text).not.toContain(number);
      }
    }
    expect(answered.length).toBeGreaterThan(20);
  });
});
