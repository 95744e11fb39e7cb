// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SandboxCheckout as Checkout } from "@/shared/schemas/payments";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { SandboxCheckout } from "./sandbox-checkout";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const reference = "SALAMU-1767225600000-42";
let checkout: Checkout;
const assign = vi.fn();

beforeEach(() => {
  checkout = {
    reference,
    amountMinor: 3_120_000,
    currency: "KES",
    description: "Personalised video from Sipho Mabaso",
    customerEmail: "ada@example.com",
    status: "initialized",
    paymentOptions: ["card", "banktransfer", "mpesa"],
    phoneCountry: "KE",
    wallet: null,
  };
  vi.spyOn(window.location, "assign").mockImplementation(assign);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), "http://localhost");
      if (pathname === `/api/payments/sandbox/${reference}`) return jsonResponse(checkout);
      if (pathname === `/api/payments/sandbox/${reference}/complete` && init?.method === "POST") {
        const { outcome, phone } = JSON.parse(String(init.body));
        if (outcome === "prompt" && phone === "0800") {
          const message = "Enter a M-Pesa number of a country that pays in KES.";
          return errorResponse(400, "VALIDATION_ERROR", message);
        }
        if (outcome === "prompt")
          return jsonResponse({ redirectUrl: `/payment/callback?reference=${reference}&status=pending` });
        const status = { success: "successful", failure: "failed", cancel: "cancelled" }[outcome as string];
        return jsonResponse({ redirectUrl: `/payment/callback?reference=${reference}&status=${status}` });
      }
      return errorResponse(404, "NOT_FOUND", "Payment not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

function renderPage(ref = reference) {
  renderWithProviders(<SandboxCheckout reference={ref} />, { path: `/payment/sandbox?reference=${ref}` });
}

describe("Sandbox checkout", () => {
  it("is clearly a test page showing the amount, the description and the ways to pay", async () => {
    renderPage();
    expect(screen.getByText("Salamu test checkout (sandbox) — no real money moves")).toBeInTheDocument();
    expect(await screen.findByTestId("sandbox-amount")).toHaveTextContent(/KSh\s31,200/);
    expect(screen.getByText("Personalised video from Sipho Mabaso")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Card" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "M-Pesa" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Bank transfer" })).toBeInTheDocument();
  });

  it.each([
    ["Pay KSh", "success", "successful"],
    ["Simulate failure", "failure", "failed"],
    ["Cancel", "cancel", "cancelled"],
  ])("%s settles the payment (%s) and returns to Salamu", async (label, outcome, status) => {
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: new RegExp(`^${label}`) }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`/payment/callback?reference=${reference}&status=${status}`),
    );
    const post = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ outcome });
  });

  it("for mobile money asks for the wallet and its number, says a refused number at its field, and sends the prompt", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole("radio", { name: "M-Pesa" }));
    expect(screen.queryByRole("button", { name: /^Pay/ })).not.toBeInTheDocument();
    // One wallet for M-Pesa: no choice to make, only the number.
    expect(screen.queryByRole("group", { name: "Your wallet" })).not.toBeInTheDocument();
    const number = screen.getByLabelText("Mobile money number");
    expect(number).toHaveAccessibleDescription(/\+254/);
    const send = screen.getByRole("button", { name: "Send the payment prompt to my phone" });

    fireEvent.change(number, { target: { value: "0800" } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription("Enter a M-Pesa number of a country that pays in KES."),
    );
    expect(number).toHaveValue("0800");
    expect(assign).not.toHaveBeenCalled();

    fireEvent.change(number, { target: { value: "0712 345678" } });
    fireEvent.click(send);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/payment/callback?reference=${reference}&status=pending`));
    const posts = vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(posts.at(-1)?.[1]?.body))).toEqual({
      outcome: "prompt",
      method: "mpesa",
      network: "M-Pesa",
      phone: "0712 345678",
    });
  });

  it("with a prompt on the phone, plays that phone: approve or decline", async () => {
    checkout = { ...checkout, status: "awaiting_approval", wallet: { network: "M-Pesa", phone: "+254•••••678" } };
    renderPage();
    expect(await screen.findByRole("heading", { name: "Approve the payment on your phone" })).toBeInTheDocument();
    expect(screen.getByText(/M-Pesa asked \+254•••••678 to approve KSh 31,200/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Approve on the phone" }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const post = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ outcome: "approve" });
  });

  it("does not offer to pay twice", async () => {
    checkout = { ...checkout, status: "succeeded" };
    renderPage();
    expect(await screen.findByRole("heading", { name: "Already paid" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the result" })).toHaveAttribute(
      "href",
      `/payment/return?reference=${reference}`,
    );
  });

  it("says when the payment is unknown", async () => {
    renderPage("SALAMU-0-0");
    expect(await screen.findByRole("heading", { name: "Payment not found" })).toBeInTheDocument();
  });
});
