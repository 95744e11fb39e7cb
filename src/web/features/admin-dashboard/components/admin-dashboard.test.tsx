// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminDashboard as Figures } from "@/shared/schemas/dashboard";
import type { RefundAttention } from "@/shared/schemas/payments";
import { currenciesResponse } from "@/web/lib/currency/test-currencies";
import { deferred } from "@/web/test/deferred";
import { buildAdminDashboard, buildStaffMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { AdminDashboard } from "./admin-dashboard";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const refund: RefundAttention = {
  paymentId: "7d1f8a52-4c1e-4b8e-9a3f-1c2d3e4f5a6b",
  reference: "SALAMU-1700000000000-123456",
  provider: "paystack",
  amountMinor: 3_120_000,
  currency: "KES",
  refundStatus: "pending",
  refundError: "Refund window closed",
  refundFailures: 3,
  payer: { name: "Amina Yusuf", email: "amina@example.com" },
  requestId: null,
  updatedAt: "2026-03-04T12:00:00.000Z",
};

let figures: Figures;
let refunds: RefundAttention[];
let calls: { method: string; path: string; body: unknown }[];
let answer: (path: string, method: string) => Promise<Response> | Response | undefined;

beforeEach(() => {
  figures = buildAdminDashboard();
  refunds = [refund];
  calls = [];
  answer = () => undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({ method, path: pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const custom = await answer(pathname, method);
      if (custom) return custom;
      if (pathname === "/api/currencies") return jsonResponse(currenciesResponse("NGN"));
      if (pathname === "/api/admin/dashboard") return jsonResponse(figures);
      if (pathname === "/api/admin/refunds") return jsonResponse({ items: refunds });
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

const renderDashboard = (viewer = buildStaffMe()) =>
  renderWithProviders(<AdminDashboard viewer={viewer} />, { path: "/admin", currency: true });

const card = (label: string) => within(screen.getByRole("list", { name: "Marketplace figures" })).getByText(label);

describe("Admin dashboard", () => {
  it("shows the server's figures to the super admin, each card linking to its page", async () => {
    renderDashboard();
    const figuresList = await screen.findByRole("list", { name: "Marketplace figures" });
    expect(within(figuresList).getByText("1,284")).toBeInTheDocument();
    expect(within(figuresList).getByRole("link", { name: "Total Users" })).toHaveAttribute("href", "/admin/users");
    expect(within(figuresList).getByRole("link", { name: "Admins" })).toHaveAttribute("href", "/admin/admin-users");
    expect(within(figuresList).getByText("4")).toBeInTheDocument();
    expect(within(figuresList).getByRole("link", { name: "Celebrities" })).toHaveAttribute(
      "href",
      "/admin/celebrities",
    );
    expect(within(figuresList).getByRole("link", { name: "Pending Approvals" })).toHaveAttribute(
      "href",
      "/admin/celebrities",
    );
    // Computed from the data: the slides (all, and how many the home page shows) and the unread messages.
    expect(within(figuresList).getByRole("link", { name: "Slider Items" })).toHaveAttribute("href", "/admin/slider");
    expect(card("Slider Items").closest("[data-slot=card]")).toHaveTextContent("87 active on the home page");
    expect(within(figuresList).getByRole("link", { name: "Unread Messages" })).toHaveAttribute("href", "/admin/inbox");
    expect(card("Unread Messages").closest("[data-slot=card]")).toHaveTextContent("11");
    // The fees earned (the platform's revenue) in the viewer's currency (NGN detected), the USD figure beside
    // it, and what fans paid said apart.
    const revenue = card("Fees Earned").closest("[data-slot=card]") as HTMLElement;
    await waitFor(() => expect(within(revenue).getByTestId("price")).toHaveTextContent("₦"));
    expect(within(revenue).getByTestId("price-usd")).toHaveTextContent("$12,540.00");
    expect(within(revenue).getByText(/₦1,500,000/)).toBeInTheDocument();
    expect(revenue).toHaveTextContent(/Fans paid ₦7,500,000(\.00)? \(less refunds\)/);

    expect(screen.getByText("Checkouts still pending").closest("[data-slot=card]")).toHaveTextContent("5");
    expect(screen.getByText("54 requests, by their status today.")).toBeInTheDocument();

    const recent = screen.getByRole("region", { name: "Recent celebrities" });
    expect(within(recent).getByRole("link", { name: "Burna Star" })).toHaveAttribute("href", "/celebrity/burna_star");
    expect(within(recent).getByText("4.8 / 5")).toBeInTheDocument();
    expect(within(recent).getByRole("row", { name: /Burna Star/ })).toHaveTextContent("MusicianNigeria");

    const shortcuts = screen.getByRole("region", { name: "Content Management" });
    expect(
      within(shortcuts)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/admin/admin-users",
      "/admin/users",
      "/admin/celebrities",
      "/admin/blog",
      "/admin/slider",
      "/admin/edit-pages",
      "/admin/inbox",
      "/admin/finance",
      "/admin/requests",
      "/admin/audit",
      "/admin/create-fan",
      "/admin/settings",
    ]);
  });

  it("counts the blog posts, published apart, linking to Blog Management for staff with `blog`", async () => {
    figures = buildAdminDashboard({ blogPosts: { total: 7, published: 5 } });
    renderDashboard();
    const figuresList = await screen.findByRole("list", { name: "Marketplace figures" });
    const blog = within(figuresList).getByRole("link", { name: "Blog Posts" });
    expect(blog).toHaveAttribute("href", "/admin/blog");
    expect(within(figuresList).getByText("5 published, 2 drafts")).toBeInTheDocument();
    cleanup();

    renderDashboard(buildStaffMe({ role: "moderator", permissions: ["content"] }));
    const list = await screen.findByRole("list", { name: "Marketplace figures" });
    expect(within(list).queryByRole("link", { name: "Blog Posts" })).toBeNull();
    expect(within(list).getByText("Blog Posts")).toBeInTheDocument();
  });

  it("warns staff while exchange rates are the built-in, indicative ones, and only then", async () => {
    figures = buildAdminDashboard({ indicativeRates: ["NGN", "XOF"] });
    renderDashboard();
    const warning = await screen.findByRole("alert");
    expect(warning).toHaveTextContent("Exchange rates are indicative for 2 currencies");
    expect(warning).toHaveTextContent("NGN, XOF");
    cleanup();

    figures = buildAdminDashboard();
    renderDashboard();
    await screen.findByRole("list", { name: "Marketplace figures" });
    expect(screen.queryByText(/Exchange rates are indicative/)).toBeNull();
  });

  it("shows a moderator no staff count, no money, no refunds and only their areas", async () => {
    figures = buildAdminDashboard({
      totals: { users: 10, admins: null, celebrities: 2, pendingApprovals: 0 },
      revenue: null,
    });
    renderDashboard(buildStaffMe({ role: "moderator", permissions: ["content"] }));
    const figuresList = await screen.findByRole("list", { name: "Marketplace figures" });
    expect(within(figuresList).queryByText("Admins")).not.toBeInTheDocument();
    expect(within(figuresList).queryByText("Fees Earned")).not.toBeInTheDocument();
    // Only the cards of the moderator's areas link: Unread Messages (content), not Slider Items (slider).
    expect(
      within(figuresList)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/admin/inbox"]);
    expect(card("Slider Items").closest("a")).toBeNull();
    expect(screen.queryByText("Refunds that need attention")).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/admin/refunds")).toBe(false);
    const shortcuts = screen.getByRole("region", { name: "Content Management" });
    expect(
      within(shortcuts)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining("Edit Pages"), expect.stringContaining("Inbox")]);
  });

  it("says when the figures did not load, and tries again", async () => {
    let fail = true;
    answer = (path) =>
      path === "/api/admin/dashboard" && fail ? errorResponse(403, "FORBIDDEN", "Staff only") : undefined;
    renderDashboard();
    expect(await screen.findByText("Staff only")).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Marketplace figures" })).toBeInTheDocument();
  });
});

describe("Refunds that need attention", () => {
  it("retries a refund and says so only once the server has answered", async () => {
    const retry = deferred<Response>();
    answer = (path, method) => (method === "POST" && path.endsWith("/retry") ? retry.promise : undefined);
    renderDashboard();
    const table = await screen.findByRole("region", { name: "Refunds that need attention" });
    expect(within(table).getByText("Amina Yusuf")).toBeInTheDocument();
    expect(within(table).getByText(/KSh\s?31,200/)).toBeInTheDocument();
    expect(within(table).getByText("Refund window closed")).toBeInTheDocument();

    fireEvent.click(within(table).getByRole("button", { name: `Retry the refund of ${refund.reference}` }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: "POST",
        path: `/api/admin/refunds/${refund.paymentId}/retry`,
        body: undefined,
      }),
    );
    expect(toast.success).not.toHaveBeenCalled();
    refunds = [];
    retry.resolve(new Response(null, { status: 202 }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Refund retried", {
        description: `The provider was asked again for ${refund.reference}.`,
      }),
    );
    expect(await screen.findByText("Nothing to do: every refund went through.")).toBeInTheDocument();
  });

  it("shows the server's reason when a retry fails", async () => {
    answer = (path, method) =>
      method === "POST" && path.endsWith("/retry") ? errorResponse(409, "CONFLICT", "Already refunded") : undefined;
    renderDashboard();
    fireEvent.click(await screen.findByRole("button", { name: `Retry the refund of ${refund.reference}` }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error", { description: "Already refunded" }));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("marks a refund as made by hand with a required note, keeping the note when the server refuses", async () => {
    let refuse = true;
    answer = (path, method) => {
      if (method !== "POST" || !path.endsWith("/manual")) return undefined;
      return refuse ? errorResponse(409, "CONFLICT", "This refund is already settled") : jsonResponse({});
    };
    renderDashboard();
    fireEvent.click(await screen.findByRole("button", { name: "Mark refunded manually" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark refunded manually" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark refunded" }));
    expect(await within(dialog).findByText("Write a note: how and when the payer was refunded")).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith("/manual"))).toBe(false);

    const note = within(dialog).getByLabelText("Note");
    fireEvent.change(note, { target: { value: "Paid back by M-Pesa on 4 March" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark refunded" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This refund is already settled");
    expect(note).toHaveValue("Paid back by M-Pesa on 4 March");
    expect(toast.success).not.toHaveBeenCalled();

    refuse = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark refunded" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Refund recorded", expect.anything()));
    expect(calls).toContainEqual({
      method: "POST",
      path: `/api/admin/refunds/${refund.paymentId}/manual`,
      body: { note: "Paid back by M-Pesa on 4 March" },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
