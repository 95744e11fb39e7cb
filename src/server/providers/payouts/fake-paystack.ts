import { createHmac } from "node:crypto";
import { type FakeReply, fakeProviderServer, type RecordedRequest } from "../payments/fake-provider-server";

/**
 * A fake Paystack Transfers API on 127.0.0.1 for tests, with state, following the PaystackOSS/openapi
 * document field for field: List Banks (GET /bank), Resolve Account Number (GET /bank/resolve), Create
 * Transfer Recipient (POST /transferrecipient), Initiate Transfer (POST /transfer), Verify Transfer
 * (GET /transfer/verify/:reference). Bearer auth with `secretKey` is required.
 *
 *   const paystack = await startFakePaystack();
 *   const { app } = await createTestApp(paystack.env); // PAYMENT_PROVIDER=paystack, its URL and key
 *   paystack.addAccount({ bankCode: "058", accountNumber: "0123456789", accountName: "Ada Obi" });
 *   paystack.nextTransferStatus("otp");              // the next transfer waits for an OTP
 *   const webhook = paystack.completeTransfer(ref, "failed", "Account closed"); // { headers, rawBody }
 *   await app.inject({ method: "POST", url: "/api/payments/webhooks/paystack", headers: webhook.headers, payload: webhook.rawBody });
 *   paystack.down(true);                             // every call answers 503 (provider outage)
 *   await paystack.close();
 */

export const FAKE_PAYSTACK_SECRET_KEY = "sk_test_fake_paystack_not_a_real_key";

export type FakePaystackBank = { code: string; name: string; country: string; currency: string; type: string };

type Recipient = {
  id: number;
  recipient_code: string;
  type: string;
  name: string;
  currency: string;
  details: { account_number: string; account_name: string; bank_code: string; bank_name: string };
  createdAt: string;
};

export type FakePaystackTransfer = {
  id: number;
  transfer_code: string;
  reference: string;
  amount: number;
  currency: string;
  reason: string;
  source: string;
  status: string;
  recipient: Recipient;
  gateway_response: string | null;
  createdAt: string;
  updatedAt: string;
};

/** Banks and operators as List Banks answers them (a few per country and type). */
export const FAKE_PAYSTACK_BANKS: readonly FakePaystackBank[] = [
  { code: "044", name: "Access Bank", country: "Nigeria", currency: "NGN", type: "nuban" },
  { code: "011", name: "First Bank of Nigeria", country: "Nigeria", currency: "NGN", type: "nuban" },
  { code: "058", name: "Guaranty Trust Bank", country: "Nigeria", currency: "NGN", type: "nuban" },
  { code: "057", name: "Zenith Bank", country: "Nigeria", currency: "NGN", type: "nuban" },
  { code: "280100", name: "Access Bank Ghana", country: "Ghana", currency: "GHS", type: "ghipss" },
  { code: "040100", name: "GCB Bank", country: "Ghana", currency: "GHS", type: "ghipss" },
  { code: "MTN", name: "MTN", country: "Ghana", currency: "GHS", type: "mobile_money" },
  { code: "ATL", name: "AirtelTigo", country: "Ghana", currency: "GHS", type: "mobile_money" },
  { code: "VOD", name: "Telecel", country: "Ghana", currency: "GHS", type: "mobile_money" },
  { code: "01", name: "Kenya Commercial Bank", country: "Kenya", currency: "KES", type: "kepss" },
  { code: "68", name: "Equity Bank", country: "Kenya", currency: "KES", type: "kepss" },
  { code: "MPESA", name: "M-PESA", country: "Kenya", currency: "KES", type: "mobile_money" },
  { code: "632005", name: "Absa Bank Limited, South Africa", country: "South Africa", currency: "ZAR", type: "basa" },
  { code: "250655", name: "First National Bank", country: "South Africa", currency: "ZAR", type: "basa" },
];

/** Accounts the fake's banks know from the start (more with `addAccount`). */
export const FAKE_PAYSTACK_ACCOUNTS = [
  { bankCode: "058", accountNumber: "0123456789", accountName: "AMARA OKAFOR" },
  { bankCode: "MTN", accountNumber: "0241234567", accountName: "KWAME MENSAH" },
  { bankCode: "MPESA", accountNumber: "0712345678", accountName: "WANJIRU KAMAU" },
  { bankCode: "632005", accountNumber: "4071234567", accountName: "THABO NDLOVU" },
] as const;

const RECIPIENT_TYPES = ["nuban", "ghipss", "mobile_money", "basa", "authorization", "kepss"];
/** Initiate Transfer's `reference`: lowercase letters, digits, - and _, at least 16 characters. */
const REFERENCE_PATTERN = /^[a-z0-9_-]{16,}$/;
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  nigeria: "Nigeria",
  ghana: "Ghana",
  kenya: "Kenya",
  "south africa": "South Africa",
};

const ok = (message: string, data: unknown, status = 200): FakeReply => ({
  status,
  body: { status: true, message, data },
});
const error = (status: number, message: string, code = "validation_error"): FakeReply => ({
  status,
  body: { status: false, message, type: code, code },
});

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;

export async function startFakePaystack(options: { secretKey?: string } = {}) {
  const secretKey = options.secretKey ?? FAKE_PAYSTACK_SECRET_KEY;
  const accounts = new Map<string, string>(
    FAKE_PAYSTACK_ACCOUNTS.map((account) => [`${account.bankCode}:${account.accountNumber}`, account.accountName]),
  );
  const recipients = new Map<string, Recipient>();
  const transfers = new Map<string, FakePaystackTransfer>();
  const balances = new Map<string, number>();
  const createStatuses: string[] = [];
  let isDown = false;
  let nextId = 40_000_000;
  const now = () => new Date().toISOString();
  const bankOf = (code: string) => FAKE_PAYSTACK_BANKS.find((bank) => bank.code === code);

  function listBanks(url: URL): FakeReply {
    const country = url.searchParams.get("country");
    const currency = url.searchParams.get("currency");
    const type = url.searchParams.get("type");
    const perPage = Number(url.searchParams.get("perPage") ?? 50);
    const page = Number(url.searchParams.get("page") ?? 1);
    const matching = FAKE_PAYSTACK_BANKS.filter(
      (bank) =>
        (!country || COUNTRY_NAMES[country] === bank.country) &&
        (!currency || bank.currency === currency) &&
        (!type || bank.type === type),
    );
    const data = matching.slice((page - 1) * perPage, page * perPage).map((bank, index) => ({
      name: bank.name,
      slug: bank.name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      code: bank.code,
      longcode: bank.code,
      gateway: null,
      pay_with_bank: false,
      supports_transfer: true,
      available_for_direct_debit: false,
      active: true,
      is_deleted: false,
      country: bank.country,
      currency: bank.currency,
      type: bank.type,
      id: 100 + index,
      createdAt: "2020-01-01T00:00:00.000Z",
      updatedAt: "2024-01-01T00:00:00.000Z",
    }));
    return ok("Banks retrieved", data);
  }

  function resolve(url: URL): FakeReply {
    const accountNumber = url.searchParams.get("account_number") ?? "";
    const bankCode = url.searchParams.get("bank_code") ?? "";
    if (!bankOf(bankCode)) return error(422, `Unknown bank code: ${bankCode}`);
    const name = accounts.get(`${bankCode}:${accountNumber}`);
    if (!name) return error(422, "Could not resolve account name. Check parameters or try again.");
    return ok("Account number resolved", { account_number: accountNumber, account_name: name, bank_id: 9 });
  }

  function createRecipient(body: Record<string, unknown>): FakeReply {
    const { type, name, account_number: accountNumber, bank_code: bankCode, currency } = body;
    for (const [field, value] of Object.entries({ type, name, account_number: accountNumber, bank_code: bankCode })) {
      if (typeof value !== "string" || value === "") return error(400, `${field} is required`);
    }
    if (!RECIPIENT_TYPES.includes(type as string)) return error(400, "Invalid recipient type");
    const bank = bankOf(bankCode as string);
    if (!bank || bank.type !== type) return error(400, "Account details are invalid: unknown bank code for this type");
    if (currency !== undefined && currency !== bank.currency)
      return error(400, "Currency is not supported for this bank");
    const key = `${bankCode}:${accountNumber}`;
    // A duplicate account number retrieves the existing recipient (as the document says).
    const existing = [...recipients.values()].find(
      (recipient) => `${recipient.details.bank_code}:${recipient.details.account_number}` === key,
    );
    const recipient = existing ?? {
      id: nextId++,
      recipient_code: `RCP_${(nextId * 7919).toString(36)}`,
      type: type as string,
      name: name as string,
      currency: bank.currency,
      details: {
        account_number: accountNumber as string,
        account_name: accounts.get(key) ?? (name as string),
        bank_code: bank.code,
        bank_name: bank.name,
      },
      createdAt: now(),
    };
    recipients.set(recipient.recipient_code, recipient);
    return ok("Transfer recipient created successfully", recipientBody(recipient), 201);
  }

  function recipientBody(recipient: Recipient) {
    return {
      active: true,
      createdAt: recipient.createdAt,
      currency: recipient.currency,
      description: "",
      domain: "test",
      email: null,
      id: recipient.id,
      integration: 100_032,
      metadata: null,
      name: recipient.name,
      recipient_code: recipient.recipient_code,
      type: recipient.type,
      updatedAt: recipient.createdAt,
      is_deleted: false,
      isDeleted: false,
      details: { authorization_code: null, ...recipient.details },
    };
  }

  function transferBody(transfer: FakePaystackTransfer, withRecipient: boolean) {
    return {
      amount: transfer.amount,
      createdAt: transfer.createdAt,
      currency: transfer.currency,
      domain: "test",
      failures: null,
      id: transfer.id,
      integration: 100_032,
      reason: transfer.reason,
      reference: transfer.reference,
      source: transfer.source,
      source_details: null,
      status: transfer.status,
      titan_code: null,
      transfer_code: transfer.transfer_code,
      transferred_at: transfer.status === "success" ? transfer.updatedAt : null,
      updatedAt: transfer.updatedAt,
      recipient: withRecipient ? recipientBody(transfer.recipient) : transfer.recipient.id,
      ...(withRecipient
        ? { session: { provider: null, id: null }, gateway_response: transfer.gateway_response }
        : { transfersessionid: [], transfertrials: [], request: transfer.id + 1 }),
    };
  }

  function initiate(body: Record<string, unknown>): FakeReply {
    const { source, amount, recipient: code, reference, reason, currency } = body;
    if (source !== "balance") return error(400, "Invalid transfer source");
    if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount <= 0) {
      return error(400, "Amount should be a positive integer in the currency's subunit");
    }
    const recipient = typeof code === "string" ? recipients.get(code) : undefined;
    if (!recipient) return error(400, "Transfer recipient not found");
    if (typeof reference !== "string" || !REFERENCE_PATTERN.test(reference)) {
      return error(
        400,
        "Reference should be a lowercase alphanumeric string with only -,_ symbols, at least 16 characters",
      );
    }
    if (transfers.has(reference)) return error(400, "Duplicate Transfer Reference");
    const transferCurrency = typeof currency === "string" ? currency : "NGN";
    if (transferCurrency !== recipient.currency) return error(400, "Currency does not match the recipient's");
    const balance = balances.get(transferCurrency);
    if (balance !== undefined) {
      if (balance < amount) return error(400, "Your balance is not enough to fulfil this request", "api_error");
      balances.set(transferCurrency, balance - amount);
    }
    const transfer: FakePaystackTransfer = {
      id: nextId++,
      transfer_code: `TRF_${(nextId * 104_729).toString(36)}`,
      reference,
      amount,
      currency: transferCurrency,
      reason: typeof reason === "string" ? reason : "",
      source,
      status: createStatuses.shift() ?? "pending",
      recipient,
      gateway_response: null,
      createdAt: now(),
      updatedAt: now(),
    };
    transfers.set(reference, transfer);
    const message = transfer.status === "otp" ? "Transfer requires OTP to continue" : "Transfer has been queued";
    return ok(message, transferBody(transfer, false));
  }

  const fake = fakeProviderServer((request: RecordedRequest) => {
    if (isDown) return { status: 503, body: { status: false, message: "Service Unavailable" } };
    if (request.headers.authorization !== `Bearer ${secretKey}`) return error(401, "Invalid key", "api_error");
    const url = new URL(request.path, "http://fake");
    const body = (request.body && typeof request.body === "object" ? request.body : {}) as Record<string, unknown>;
    if (request.method === "GET" && url.pathname === "/bank") return listBanks(url);
    if (request.method === "GET" && url.pathname === "/bank/resolve") return resolve(url);
    if (request.method === "POST" && url.pathname === "/transferrecipient") return createRecipient(body);
    if (request.method === "POST" && url.pathname === "/transfer") return initiate(body);
    const verify = url.pathname.match(/^\/transfer\/verify\/(.+)$/);
    if (request.method === "GET" && verify?.[1]) {
      const transfer = transfers.get(decodeURIComponent(verify[1]));
      return transfer ? ok("Transfer retrieved", transferBody(transfer, true)) : error(404, "Transfer not found");
    }
    return undefined;
  });
  const url = await fake.start();

  /** A webhook body signed as Paystack signs them (HMAC SHA512 of the body with the secret key). */
  function webhook(event: string, data: unknown) {
    const rawBody = JSON.stringify({ event, data });
    const signature = createHmac("sha512", secretKey).update(rawBody).digest("hex");
    return { headers: { "content-type": "application/json", "x-paystack-signature": signature }, rawBody };
  }

  return {
    url,
    secretKey,
    /** createTestApp overrides that make this fake the app's provider. */
    env: { PAYMENT_PROVIDER: "paystack", PAYSTACK_BASE_URL: url, PAYSTACK_SECRET_KEY: secretKey },
    requests: fake.requests,
    transfers,
    close: () => fake.stop(),
    /** An account the banks know: resolving it answers `accountName`. */
    addAccount(account: { bankCode: string; accountNumber: string; accountName: string }) {
      accounts.set(`${account.bankCode}:${account.accountNumber}`, account.accountName);
    },
    /** The status the next created transfer starts in: pending (default), success, otp, failed, received. */
    nextTransferStatus(status: string) {
      createStatuses.push(status);
    },
    /** Limits the balance of a currency (unlimited until set): a larger transfer is refused. */
    setBalance(currency: string, amountMinor: number) {
      balances.set(currency, amountMinor);
    },
    /** While down, every call answers 503. */
    down(on: boolean) {
      isDown = on;
    },
    /**
     * Moves a transfer to `status` as Paystack would (success, failed, reversed; `reason` becomes its
     * gateway_response) and answers the signed `transfer.<status>` webhook about it.
     */
    completeTransfer(reference: string, status: "success" | "failed" | "reversed", reason?: string) {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`fake Paystack has no transfer ${reference}`);
      transfer.status = status;
      transfer.gateway_response = reason ?? (status === "success" ? "Approved" : "Declined by the bank");
      transfer.updatedAt = now();
      return webhook(`transfer.${status}`, transferBody(transfer, true));
    },
    webhook,
  };
}
