// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Me } from "@/shared/schemas/accounts";
import type { Subscription } from "@/shared/schemas/subscriptions";
import { currenciesResponse } from "@/web/lib/currency/test-currencies";
import { buildMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { PlanCheckout } from "./plan-checkout";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const celebrityId = "7d2c1f7e-4b8a-4c1e-9f3a-2b6d8e0a1c55";
let me: Me | null;
let subscription: Subscription | null;
const assign = vi.fn();

beforeEach(() => {
  me = buildMe();
  subscription = null;
  window.localStorage.clear();
  window.localStorage.setItem("salamu.currency", "KES");
  vi.spyOn(window.location, "assign").mockImplementation(assign);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), "http://localhost");
      if (pathname === "/api/session" && (init?.method ?? "GET") === "GET") {
        return me ? jsonResponse({ user: me }) : errorResponse(401, "UNAUTHORIZED", "Log in");
      }
      if (pathname === "/api/currencies") return jsonResponse(currenciesResponse());
      if (pathname === "/api/subscriptions/mine") return jsonResponse({ subscription });
      if (pathname === "/api/subscriptions" && init?.method === "POST") {
        return jsonResponse({ checkoutUrl: "/payment/sandbox?reference=SALAMU-5-5" }, 201);
      }
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

function renderAt(search: string) {
  return renderWithProviders(<PlanCheckout />, {
    path: `/payment${search}`,
    routes: [
      { path: "/login", element: <h1>Login page</h1> },
      { path: "/signup", element: <h1>Sign-up page</h1> },
    ],
    currency: true,
  }).router;
}

describe("Plan payment", () => {
  it("shows a signed-out visitor the plans and prices; buying one goes through sign-up and back", async () => {
    me = null;
    const router = renderAt("?plan=premium");
    expect(await screen.findByRole("heading", { name: "Choose your plan" })).toBeInTheDocument();
    const premium = screen.getByRole("radio", { name: /Premium/ }).closest("label") as HTMLElement;
    expect(await within(premium).findByText(/KSh\s6,500/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    fireEvent.click(await screen.findByRole("button", { name: "Sign up to subscribe" }));
    expect(await screen.findByRole("heading", { name: "Sign-up page" })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: "/payment?plan=premium" });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows the plans in the visitor's currency, the chosen one selected, and the ways to pay", async () => {
    renderAt("?plan=standard");
    expect(await screen.findByRole("heading", { name: "Choose your plan" })).toBeInTheDocument();
    const radios = screen.getAllByRole("radio");
    expect(radios).toHaveLength(3);
    expect(screen.getByRole("radio", { name: /Standard/ })).toBeChecked();
    const standard = screen.getByRole("radio", { name: /Standard/ }).closest("label") as HTMLElement;
    expect(await within(standard).findByText(/KSh\s3,250/)).toBeInTheDocument();
    expect(within(standard).getByText("3 videos a month")).toBeInTheDocument();
    // Plans claim only what the server enforces: no response time or support level it cannot keep.
    expect(within(standard).queryByText(/support|response/i)).toBeNull();
    const methods = screen.getByText("Ways to pay in KES").parentElement as HTMLElement;
    expect(within(methods).getByText("M-Pesa")).toBeInTheDocument();
    expect(within(methods).getByText("Card")).toBeInTheDocument();
    expect(within(methods).getByText("Bank transfer")).toBeInTheDocument();
  });

  it("defaults to basic, and Pay opens the checkout of the chosen plan", async () => {
    const router = renderAt(`?celebrity=${celebrityId}`);
    expect(await screen.findByRole("radio", { name: /Basic/ })).toBeChecked();
    fireEvent.click(screen.getByRole("radio", { name: /Premium/ }));
    await waitFor(() => expect(router.state.location.search).toContain("plan=premium"));
    fireEvent.click(screen.getByRole("button", { name: "Pay for Premium" }));

    expect(await screen.findByRole("button", { name: "Processing…" })).toBeDisabled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/payment/sandbox?reference=SALAMU-5-5"));
    const post = vi
      .mocked(fetch)
      .mock.calls.find(([input, init]) => input === "/api/subscriptions" && init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ plan: "premium", celebrityId, currency: "KES" });
  });

  it("shows the current plan, and no second plan can be bought while it runs", async () => {
    subscription = {
      id: "s1",
      plan: "standard",
      status: "active",
      startsAt: "2026-03-01T00:00:00.000Z",
      endsAt: "2026-03-31T00:00:00.000Z",
      videosUsed: 1,
      videosAllowed: 3,
      celebritiesUsed: 1,
      celebrityLimit: 3,
      celebrityIds: ["c1"],
    };
    renderAt("");
    expect(await screen.findByRole("heading", { name: "Your current plan: Standard" })).toBeInTheDocument();
    expect(screen.getByText(/1 of 3 videos used this month/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Pay for/ })).toBeDisabled();
    expect(screen.getByText(/Your Standard plan is still running/)).toBeInTheDocument();
  });
});
