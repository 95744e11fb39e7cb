import { type ForwardedRequest, type ForwardReply, fakeForwardingServer } from "./fake-forwarding-server";

// A stand-in for Paystack's Disputes API on 127.0.0.1 (tests only), shaped after the PaystackOSS/openapi
// document (DisputeFetchResponse, DisputeAddEvidenceResponse, DisputeUploadURLResponse,
// DisputeResolveResponse). Requests it does not know are passed to `passThrough` (the payments fake), so one
// PAYSTACK_BASE_URL serves both.

export type FakeDispute = {
  id: number;
  status: string;
  resolution: string | null;
  refundAmount: number;
  currency: string;
  category: string;
  dueAt: string | null;
  transaction: { id: number; reference: string; amount: number; currency: string; channel: string };
  customer: { email: string; first_name: string; last_name: string; phone: string };
  evidence: number | null;
};

export function fakePaystackDisputes(secretKey: string, options: { passThrough?: () => string } = {}) {
  const disputes = new Map<string, FakeDispute>();
  const uploads = new Map<string, string>();
  let nextEvidenceId = 7_001;

  const asPaystack = (dispute: FakeDispute) => ({
    id: dispute.id,
    refund_amount: dispute.refundAmount,
    currency: dispute.currency,
    status: dispute.status,
    resolution: dispute.resolution,
    domain: "test",
    transaction: {
      id: dispute.transaction.id,
      domain: "test",
      status: "success",
      reference: dispute.transaction.reference,
      amount: dispute.transaction.amount,
      currency: dispute.transaction.currency,
      channel: dispute.transaction.channel,
      paid_at: "2026-01-01T00:00:00.000Z",
      created_at: "2026-01-01T00:00:00.000Z",
    },
    transaction_reference: null,
    category: dispute.category,
    customer: { id: 1, customer_code: "CUS_fake", risk_action: "default", ...dispute.customer },
    bin: "408408",
    last4: "4081",
    dueAt: dispute.dueAt,
    resolvedAt: dispute.status === "resolved" ? new Date().toISOString() : null,
    evidence: dispute.evidence,
    attachments: null,
    note: null,
    history: [{ status: dispute.status, by: "fake@paystack.test", createdAt: "2026-01-01T00:00:00.000Z" }],
    messages: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  });

  type Reply = ForwardReply;
  const notFound: Reply = { status: 404, body: { status: false, message: "Dispute not found" } };

  function route(request: ForwardedRequest): Reply | undefined {
    const url = new URL(request.path, "http://fake");
    const upload = url.pathname.match(/^\/fake-upload\/(.+)$/);
    if (upload && request.method === "PUT") {
      // The signed URL: no bearer token, the URL is the permission.
      if (request.headers.authorization) return { status: 400, body: "unexpected authorization" };
      uploads.set(decodeURIComponent(upload[1]!), String(request.body ?? ""));
      return { status: 200, body: "" };
    }
    const match = url.pathname.match(/^\/dispute\/([^/]+)(\/evidence|\/upload_url|\/resolve)?$/);
    if (!match) return undefined;
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return { status: 401, body: { status: false, message: "Invalid key" } };
    }
    const dispute = disputes.get(decodeURIComponent(match[1]!));
    if (!dispute) return notFound;
    const action = match[2] ?? "";
    if (action === "" && request.method === "GET") {
      return { status: 200, body: { status: true, message: "Dispute retrieved", data: asPaystack(dispute) } };
    }
    if (action === "/evidence" && request.method === "POST") {
      const body = request.body as Record<string, unknown>;
      const missing = ["customer_email", "customer_name", "customer_phone", "service_details"].filter(
        (field) => typeof body?.[field] !== "string" || body[field] === "",
      );
      if (missing.length) return { status: 400, body: { status: false, message: `${missing[0]} is required` } };
      dispute.evidence = nextEvidenceId++;
      return {
        status: 200,
        body: {
          status: true,
          message: "Evidence created",
          data: {
            customer_email: body.customer_email,
            customer_name: body.customer_name,
            customer_phone: body.customer_phone,
            service_details: body.service_details,
            delivery_address: body.delivery_address ?? "",
            delivery_date: body.delivery_date ?? "",
            dispute: dispute.id,
            id: dispute.evidence,
            createdAt: new Date().toISOString(),
            updatedAt: new Date().toISOString(),
          },
        },
      };
    }
    if (action === "/upload_url" && request.method === "GET") {
      const fileName = `evidence-${dispute.id}-${uploads.size + 1}.txt`;
      return {
        status: 200,
        body: {
          status: true,
          message: "Upload url generated",
          data: { signedUrl: `${server.baseUrl}/fake-upload/${encodeURIComponent(fileName)}`, fileName },
        },
      };
    }
    if (action === "/resolve" && request.method === "PUT") {
      const body = request.body as Record<string, unknown>;
      if (body?.resolution !== "merchant-accepted" && body?.resolution !== "declined") {
        return { status: 400, body: { status: false, message: "Invalid resolution" } };
      }
      if (typeof body.message !== "string" || !Number.isInteger(body.refund_amount)) {
        return { status: 400, body: { status: false, message: "message and refund_amount are required" } };
      }
      if (typeof body.uploaded_filename !== "string" || !uploads.has(body.uploaded_filename)) {
        return { status: 400, body: { status: false, message: "Upload not found" } };
      }
      if (body.resolution === "declined" && body.evidence !== dispute.evidence) {
        return { status: 400, body: { status: false, message: "Provide evidence before declining" } };
      }
      // Accepting ends it at once; a declined claim waits for the bank's answer.
      dispute.status = body.resolution === "merchant-accepted" ? "resolved" : "awaiting-bank-feedback";
      dispute.resolution = body.resolution === "merchant-accepted" ? "merchant-accepted" : null;
      return {
        status: 200,
        body: {
          status: true,
          message: "Dispute successfully resolved",
          data: {
            currency: dispute.currency,
            last4: "4081",
            bin: "408408",
            transaction_reference: null,
            merchant_transaction_reference: dispute.transaction.reference,
            refund_amount: body.refund_amount,
            status: dispute.status,
            domain: "test",
            resolution: body.resolution,
            category: dispute.category,
            note: null,
            attachments: body.uploaded_filename,
            id: dispute.id,
            integration: 1,
            transaction: dispute.transaction.id,
            created_by: 1,
            evidence: dispute.evidence,
            resolvedAt: new Date().toISOString(),
            createdAt: "2026-01-01T00:00:00.000Z",
            updatedAt: new Date().toISOString(),
            dueAt: dispute.dueAt,
            message: {
              dispute: dispute.id,
              sender: "merchant",
              body: body.message,
              id: 1,
              createdAt: "",
              updatedAt: "",
            },
          },
        },
      };
    }
    return undefined;
  }

  const server = fakeForwardingServer(route, options.passThrough);

  return {
    disputes,
    uploads,
    /** The dispute API requests received (not the passed-through ones). */
    requests: server.requests,
    /** Opens a dispute on a transaction, as the payer's bank would. */
    open(dispute: Omit<FakeDispute, "status" | "resolution" | "evidence"> & { status?: string }): FakeDispute {
      const opened = { status: "awaiting-merchant-feedback", resolution: null, evidence: null, ...dispute };
      disputes.set(String(dispute.id), opened);
      return opened;
    },
    start: server.start,
    stop: server.stop,
  };
}
