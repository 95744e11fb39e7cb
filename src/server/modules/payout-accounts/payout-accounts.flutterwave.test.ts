import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, payoutAccounts } from "../../db/schema/index";
import { type FakeFlutterwave, startFakeFlutterwave } from "../../providers/payouts/fake-flutterwave";
import { createFlutterwavePayouts } from "../../providers/payouts/flutterwave";
import { createTestApp } from "../../test/app";
import { insertCategory } from "../catalogue/test-factories";
import { signUpCelebrity } from "../requests/test-factories";

type Context = Awaited<ReturnType<typeof createTestApp>>;
type Star = Awaited<ReturnType<typeof signUpCelebrity>>;

// A Ugandan MTN wallet typed in its local form, and the Nigerian account the fake Flutterwave resolves.
const UGANDA_MTN = { type: "mobile_money", country: "UG", bankCode: "MTN", accountNumber: "0772123456" } as const;
const NUBAN = { type: "bank", country: "NG", bankCode: "044", accountNumber: "0690000032" } as const;

describe("payout accounts with Flutterwave", () => {
  let flutterwave: FakeFlutterwave;
  let context: Context;
  let categoryId = "";

  beforeAll(async () => {
    flutterwave = await startFakeFlutterwave();
    context = await createTestApp(flutterwave.env);
    categoryId = (await insertCategory(context.database.db)).id;
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await flutterwave?.close();
  });

  const newStar = () => signUpCelebrity(context.app, context.database.db, categoryId);
  const inject = (star: Star, method: "GET" | "POST", url: string, payload?: object) =>
    context.app.inject({ method, url, headers: { cookie: star.cookie }, ...(payload ? { payload } : {}) });
  const resolve = (star: Star, account: object) =>
    inject(star, "POST", "/api/celebrity/payout-account/resolve", account);
  const save = (star: Star, body: object) =>
    inject(star, "POST", "/api/celebrity/payout-account", { password: star.password, ...body });
  const rowsOf = (star: Star) =>
    context.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.celebrityId, star.profile.id));
  const asked = (path: string) => flutterwave.requests.filter((request) => request.path.startsWith(path));

  it("offers East and francophone West Africa's wallets through Flutterwave, with its operator codes", async () => {
    const star = await newStar();
    const uganda = await inject(star, "GET", "/api/celebrity/payout-options?country=UG");
    expect(uganda.json().options).toEqual([
      { type: "mobile_money", country: "UG", currency: "UGX", provider: "flutterwave", label: "MTN Mobile Money" },
      { type: "mobile_money", country: "UG", currency: "UGX", provider: "flutterwave", label: "Airtel Money" },
    ]);
    const senegal = await inject(star, "GET", "/api/celebrity/payout-options?country=SN");
    expect(senegal.json().options.map((option: { label: string }) => option.label)).toEqual([
      "Orange Money",
      "Wave",
      "Free Money",
    ]);
    const operators = await inject(star, "GET", "/api/celebrity/payout-banks?country=TZ&type=mobile_money");
    expect(operators.json().banks.map((bank: { code: string }) => bank.code)).toEqual([
      "VODACOM",
      "TIGO",
      "AIRTEL",
      "HALOPESA",
    ]);
  });

  it("offers Cameroon's, Ethiopia's and Malawi's wallets, and no option where it documents no payout", async () => {
    const star = await newStar();
    const cameroon = await inject(star, "GET", "/api/celebrity/payout-options?country=CM");
    expect(cameroon.json().options).toEqual([
      { type: "mobile_money", country: "CM", currency: "XAF", provider: "flutterwave", label: "MTN Mobile Money" },
      { type: "mobile_money", country: "CM", currency: "XAF", provider: "flutterwave", label: "Orange Money" },
    ]);
    const operators = await inject(star, "GET", "/api/celebrity/payout-banks?country=CM&type=mobile_money");
    expect(operators.json().banks.map((bank: { code: string }) => bank.code)).toEqual(["MTN", "ORANGEMONEY"]);
    const ethiopia = await inject(star, "GET", "/api/celebrity/payout-options?country=ET");
    expect(ethiopia.json().options).toEqual([
      { type: "mobile_money", country: "ET", currency: "ETB", provider: "flutterwave", label: "Amole" },
    ]);
    const malawi = await inject(star, "GET", "/api/celebrity/payout-options?country=MW");
    expect(malawi.json().options).toEqual([
      { type: "mobile_money", country: "MW", currency: "MWK", provider: "flutterwave", label: "Airtel Money" },
    ]);

    // A Cameroonian Orange Money wallet, saved with the declared name, goes to Flutterwave with 237.
    const wallet = { type: "mobile_money", country: "CM", bankCode: "ORANGEMONEY", accountNumber: "677123456" };
    const saved = await save(star, { ...wallet, confirmedAccountName: "Ngono Mballa" });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().account).toMatchObject({
      currency: "XAF",
      bankName: "Orange Money",
      nameCheckedByProvider: false,
    });
    const forSending = await context.app.modules.payoutAccounts.services.payoutAccounts.activeForSending(
      star.profile.id,
    );
    const payouts = createFlutterwavePayouts({ secretKey: flutterwave.secretKey, baseUrl: flutterwave.url });
    const sent = await payouts.transfer({
      reference: "salamu-po-momo-cm0000001",
      amountMinor: 30_000,
      currency: "XAF",
      destination: forSending!.destination,
      narration: "Salamu earnings",
    });
    expect(sent.status).toBe("pending");
    expect(asked("/v3/transfers").at(-1)?.body).toMatchObject({
      account_bank: "ORANGEMONEY",
      account_number: "237677123456",
      amount: 30_000,
      currency: "XAF",
      beneficiary_name: "Ngono Mballa",
    });

    // Burkina Faso's wallets are documented for collections only: no option, and a save there is refused.
    const burkina = await inject(star, "GET", "/api/celebrity/payout-options?country=BF");
    expect(burkina.statusCode).toBe(200);
    expect(burkina.json()).toEqual({ options: [] });
    const refused = await save(star, {
      type: "mobile_money",
      country: "BF",
      bankCode: "ORANGEMONEY",
      accountNumber: "22670123456",
      confirmedAccountName: "Ngono Mballa",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      {
        path: ["country"],
        message: "Salamu cannot pay to accounts in this country yet. Contact support to be paid another way.",
      },
    ]);
  });

  it("saves a Ugandan MTN wallet with the name the star declares, marked as not checked by the operator", async () => {
    const star = await newStar();
    // Flutterwave documents no name check for wallets: resolve says so (200), without asking Flutterwave.
    const resolved = await resolve(star, UGANDA_MTN);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toEqual({
      accountName: null,
      nameCheck: "unavailable",
      accountNumberLast4: "3456",
      bankName: "MTN Mobile Money",
    });
    expect(asked("/v3/accounts/resolve")).toHaveLength(0);

    // A declared name must look like one; nothing is saved otherwise.
    const noName = await save(star, { ...UGANDA_MTN, confirmedAccountName: "-" });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.details).toEqual([
      {
        path: ["confirmedAccountName"],
        message: "Type the holder's name exactly as it is registered with the operator.",
      },
    ]);
    expect(await rowsOf(star)).toEqual([]);

    const saved = await save(star, { ...UGANDA_MTN, confirmedAccountName: "  Nakato Achieng " });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().account).toMatchObject({
      type: "mobile_money",
      country: "UG",
      currency: "UGX",
      bankName: "MTN Mobile Money",
      accountName: "Nakato Achieng",
      nameCheckedByProvider: false,
      accountNumberLast4: "3456",
    });
    expect(saved.body).not.toContain(UGANDA_MTN.accountNumber);
    const [row] = await rowsOf(star);
    expect(row).toMatchObject({ provider: "flutterwave", bankCode: "MTN", nameCheckedByProvider: false });
    const mine = await inject(star, "GET", "/api/celebrity/payout-account");
    expect(mine.json().account).toMatchObject({ accountName: "Nakato Achieng", nameCheckedByProvider: false });
    const [audit] = await context.database.db.select().from(auditLog).where(eq(auditLog.targetId, row!.id));
    expect(audit?.after).toMatchObject({ accountName: "Nakato Achieng", nameCheckedByProvider: false });

    // The saved wallet is what a transfer is sent to: the number with Uganda's code, the declared name.
    const forSending = await context.app.modules.payoutAccounts.services.payoutAccounts.activeForSending(
      star.profile.id,
    );
    const payouts = createFlutterwavePayouts({ secretKey: flutterwave.secretKey, baseUrl: flutterwave.url });
    const sent = await payouts.transfer({
      reference: "salamu-po-momo-000000001",
      amountMinor: 50_000,
      currency: "UGX",
      destination: forSending!.destination,
      narration: "Salamu earnings",
    });
    expect(sent.status).toBe("pending");
    expect(asked("/v3/transfers").at(-1)?.body).toEqual({
      account_bank: "MTN",
      account_number: "256772123456",
      amount: 50_000,
      currency: "UGX",
      narration: "Salamu earnings",
      reference: "salamu-po-momo-000000001",
      beneficiary_name: "Nakato Achieng",
    });
  });

  it("still resolves a Nigerian bank account with Flutterwave, and saves it as checked", async () => {
    const star = await newStar();
    const resolved = await resolve(star, NUBAN);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toEqual({
      accountName: "Pastor Bright",
      accountNumberLast4: "0032",
      bankName: "Access Bank",
    });
    expect(asked("/v3/accounts/resolve").at(-1)?.body).toEqual({ account_number: "0690000032", account_bank: "044" });

    // The provider's name wins over the star's: a different name is refused.
    const wrong = await save(star, { ...NUBAN, confirmedAccountName: "Someone Else" });
    expect(wrong.statusCode).toBe(400);
    expect(await rowsOf(star)).toEqual([]);

    const saved = await save(star, { ...NUBAN, confirmedAccountName: "pastor bright" });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().account).toMatchObject({ accountName: "Pastor Bright", nameCheckedByProvider: true });
    const unknown = await resolve(star, { ...NUBAN, accountNumber: "0690000099" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe("ACCOUNT_NOT_RESOLVED");
  });
});
