// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DisputeDetail, FinancePayout, FinanceSummary as Summary } from "@/shared/schemas/finance";
import { buildStaffMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { DisputePage } from "./dispute-page";
import { Finance } from "./finance";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const treasurer = buildStaffMe({ role: "admin", permissions: ["finance"] });

const queued: FinancePayout = {
  id: "po-1",
  reference: "PAYOUT-0001",
  status: "awaiting_approval",
  trigger: "manual",
  currency: "USD",
  amountMinor: 60_000,
  payoutCurrency: "KES",
  payoutAmountMinor: 7_790_000,
  feeMinor: 10_000,
  rate: 130,
  account: { bankName: "M-Pesa", accountNumberLast4: "5678", accountName: "AMINA WANJIKU" },
  reason: null,
  createdAt: "2026-03-04T10:00:00.000Z",
  completedAt: null,
  celebrity: { id: "c1", name: "Amina Wanjiku", username: "amina" },
  approvalReason: "First payout to a new account",
  providerStatus: "otp",
  provider: "paystack",
};

const summary: Summary = {
  from: null,
  to: null,
  totals: [
    {
      currency: "NGN",
      fansPaid: 50_000_000,
      refunds: 2_000_000,
      feesEarned: 9_600_000,
      plansPaid: 0,
      owedToStars: 30_000_000,
      inTransit: 5_000_000,
      paidOut: 3_400_000,
      transferFees: 5_000,
      disputed: 1_500_000,
      disputeLosses: 0,
    },
  ],
};

const detail: DisputeDetail = {
  dispute: {
    id: "d-1",
    provider: "paystack",
    providerDisputeId: "PSD-9",
    status: "open",
    providerStatus: "awaiting-merchant-feedback",
    reason: "Fan says the video never arrived",
    currency: "NGN",
    amountMinor: 1_500_000,
    frozenMinor: 1_200_000,
    dueAt: "2026-03-10T12:00:00.000Z",
    paymentReference: "SALAMU-1700000000000-123456",
    requestId: "e1e1e1e1-0000-4000-8000-000000000001",
    celebrityName: "Amina Wanjiku",
    evidenceSubmittedAt: null,
    costBorneBy: null,
    resolution: null,
    openedAt: "2026-03-03T09:00:00.000Z",
    resolvedAt: null,
  },
  evidence: {
    requestText: "Sing happy birthday to Tunde",
    occasion: "Birthdays",
    recipientName: "Tunde",
    payerName: "Kemi Ade",
    payerEmail: "kemi@example.com",
    payerCountry: "NG",
    paidAt: "2026-03-01T09:00:00.000Z",
    paymentMethod: "card",
    deliveredAt: "2026-03-02T09:00:00.000Z",
    accessLog: [{ at: "2026-03-02T10:00:00.000Z", kind: "download" }],
    review: { rating: 5, text: "Loved it", at: "2026-03-02T11:00:00.000Z" },
  },
};

let calls: { method: string; path: string; search: string; body: unknown }[];
let answer: (path: string, method: string) => Response | undefined;

beforeEach(() => {
  calls = [];
  answer = () => undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({
        method,
        path: url.pathname,
        search: url.search,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const custom = answer(url.pathname, method);
      if (custom) return custom;
      if (url.pathname === "/api/admin/finance/summary") return jsonResponse(summary);
      if (url.pathname === "/api/admin/finance/payouts") {
        return jsonResponse({ payouts: url.searchParams.get("status") === "awaiting_approval" ? [queued] : [] });
      }
      if (url.pathname === "/api/admin/finance/disputes") return jsonResponse({ disputes: [detail.dispute] });
      if (url.pathname === "/api/admin/finance/disputes/d-1") return jsonResponse(detail);
      if (method === "POST") return jsonResponse({});
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderFinance = (path = "/admin/finance") =>
  renderWithProviders(<Finance />, { path, routePath: "/admin/finance", session: treasurer });

describe("Finance", () => {
  it("shows the totals per currency, checks the period with the shared schema, and links the CSV exports", async () => {
    renderFinance();
    const ngn = await screen.findByLabelText("NGN totals");
    expect(within(ngn).getByText("Fees earned").nextSibling).toHaveTextContent("₦96,000");
    expect(within(ngn).getByText("Fans paid").nextSibling).toHaveTextContent("₦500,000");
    expect(within(ngn).getByText("Owed to stars").nextSibling).toHaveTextContent("₦300,000");
    expect(screen.getByRole("link", { name: "Ledger CSV" })).toHaveAttribute(
      "href",
      "/api/admin/finance/export.csv?kind=ledger",
    );

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-03-31" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-03-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByText("The period must start before it ends")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-03-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-03-31" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(calls.map((call) => call.search)).toContain("?from=2026-03-01&to=2026-03-31"));
    expect(screen.getByRole("link", { name: "Payouts CSV" })).toHaveAttribute(
      "href",
      "/api/admin/finance/export.csv?kind=payouts&from=2026-03-01&to=2026-03-31",
    );
  });

  it("approves a queued payout only after confirming, and holds one only with a reason", async () => {
    renderFinance("/admin/finance?tab=queue");
    const waiting = await screen.findByRole("region", { name: "Awaiting approval" });
    expect(await within(waiting).findAllByText("Amina Wanjiku")).not.toHaveLength(0);
    expect(within(waiting).getAllByText("First payout to a new account")).not.toHaveLength(0);
    expect(within(waiting).getAllByText(/finish this transfer in the Paystack dashboard/)).not.toHaveLength(0);

    fireEvent.click(within(waiting).getAllByRole("button", { name: "Hold PAYOUT-0001" })[0] as HTMLElement);
    const hold = await screen.findByRole("dialog", { name: "Hold payout" });
    fireEvent.click(within(hold).getByRole("button", { name: "Hold payout" }));
    expect(await within(hold).findByText("Say why the payout is held")).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith("/hold"))).toBe(false);
    fireEvent.change(within(hold).getByLabelText("Reason"), { target: { value: "Name does not match the profile" } });
    fireEvent.click(within(hold).getByRole("button", { name: "Hold payout" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Payout held", expect.anything()));
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: "/api/admin/finance/payouts/po-1/hold",
        body: { reason: "Name does not match the profile" },
      }),
    );

    fireEvent.click(within(waiting).getAllByRole("button", { name: "Approve PAYOUT-0001" })[0] as HTMLElement);
    const approve = await screen.findByRole("alertdialog", { name: "Approve payout" });
    expect(approve).toHaveTextContent("KSh 77,900 to Amina Wanjiku (M-Pesa ••••5678)");
    expect(calls.some((call) => call.path.endsWith("/approve"))).toBe(false);
    fireEvent.click(within(approve).getByRole("button", { name: "Approve and send" }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: "POST", path: "/api/admin/finance/payouts/po-1/approve" }),
      ),
    );
  });

  it("tells staff when a queued payout's account name was declared, not checked by the operator", async () => {
    const declared: FinancePayout = {
      ...queued,
      account: {
        bankName: "MTN Mobile Money",
        accountNumberLast4: "3456",
        accountName: "Nakato Achieng",
        nameCheckedByProvider: false,
      },
      provider: "flutterwave",
      providerStatus: null,
    };
    answer = (path) =>
      path === "/api/admin/finance/payouts" ? jsonResponse({ payouts: [declared, queued] }) : undefined;
    renderFinance("/admin/finance?tab=queue");
    const waiting = await screen.findByRole("region", { name: "Awaiting approval" });
    expect(
      await within(waiting).findAllByText("Name not checked by MTN Mobile Money: declared by the star"),
    ).not.toHaveLength(0);
    // The checked M-Pesa account carries no such warning.
    expect(within(waiting).queryByText(/Name not checked by M-Pesa/)).toBeNull();
  });

  it("lists open disputes with their deadline, each linking to its page", async () => {
    renderFinance("/admin/finance?tab=disputes");
    const links = await screen.findAllByRole("link", { name: "SALAMU-1700000000000-123456" });
    expect(links[0]).toHaveAttribute("href", "/admin/finance/disputes/d-1");
    expect(calls).toContainEqual(
      expect.objectContaining({ path: "/api/admin/finance/disputes", search: "?status=open" }),
    );
  });
});

describe("Dispute page", () => {
  it("shows the evidence pack, sends it, and contests only with a note", async () => {
    renderWithProviders(<DisputePage id="d-1" />, { path: "/admin/finance/disputes/d-1", session: treasurer });
    expect(await screen.findByText("Sing happy birthday to Tunde")).toBeInTheDocument();
    expect(screen.getByText("Kemi Ade · kemi@example.com")).toBeInTheDocument();
    expect(screen.getByText("5 / 5: Loved it")).toBeInTheDocument();
    expect(screen.getByText("Watched and downloaded").nextSibling).toHaveTextContent("download");

    fireEvent.change(screen.getByLabelText("Note to the provider (optional)"), {
      target: { value: "Delivered and downloaded" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send evidence" }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: "POST",
          path: "/api/admin/finance/disputes/d-1/evidence",
          body: { note: "Delivered and downloaded" },
        }),
      ),
    );

    fireEvent.click(screen.getByRole("button", { name: "Contest" }));
    const dialog = await screen.findByRole("dialog", { name: "Contest the dispute" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Contest" }));
    expect(await within(dialog).findByText("Say why")).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith("/resolve"))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText("Why"), { target: { value: "The fan downloaded the video" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Contest" }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: "POST",
          path: "/api/admin/finance/disputes/d-1/resolve",
          body: { decision: "contest", note: "The fan downloaded the video" },
        }),
      ),
    );
  });
});
