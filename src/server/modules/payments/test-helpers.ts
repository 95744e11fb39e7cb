import { createHmac } from "node:crypto";
import {
  type FakeReply,
  fakeProviderServer,
  type RecordedRequest,
} from "../../providers/payments/fake-provider-server";

// Stand-ins for the Flutterwave and Paystack APIs (tests only): they keep the transactions they opened,
// let a test change them (the payer paid, a different amount arrived), and answer refunds as told.

export type FakeTransaction = { id: number; reference: string; amountMinor: number; currency: string; status: string };

type RefundReply = FakeReply | (() => FakeReply);

function fakeApi(options: {
  secretKey: string;
  checkout: (request: RecordedRequest) => { reference: string; amountMinor: number; currency: string };
  checkoutReply: (transaction: FakeTransaction) => FakeReply;
  verify: (
    url: URL,
    find: (predicate: (t: FakeTransaction) => boolean) => FakeTransaction | undefined,
  ) => FakeReply | undefined;
  refundPath: (url: URL) => boolean;
  refundReply: (request: RecordedRequest) => FakeReply;
  unauthorized: FakeReply;
}) {
  const transactions = new Map<string, FakeTransaction>();
  const refundReplies: RefundReply[] = [];
  let nextId = 5_000_000;
  const find = (predicate: (t: FakeTransaction) => boolean) => [...transactions.values()].find(predicate);
  const server = fakeProviderServer((request) => {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) return options.unauthorized;
    const url = new URL(request.path, "http://fake");
    if (request.method === "POST" && options.refundPath(url)) {
      const next = refundReplies.shift();
      if (next) return typeof next === "function" ? next() : next;
      return options.refundReply(request);
    }
    if (request.method === "POST") {
      const opened = options.checkout(request);
      if (opened) {
        const transaction = { id: nextId++, ...opened, status: "pending" };
        transactions.set(opened.reference, transaction);
        return options.checkoutReply(transaction);
      }
    }
    if (request.method === "GET") return options.verify(url, find);
    return undefined;
  });
  return Object.assign(server, {
    transactions,
    /** Replies for the next refund calls, in order; afterwards refunds succeed. */
    refundReplies,
    transaction(reference: string): FakeTransaction {
      const found = transactions.get(reference);
      if (!found) throw new Error(`no fake transaction ${reference}`);
      return found;
    },
  });
}

/** Flutterwave v3: amounts in major units, `successful` status, verification by id or tx_ref. */
export function fakeFlutterwaveApi(secretKey: string) {
  const major = (t: FakeTransaction) => (t.currency === "JPY" ? t.amountMinor : t.amountMinor / 100);
  const asFlutterwave = (t: FakeTransaction) => ({
    id: t.id,
    tx_ref: t.reference,
    amount: major(t),
    currency: t.currency,
    status: t.status === "succeeded" ? "successful" : t.status,
  });
  const found = (t: FakeTransaction | undefined): FakeReply =>
    t
      ? {
          status: 200,
          body: { status: "success", message: "Transaction fetched successfully", data: asFlutterwave(t) },
        }
      : { status: 400, body: { status: "error", message: "No transaction was found for this id", data: null } };
  return fakeApi({
    secretKey,
    unauthorized: { status: 401, body: { status: "error", message: "Invalid authorization key", data: null } },
    checkout: (request) => {
      const body = request.body as { tx_ref: string; amount: number; currency: string };
      const amountMinor = body.currency === "JPY" ? body.amount : Math.round(body.amount * 100);
      return { reference: body.tx_ref, amountMinor, currency: body.currency };
    },
    checkoutReply: (t) => ({
      status: 200,
      body: {
        status: "success",
        message: "Hosted Link",
        data: { link: `https://checkout.flutterwave.test/pay/${t.reference}` },
      },
    }),
    verify: (url, find) => {
      if (url.pathname === "/v3/transactions/verify_by_reference") {
        return found(find((t) => t.reference === url.searchParams.get("tx_ref")));
      }
      const byId = url.pathname.match(/^\/v3\/transactions\/(\d+)\/verify$/);
      return byId ? found(find((t) => String(t.id) === byId[1])) : undefined;
    },
    refundPath: (url) => /^\/v3\/transactions\/\d+\/refund$/.test(url.pathname),
    refundReply: () => ({
      status: 200,
      body: { status: "success", message: "Transaction refund initiated", data: { id: 88_001, status: "completed" } },
    }),
  });
}

/** Paystack: amounts in subunits, `success` status, verification by reference. */
export function fakePaystackApi(secretKey: string) {
  const asPaystack = (t: FakeTransaction) => ({
    id: t.id,
    reference: t.reference,
    amount: t.amountMinor,
    currency: t.currency,
    status: t.status === "succeeded" ? "success" : t.status === "pending" ? "ongoing" : t.status,
  });
  return fakeApi({
    secretKey,
    unauthorized: { status: 401, body: { status: false, message: "Invalid key" } },
    checkout: (request) => {
      const body = request.body as { reference: string; amount: number; currency: string };
      return { reference: body.reference, amountMinor: body.amount, currency: body.currency };
    },
    checkoutReply: (t) => ({
      status: 200,
      body: {
        status: true,
        message: "Authorization URL created",
        data: { authorization_url: `https://checkout.paystack.test/${t.reference}`, access_code: `ac_${t.id}` },
      },
    }),
    verify: (url, find) => {
      const match = url.pathname.match(/^\/transaction\/verify\/(.+)$/);
      if (!match) return undefined;
      const t = find((candidate) => candidate.reference === decodeURIComponent(match[1]!));
      return t
        ? { status: 200, body: { status: true, message: "Verification successful", data: asPaystack(t) } }
        : { status: 400, body: { status: false, message: "Transaction reference not found" } };
    },
    refundPath: (url) => url.pathname === "/refund",
    refundReply: () => ({
      status: 200,
      body: { status: true, message: "Refund processed", data: { id: 99_001, status: "processed" } },
    }),
  });
}

/** A Paystack webhook signature: HMAC-SHA512 of the raw body with the secret key. */
export function paystackSignature(secretKey: string, rawBody: string): string {
  return createHmac("sha512", secretKey).update(rawBody).digest("hex");
}
