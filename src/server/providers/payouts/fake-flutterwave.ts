import { type FakeReply, fakeProviderServer, type RecordedRequest } from "../payments/fake-provider-server";

/**
 * A fake Flutterwave v3 Transfers API on 127.0.0.1 for tests, with state: Get all banks (GET
 * /v3/banks/:country), Resolve account details (POST /v3/accounts/resolve), Create a transfer (POST
 * /v3/transfers, amounts in major units), Get transfers (GET /v3/transfers?reference=) and Get a transfer
 * (GET /v3/transfers/:id). Mobile-money transfers are held to the guide: number with country code,
 * beneficiary_name, M-Pesa's sender in `meta`. Bearer auth with `secretKey`; webhooks carry `verif-hash: secretHash`.
 *
 *   const flutterwave = await startFakeFlutterwave();
 *   const { app } = await createTestApp(flutterwave.env); // PAYMENT_PROVIDER=flutterwave, its URL and keys
 *   const webhook = flutterwave.completeTransfer(ref, "FAILED", "Insufficient funds in customer wallet");
 *   await app.inject({ method: "POST", url: "/api/payments/webhooks/flutterwave", headers: webhook.headers, payload: webhook.rawBody });
 *   flutterwave.down(true); // every call answers 503
 */

export const FAKE_FLUTTERWAVE_SECRET_KEY = "FLWSECK_TEST-fake-flutterwave-not-a-real-key-X";
export const FAKE_FLUTTERWAVE_SECRET_HASH = "fake-flutterwave-webhook-hash";

/** Banks per country as Get all banks answers them. */
export const FAKE_FLUTTERWAVE_BANKS: Readonly<Record<string, readonly { id: number; code: string; name: string }[]>> = {
  NG: [
    { id: 191, code: "044", name: "Access Bank" },
    { id: 171, code: "058", name: "GTBank Plc" },
    { id: 180, code: "057", name: "Zenith Bank" },
  ],
  GH: [{ id: 360, code: "GH280100", name: "Access Bank Ghana" }],
  KE: [{ id: 500, code: "01", name: "Kenya Commercial Bank" }],
  ZA: [{ id: 700, code: "632005", name: "Absa Bank" }],
};

/** Nigerian accounts the fake resolves (more with `addAccount`). */
export const FAKE_FLUTTERWAVE_ACCOUNTS = [
  { bankCode: "044", accountNumber: "0690000032", accountName: "Pastor Bright" },
] as const;

export type FakeFlutterwaveTransfer = {
  id: number;
  account_number: string;
  bank_code: string;
  full_name: string;
  created_at: string;
  currency: string;
  debit_currency: string;
  amount: number;
  fee: number;
  status: string;
  reference: string;
  meta: unknown;
  narration: string;
  complete_message: string;
  requires_approval: number;
  is_approved: number;
  bank_name: string;
};

/**
 * The country codes a mobile-money number starts with, per transfer currency ("Mobile Money Transfer": the
 * `account_number` is the wallet's number with the country code). A transfer to a code that is not one of the
 * fake's banks, in one of these currencies, is a mobile-money transfer and checked as the guide asks.
 */
const WALLET_COUNTRY_CODES: Readonly<Record<string, readonly string[]>> = {
  GHS: ["233"],
  KES: ["254"],
  UGX: ["256"],
  RWF: ["250"],
  ZMW: ["260"],
  TZS: ["255"],
  XOF: ["221", "225"],
  XAF: ["237"],
  ETB: ["251"],
  MWK: ["265"],
};

/** What the guide requires of a mobile-money transfer that this body lacks, or null. */
function walletTransferProblem(body: Record<string, unknown>): string | null {
  const { account_bank: bank, account_number: number, currency, beneficiary_name: name, meta } = body;
  const prefixes = WALLET_COUNTRY_CODES[currency as string] ?? [];
  if (typeof name !== "string" || name.trim() === "") return "beneficiary_name is required for mobile money";
  if (typeof number !== "string" || !/^\d+$/.test(number) || !prefixes.some((code) => number.startsWith(code))) {
    return "account_number must be the mobile number with its country code";
  }
  if (bank === "MPS" && currency === "KES") {
    const sender = (meta && typeof meta === "object" ? meta : {}) as Record<string, unknown>;
    if (!sender.sender || !sender.sender_country) return "meta.sender and meta.sender_country are required for M-Pesa";
  }
  return null;
}

const success = (message: string, data: unknown, extra: Record<string, unknown> = {}): FakeReply => ({
  status: 200,
  body: { status: "success", message, ...extra, data },
});
const failure = (status: number, message: string): FakeReply => ({
  status,
  body: { status: "error", message, data: null },
});

export type FakeFlutterwave = Awaited<ReturnType<typeof startFakeFlutterwave>>;

export async function startFakeFlutterwave(options: { secretKey?: string; secretHash?: string } = {}) {
  const secretKey = options.secretKey ?? FAKE_FLUTTERWAVE_SECRET_KEY;
  const secretHash = options.secretHash ?? FAKE_FLUTTERWAVE_SECRET_HASH;
  const accounts = new Map<string, string>(
    FAKE_FLUTTERWAVE_ACCOUNTS.map((account) => [`${account.bankCode}:${account.accountNumber}`, account.accountName]),
  );
  const transfers = new Map<string, FakeFlutterwaveTransfer>();
  let isDown = false;
  let nextId = 190_000;

  function createTransfer(body: Record<string, unknown>): FakeReply {
    const { account_bank: bank, account_number: number, amount, currency, narration, reference } = body;
    for (const [field, value] of Object.entries({ account_bank: bank, account_number: number, currency })) {
      if (typeof value !== "string" || value === "") return failure(400, `${field} is required`);
    }
    if (typeof amount !== "number" || !(amount > 0)) return failure(400, "amount must be a positive number");
    if (typeof reference !== "string" || reference === "") return failure(400, "reference is required");
    if (transfers.has(reference)) return failure(400, "Transfer with this reference already exists");
    const known = Object.values(FAKE_FLUTTERWAVE_BANKS)
      .flat()
      .find((entry) => entry.code === bank);
    if (!known && WALLET_COUNTRY_CODES[currency as string]) {
      const problem = walletTransferProblem(body);
      if (problem) return failure(400, problem);
    }
    const transfer: FakeFlutterwaveTransfer = {
      id: nextId++,
      account_number: number as string,
      bank_code: bank as string,
      full_name: typeof body.beneficiary_name === "string" ? body.beneficiary_name : "N/A",
      created_at: new Date().toISOString(),
      currency: currency as string,
      debit_currency: typeof body.debit_currency === "string" ? body.debit_currency : (currency as string),
      amount,
      fee: 10.75,
      status: "NEW",
      reference,
      meta: body.meta ?? null,
      narration: typeof narration === "string" ? narration : "",
      complete_message: "",
      requires_approval: 0,
      is_approved: 1,
      bank_name: known?.name ?? (bank as string),
    };
    transfers.set(reference, transfer);
    return success("Transfer Queued Successfully", transfer);
  }

  const fake = fakeProviderServer((request: RecordedRequest) => {
    if (isDown) return { status: 503, body: { status: "error", message: "Service Unavailable", data: null } };
    if (request.headers.authorization !== `Bearer ${secretKey}`) return failure(401, "Invalid authorization key");
    const url = new URL(request.path, "http://fake");
    const body = (request.body && typeof request.body === "object" ? request.body : {}) as Record<string, unknown>;
    const banks = url.pathname.match(/^\/v3\/banks\/([A-Z]{2})$/);
    if (request.method === "GET" && banks?.[1]) {
      return success("Banks fetched successfully", FAKE_FLUTTERWAVE_BANKS[banks[1]] ?? []);
    }
    if (request.method === "POST" && url.pathname === "/v3/accounts/resolve") {
      const name = accounts.get(`${String(body.account_bank)}:${String(body.account_number)}`);
      return name
        ? success("Account details fetched", { account_number: body.account_number, account_name: name })
        : failure(400, "Sorry, that account number is invalid, please check and try again");
    }
    if (request.method === "POST" && url.pathname === "/v3/transfers") return createTransfer(body);
    if (request.method === "GET" && url.pathname === "/v3/transfers") {
      const reference = url.searchParams.get("reference");
      const list = [...transfers.values()].filter((transfer) => !reference || transfer.reference === reference);
      return success("Transfers fetched", list, {
        meta: { page_info: { total: list.length, current_page: 1, total_pages: 1 } },
      });
    }
    const one = url.pathname.match(/^\/v3\/transfers\/(\d+)$/);
    if (request.method === "GET" && one?.[1]) {
      const transfer = [...transfers.values()].find((candidate) => candidate.id === Number(one[1]));
      return transfer ? success("Transfer fetched", transfer) : failure(404, "No transfer found");
    }
    return undefined;
  });
  const url = await fake.start();

  /** A webhook as Flutterwave sends it: the configured secret hash in `verif-hash`. */
  function webhook(payload: unknown) {
    return {
      headers: { "content-type": "application/json", "verif-hash": secretHash },
      rawBody: JSON.stringify(payload),
    };
  }

  return {
    url,
    secretKey,
    secretHash,
    /** createTestApp overrides that make this fake the app's provider. */
    env: {
      PAYMENT_PROVIDER: "flutterwave",
      FLUTTERWAVE_BASE_URL: url,
      FLUTTERWAVE_SECRET_KEY: secretKey,
      FLUTTERWAVE_SECRET_HASH: secretHash,
    },
    requests: fake.requests,
    transfers,
    close: () => fake.stop(),
    /** A Nigerian account Resolve account details knows. */
    addAccount(account: { bankCode: string; accountNumber: string; accountName: string }) {
      accounts.set(`${account.bankCode}:${account.accountNumber}`, account.accountName);
    },
    /** While down, every call answers 503. */
    down(on: boolean) {
      isDown = on;
    },
    /** Settles a transfer and answers the `transfer.completed` webhook about it. */
    completeTransfer(reference: string, status: "SUCCESSFUL" | "FAILED", message?: string) {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`fake Flutterwave has no transfer ${reference}`);
      transfer.status = status;
      transfer.complete_message = message ?? (status === "SUCCESSFUL" ? "Successful" : "Transaction failed");
      return webhook({ event: "transfer.completed", "event.type": "Transfer", data: transfer });
    },
    webhook,
  };
}
