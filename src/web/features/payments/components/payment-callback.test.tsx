// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VerifyPaymentResponse } from "@/shared/schemas/payments";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { PaymentCallback } from "./payment-callback";

const forRequest: VerifyPaymentResponse = {
  status: "succeeded",
  purpose: "request",
  requestId: "r1",
  plan: null,
  celebrityName: "Sipho Mabaso",
};

let outcomes: VerifyPaymentResponse[];

beforeEach(() => {
  outcomes = [forRequest];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === "/api/payments/verify" && init?.method === "POST") {
        return jsonResponse(outcomes.length > 1 ? outcomes.shift() : outcomes[0]);
      }
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderAt(search: string) {
  renderWithProviders(<PaymentCallback />, {
    path: `/payment/callback${search}`,
    routes: [{ path: "/dashboard", element: <h1>Dashboard</h1> }],
  });
}

const verifyBodies = () => vi.mocked(fetch).mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

describe("Payment callback", () => {
  it("verifies the payment with the server and says it succeeded", async () => {
    renderAt("?status=successful&tx_ref=SALAMU-1-2&transaction_id=4242&reference=SALAMU-1-2");
    expect(screen.getByRole("status")).toHaveTextContent("Checking your payment…");
    expect(await screen.findByRole("heading", { level: 1, name: "Payment successful" })).toBeInTheDocument();
    expect(screen.getByText("Your video request has been sent to Sipho Mabaso")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to dashboard" })).toHaveAttribute("href", "/dashboard");
    // The redirect's status goes along as a hint; the server decides from the provider.
    expect(verifyBodies()).toEqual([{ reference: "SALAMU-1-2", transactionId: "4242", redirectStatus: "successful" }]);
  });

  it("confirms a plan payment", async () => {
    outcomes = [
      { status: "succeeded", purpose: "subscription", requestId: null, plan: "standard", celebrityName: null },
    ];
    renderAt("?trxref=SALAMU-3-4&reference=SALAMU-3-4");
    expect(await screen.findByRole("heading", { name: "Payment successful" })).toBeInTheDocument();
    expect(screen.getByText("Your payment has been processed successfully")).toBeInTheDocument();
    expect(screen.getByText(/Your Standard plan is active/)).toBeInTheDocument();
    expect(verifyBodies()).toEqual([{ reference: "SALAMU-3-4" }]);
  });

  it("explains a failed and a cancelled payment", async () => {
    outcomes = [{ ...forRequest, status: "failed" }];
    renderAt("?reference=SALAMU-1-2&status=failed");
    expect(await screen.findByRole("heading", { name: "Payment failed" })).toBeInTheDocument();
    expect(screen.getByText(/Complete payment on your dashboard/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to my requests" })).toHaveAttribute("href", "/dashboard");
    cleanup();

    outcomes = [
      { status: "cancelled", purpose: "subscription", requestId: null, plan: "premium", celebrityName: null },
    ];
    renderAt("?reference=SALAMU-5-6&status=cancelled");
    expect(await screen.findByRole("heading", { name: "Payment cancelled" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/payment?plan=premium");
  });

  it("keeps checking a pending payment until the provider confirms it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    outcomes = [{ ...forRequest, status: "pending" }, { ...forRequest, status: "pending" }, forRequest];
    renderAt("?reference=SALAMU-7-8");
    expect(await screen.findByRole("heading", { name: "Payment pending" })).toBeInTheDocument();
    expect(screen.getByText(/This page checks again automatically/)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(await screen.findByRole("heading", { name: "Payment successful" })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("says so when the link has no reference", async () => {
    renderAt("");
    expect(screen.getByRole("heading", { name: "Payment not found" })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
