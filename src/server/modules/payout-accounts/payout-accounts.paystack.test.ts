import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payoutAccounts } from "../../db/schema/index";
import { type FakePaystack, startFakePaystack } from "../../providers/payouts/fake-paystack";
import { createTestApp } from "../../test/app";
import { insertCategory } from "../catalogue/test-factories";
import { signUpCelebrity } from "../requests/test-factories";

type Context = Awaited<ReturnType<typeof createTestApp>>;
type Star = Awaited<ReturnType<typeof signUpCelebrity>>;

// Accounts the fake Paystack knows (FAKE_PAYSTACK_ACCOUNTS): the names are Paystack's, in capitals.
const NUBAN = { type: "bank", country: "NG", bankCode: "058", accountNumber: "0123456789" } as const;
const MPESA = { type: "mobile_money", country: "KE", bankCode: "MPESA", accountNumber: "0712345678" } as const;

describe("payout accounts with Paystack", () => {
  let paystack: FakePaystack;
  let context: Context;
  let categoryId = "";

  beforeAll(async () => {
    paystack = await startFakePaystack();
    context = await createTestApp({
      PAYMENT_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_BASE_URL: paystack.url,
    });
    categoryId = (await insertCategory(context.database.db)).id;
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await paystack?.close();
  });

  const newStar = () => signUpCelebrity(context.app, context.database.db, categoryId);
  const post = (star: Star, url: string, payload: object) =>
    context.app.inject({ method: "POST", url, headers: { cookie: star.cookie }, payload });
  const resolve = (star: Star, account: object) => post(star, "/api/celebrity/payout-account/resolve", account);
  const save = (star: Star, body: object) =>
    post(star, "/api/celebrity/payout-account", { password: star.password, ...body });
  const rowsOf = (star: Star) =>
    context.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.celebrityId, star.profile.id));
  const asked = (path: string) => paystack.requests.filter((request) => request.path.startsWith(path));

  it("offers only what Paystack pays: Kenya's bank and M-Pesa, nothing in Uganda without Flutterwave keys", async () => {
    const star = await newStar();
    const kenya = await context.app.inject({
      method: "GET",
      url: "/api/celebrity/payout-options?country=KE",
      headers: { cookie: star.cookie },
    });
    expect(kenya.json().options).toEqual([
      expect.objectContaining({ label: "Bank account", provider: "paystack" }),
      expect.objectContaining({ label: "M-Pesa", provider: "paystack" }),
    ]);
    const uganda = await context.app.inject({
      method: "GET",
      url: "/api/celebrity/payout-options?country=UG",
      headers: { cookie: star.cookie },
    });
    expect(uganda.json()).toEqual({ options: [] });
    // Nor Cameroon's wallets; and where no configured provider pays, a save is refused on the country.
    const cameroon = await context.app.inject({
      method: "GET",
      url: "/api/celebrity/payout-options?country=CM",
      headers: { cookie: star.cookie },
    });
    expect(cameroon.json()).toEqual({ options: [] });
    const refused = await save(star, {
      type: "mobile_money",
      country: "UG",
      bankCode: "MTN",
      accountNumber: "256772123456",
      confirmedAccountName: "Nakato Achieng",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      {
        path: ["country"],
        message: "Salamu cannot pay to accounts in this country yet. Contact support to be paid another way.",
      },
    ]);
    expect(await rowsOf(star)).toEqual([]);
    expect(asked("/transferrecipient")).toHaveLength(0);
  });

  it("saves a NUBAN account: Paystack resolves the name, the star confirms it, a nuban recipient is created", async () => {
    const star = await newStar();
    const resolved = await resolve(star, NUBAN);
    expect(resolved.json()).toEqual({
      accountName: "AMARA OKAFOR",
      accountNumberLast4: "6789",
      bankName: "Guaranty Trust Bank",
    });
    const recipientsBefore = asked("/transferrecipient").length;
    const saved = await save(star, { ...NUBAN, confirmedAccountName: "Amara Okafor" });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().account).toMatchObject({
      currency: "NGN",
      accountName: "AMARA OKAFOR",
      accountNumberLast4: "6789",
    });

    // Resolved again on save (the browser's name is not trusted), then registered as a recipient.
    const resolutions = asked("/bank/resolve").map((request) => new URL(request.path, "http://fake").searchParams);
    expect(resolutions.at(-1)?.get("account_number")).toBe(NUBAN.accountNumber);
    expect(resolutions.at(-1)?.get("bank_code")).toBe(NUBAN.bankCode);
    const recipients = asked("/transferrecipient").slice(recipientsBefore);
    expect(recipients).toHaveLength(1);
    expect(recipients[0]!.body).toMatchObject({
      type: "nuban",
      name: "AMARA OKAFOR",
      account_number: NUBAN.accountNumber,
      bank_code: NUBAN.bankCode,
      currency: "NGN",
    });
    const [row] = await rowsOf(star);
    expect(row).toMatchObject({ provider: "paystack", status: "active" });
    expect(row!.recipientCode).toMatch(/^RCP_/);
  });

  it("saves an M-Pesa wallet as a mobile_money recipient", async () => {
    const star = await newStar();
    const saved = await save(star, { ...MPESA, confirmedAccountName: "wanjiru kamau" });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().account).toMatchObject({ type: "mobile_money", currency: "KES", bankName: "M-PESA" });
    expect(asked("/transferrecipient").at(-1)!.body).toMatchObject({ type: "mobile_money" });
  });

  it("refuses an account Paystack does not know, and an outage, saving nothing", async () => {
    const star = await newStar();
    const unknown = await resolve(star, { ...NUBAN, accountNumber: "0999999999" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe("ACCOUNT_NOT_RESOLVED");
    const unknownBank = await resolve(star, { ...NUBAN, bankCode: "999" });
    expect(unknownBank.json().error.code).toBe("UNKNOWN_BANK");

    paystack.down(true);
    try {
      const down = await save(star, { ...NUBAN, confirmedAccountName: "Amara Okafor" });
      expect(down.statusCode).toBe(502);
      expect(down.json().error.code).toBe("PAYMENT_PROVIDER_ERROR");
    } finally {
      paystack.down(false);
    }
    expect(await rowsOf(star)).toEqual([]);
  });
});
