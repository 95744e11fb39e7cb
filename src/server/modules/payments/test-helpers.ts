import { createHmac } from "node:crypto";
import {
  type FakeReply,
  fakeProviderServer,
  type RecordedRequest,
} from "../../providers/payments/fake-provider-server";

// Stand-ins for the Flutterwave and Paystack APIs (tests only): they keep the transactions they opened and
// the refunds they were asked for, let a test change them (the payer paid, a different amount arrived, the
// refund went through), and can be told how to answer the next refund requests.

export type FakeTransaction = { id: number; reference: string; amountMinor: number; currency: string; status: string };
/** A refund the fake provider holds; `status` in the provider's own words. */
export type FakeRefund = { id: number; transactionId: string; amountMinor: number; status: string };

/** What to do with the next refund request: answer this instead, or take the refund and lose the answer. */
type RefundReply = FakeReply | "lose-answer";

function fakeApi(options: {
  secretKey: string | string[];
  checkout: (request: RecordedRequest) => { reference: string; amountMinor: number; currency: string };
  checkoutReply: (transaction: FakeTransaction) => FakeReply;
  verify: (
    url: URL,
    find: (predicate: (t: FakeTransaction) => boolean) => FakeTransaction | undefined,
  ) => FakeReply | undefined;
  /** The refunded transaction's id and amount when the request asks for a new refund. */
  refundRequest: (
    url: URL,
    request: RecordedRequest,
    find: (predicate: (t: FakeTransaction) => boolean) => FakeTransaction | undefined,
  ) => { transactionId: string; amountMinor: number } | undefined;
  /** The status a new refund starts in. */
  newRefundStatus: string;
  refundReply: (refund: FakeRefund) => FakeReply;
  /** A refund's id from a fetch-one path; a transaction's id from a list path. */
  refundId: (url: URL) => string | undefined;
  refundListTransaction: (url: URL) => string | undefined;
  refundListReply: (refunds: FakeRefund[]) => FakeReply;
  refundNotFound: FakeReply;
  unauthorized: FakeReply;
  /** The harmless read staff's "Test connection" makes, and its answer to a valid key. */
  connectionCheck: { path: string; reply: FakeReply };
}) {
  const transactions = new Map<string, FakeTransaction>();
  const refunds = new Map<string, FakeRefund>();
  const refundReplies: RefundReply[] = [];
  let nextId = 5_000_000;
  let nextRefundId = 88_001;
  const find = (predicate: (t: FakeTransaction) => boolean) => [...transactions.values()].find(predicate);
  const server = fakeProviderServer((request) => {
    // More than one key: a test and a live key set both held by the same fake account.
    if (![options.secretKey].flat().some((key) => request.headers.authorization === `Bearer ${key}`)) {
      return options.unauthorized;
    }
    const url = new URL(request.path, "http://fake");
    if (request.method === "GET" && url.pathname === options.connectionCheck.path) return options.connectionCheck.reply;
    const asked = request.method === "POST" ? options.refundRequest(url, request, find) : undefined;
    if (asked) {
      const scripted = refundReplies.shift();
      if (scripted && scripted !== "lose-answer") return scripted;
      const refund = { id: nextRefundId++, ...asked, status: options.newRefundStatus };
      refunds.set(String(refund.id), refund);
      return scripted === "lose-answer"
        ? { status: 504, body: { status: "error", message: "Gateway timeout" } }
        : options.refundReply(refund);
    }
    if (request.method === "POST") {
      const opened = options.checkout(request);
      if (opened) {
        const transaction = { id: nextId++, ...opened, status: "pending" };
        transactions.set(opened.reference, transaction);
        return options.checkoutReply(transaction);
      }
    }
    if (request.method !== "GET") return undefined;
    const listed = options.refundListTransaction(url);
    if (listed) {
      const ofTransaction = [...refunds.values()].filter((refund) => refund.transactionId === listed);
      return options.refundListReply(ofTransaction.reverse());
    }
    const refundId = options.refundId(url);
    if (refundId) {
      const refund = refunds.get(refundId);
      return refund ? options.refundReply(refund) : options.refundNotFound;
    }
    return options.verify(url, find);
  });
  return Object.assign(server, {
    transactions,
    refunds,
    /** How to answer the next refund requests, in order; afterwards a refund is taken as asked. */
    refundReplies,
    transaction(reference: string): FakeTransaction {
      const found = transactions.get(reference);
      if (!found) throw new Error(`no fake transaction ${reference}`);
      return found;
    },
    /** The refund requests (POSTs) received so far. */
    refundRequests(): RecordedRequest[] {
      return server.requests.filter(
        (request) =>
          request.method === "POST" && options.refundRequest(new URL(request.path, "http://fake"), request, find),
      );
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
  const asFlutterwaveRefund = (refund: FakeRefund) => ({
    id: refund.id,
    tx_id: Number(refund.transactionId),
    amount_refunded: refund.amountMinor / 100,
    status: refund.status,
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
    connectionCheck: {
      path: "/v3/banks/NG",
      reply: { status: 200, body: { status: "success", message: "Banks fetched successfully", data: [] } },
    },
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
    refundRequest: (url, request, find) => {
      const match = url.pathname.match(/^\/v3\/transactions\/(\d+)\/refund$/);
      if (!match) return undefined;
      const transaction = find((t) => String(t.id) === match[1]);
      const amount = (request.body as { amount?: number } | undefined)?.amount ?? 0;
      const minor = transaction?.currency === "JPY" ? amount : Math.round(amount * 100);
      return { transactionId: match[1]!, amountMinor: minor };
    },
    // Flutterwave answers a new refund as "completed" (initiated); a test may move it on.
    newRefundStatus: "completed",
    refundReply: (refund) => ({
      status: 200,
      body: { status: "success", message: "Refund fetched", data: asFlutterwaveRefund(refund) },
    }),
    refundId: (url) => url.pathname.match(/^\/v3\/refunds\/(\d+)$/)?.[1],
    refundListTransaction: (url) =>
      url.pathname === "/v3/refunds" ? (url.searchParams.get("id") ?? undefined) : undefined,
    refundListReply: (refunds) => ({
      status: 200,
      body: { status: "success", message: "Refunds fetched", data: refunds.map(asFlutterwaveRefund) },
    }),
    refundNotFound: { status: 404, body: { status: "error", message: "Refund not found", data: null } },
  });
}

/** Paystack: amounts in subunits, `success` status, verification by reference. */
export function fakePaystackApi(secretKey: string | string[]) {
  const asPaystack = (t: FakeTransaction) => ({
    id: t.id,
    reference: t.reference,
    amount: t.amountMinor,
    currency: t.currency,
    status: t.status === "succeeded" ? "success" : t.status === "pending" ? "ongoing" : t.status,
  });
  const asPaystackRefund = (refund: FakeRefund) => ({
    id: refund.id,
    transaction: Number(refund.transactionId),
    amount: refund.amountMinor,
    status: refund.status,
  });
  return fakeApi({
    secretKey,
    unauthorized: { status: 401, body: { status: false, message: "Invalid key" } },
    connectionCheck: {
      path: "/balance",
      reply: { status: 200, body: { status: true, message: "Balances retrieved", data: [] } },
    },
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
    refundRequest: (url, request) => {
      if (url.pathname !== "/refund") return undefined;
      const body = request.body as { transaction?: string | number; amount?: number } | undefined;
      return { transactionId: String(body?.transaction ?? ""), amountMinor: body?.amount ?? 0 };
    },
    // Paystack queues a refund; a test moves it on to processing, processed, failed or needs-attention.
    newRefundStatus: "pending",
    refundReply: (refund) => ({
      status: 200,
      body: { status: true, message: "Refund retrieved", data: asPaystackRefund(refund) },
    }),
    refundId: (url) => url.pathname.match(/^\/refund\/(\d+)$/)?.[1],
    refundListTransaction: (url) =>
      url.pathname === "/refund" ? (url.searchParams.get("transaction") ?? undefined) : undefined,
    refundListReply: (refunds) => ({
      status: 200,
      body: { status: true, message: "Refunds retrieved", data: refunds.map(asPaystackRefund) },
    }),
    refundNotFound: { status: 404, body: { status: false, message: "Refund not found" } },
  });
}

/** A Paystack webhook signature: HMAC-SHA512 of the raw body with the secret key. */
export function paystackSignature(secretKey: string, rawBody: string): string {
  return createHmac("sha512", secretKey).update(rawBody).digest("hex");
}
