// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VideoRequest } from "@/shared/schemas/requests";
import { DAY_MS } from "@/shared/time";
import { currenciesResponse } from "@/web/lib/currency/test-currencies";
import { formatDateTime } from "@/web/lib/format";
import { resetLiveEventsForTests } from "@/web/lib/live-events";
import { buildIncomingRequest } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { urgencyOf } from "../lib/format";
import { IncomingRequests } from "./incoming-requests";
import { Schedule } from "./schedule";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

let incoming: VideoRequest[];
let requestedUrls: URL[];

class SilentEventSource {
  addEventListener() {}
  removeEventListener() {}
  close() {}
}

beforeEach(() => {
  requestedUrls = [];
  incoming = [];
  vi.stubGlobal("EventSource", SilentEventSource);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      requestedUrls.push(url);
      if (url.pathname === "/api/currencies") return jsonResponse(currenciesResponse("NGN"));
      if (url.pathname === "/api/celebrity/stats") {
        return jsonResponse({
          pending: 1,
          accepted: 0,
          completed: 0,
          earningsUsdCents: 0,
          platformFeePercent: 20,
          averageRating: null,
          reviewCount: 0,
        });
      }
      if (url.pathname === "/api/requests/incoming") {
        const status = url.searchParams.get("status");
        return jsonResponse({ requests: incoming.filter((request) => !status || request.status === status) });
      }
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  resetLiveEventsForTests();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderAt(path: string, element: ReactNode) {
  return renderWithProviders(element, { path, currency: true }).router;
}

describe("Requests page", () => {
  it("keeps the status filter in the URL and asks the API for that status", async () => {
    incoming = [
      buildIncomingRequest({
        id: "11111111-aaaa-4000-8000-000000000001",
        status: "pending",
        fan: { name: "Pending Fan" },
      }),
      buildIncomingRequest({
        id: "22222222-aaaa-4000-8000-000000000002",
        status: "declined",
        fan: { name: "Declined Fan" },
        declineReason: "Not suitable for video content",
        refundStatus: "refunded",
      }),
    ];
    const router = renderAt("/dashboard/requests?status=declined", <IncomingRequests celebrityId="c1" />);
    const filter = screen.getByRole("navigation", { name: "Filter requests by status" });
    expect(within(filter).getByRole("link", { name: "Declined" })).toHaveAttribute("aria-current", "page");
    expect(
      within(filter)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["All", "Pending", "Accepted", "Completed", "Declined", "Cancelled", "Expired"]);
    const table = await screen.findByRole("table");
    expect(within(table).getByText("Declined Fan")).toBeInTheDocument();
    expect(within(table).getByText("#22222222")).toBeInTheDocument();
    expect(within(table).getByText("Refunded")).toBeInTheDocument();
    expect(within(table).queryByText("Pending Fan")).not.toBeInTheDocument();
    expect(requestedUrls.some((url) => url.searchParams.get("status") === "declined")).toBe(true);

    fireEvent.click(within(filter).getByRole("link", { name: "All" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(within(await screen.findByRole("table")).getByText("Pending Fan")).toBeInTheDocument();
    // Mobile shows the same requests as cards.
    expect(screen.getAllByRole("article").map((card) => card.getAttribute("aria-labelledby"))).toHaveLength(2);
  });

  it("shows the poster frame of each video sent, in the table and on the cards", async () => {
    incoming = [
      buildIncomingRequest({
        id: "33333333-aaaa-4000-8000-000000000003",
        status: "completed",
        videoStatus: "ready",
        fan: { name: "Happy Fan" },
        posterUrl: "/api/videos/33333333-aaaa-4000-8000-000000000003/poster?expires=1&signature=s",
      }),
    ];
    renderAt("/dashboard/requests?status=completed", <IncomingRequests celebrityId="c1" />);
    const posters = await screen.findAllByRole("img", { name: "The video you sent Happy Fan" });
    // One in the table (wide screens), one on the card (phones).
    expect(posters).toHaveLength(2);
    for (const poster of posters) expect(poster).toHaveAttribute("src", incoming[0]!.posterUrl);
  });

  it("shows in the table, as on the cards, what the celebrity earns at the fee fixed when the fan paid", async () => {
    incoming = [
      buildIncomingRequest({
        id: "44444444-aaaa-4000-8000-000000000004",
        status: "pending",
        fan: { name: "Paying Fan" },
        priceUsdCents: 50_00,
        // Paid in naira at 25%; staff have since moved the fee to 20% (the stats say so): the request keeps 25%.
        currency: "NGN",
        earnings: { amountMinor: 5_737_500, usdCents: 3_750, feePercent: 25 },
      }),
      buildIncomingRequest({ id: "55555555-aaaa-4000-8000-000000000005", status: "pending", earnings: null }),
    ];
    renderAt("/dashboard/requests", <IncomingRequests celebrityId="c1" />);
    const table = await screen.findByRole("table");
    const row = within(table).getAllByRole("row")[1] as HTMLElement;
    expect(await within(row).findByTestId("you-earn")).toHaveTextContent("You earn ₦57,375 after the 25% fee");
    // The card (phones) says the same.
    const [card, unpaid] = screen.getAllByRole("article") as HTMLElement[];
    expect(within(card!).getByTestId("you-earn")).toHaveTextContent("You earn ₦57,375 after the 25% fee");
    expect(within(unpaid!).queryByTestId("you-earn")).toBeNull();
    expect(document.body.textContent).not.toMatch(/20% fee/);
  });

  it("lists open requests first, what is due first, then the others newest first, and says so", async () => {
    incoming = [
      buildIncomingRequest({
        id: "d1000000-0000-4000-8000-000000000001",
        status: "completed",
        fan: { name: "Delivered Newer" },
        createdAt: "2026-04-05T10:00:00.000Z",
      }),
      buildIncomingRequest({
        id: "d2000000-0000-4000-8000-000000000002",
        status: "pending",
        fan: { name: "Wanted Late" },
        deadline: "2026-06-01",
        expiresAt: "2026-04-09T10:00:00.000Z",
      }),
      buildIncomingRequest({
        id: "d3000000-0000-4000-8000-000000000003",
        status: "declined",
        fan: { name: "Declined Older" },
        createdAt: "2026-03-01T10:00:00.000Z",
      }),
      buildIncomingRequest({
        id: "d4000000-0000-4000-8000-000000000004",
        status: "accepted",
        fan: { name: "Wanted Soon" },
        deadline: "2026-04-03",
        expiresAt: "2026-04-10T10:00:00.000Z",
      }),
    ];
    renderAt("/dashboard/requests", <IncomingRequests celebrityId="c1" />);
    const table = await screen.findByRole("table", {
      name: "Your requests: open ones first, what is due first, then the newest",
    });
    const rows = within(table).getAllByRole("row").slice(1);
    // The fan's date (Apr 3) before an expiry (Apr 9) that comes before its own date (Jun 1).
    expect(
      rows.map((row) => (row.textContent?.match(/Wanted Soon|Wanted Late|Delivered Newer|Declined Older/) ?? [])[0]),
    ).toEqual(["Wanted Soon", "Wanted Late", "Delivered Newer", "Declined Older"]);
  });

  it("marks a rush request, with the moment it is due, in the table and on the cards, and lists it first (ADR 059)", async () => {
    const rushDue = new Date(Date.now() + 20 * 60 * 60 * 1000).toISOString();
    incoming = [
      buildIncomingRequest({
        id: "e1000000-0000-4000-8000-000000000001",
        status: "pending",
        fan: { name: "Usual Fan" },
        deadline: null,
        createdAt: "2026-04-01T10:00:00.000Z",
        expiresAt: new Date(Date.now() + 6 * DAY_MS).toISOString(),
      }),
      buildIncomingRequest({
        id: "e2000000-0000-4000-8000-000000000002",
        status: "accepted",
        fan: { name: "Rush Fan" },
        deadline: null,
        rush: true,
        rushPriceUsdCents: 2_000,
        priceUsdCents: 7_000,
        createdAt: "2026-04-02T10:00:00.000Z",
        expiresAt: rushDue,
      }),
      buildIncomingRequest({
        id: "e3000000-0000-4000-8000-000000000003",
        status: "expired",
        fan: { name: "Late Rush Fan" },
        rush: true,
        expiresAt: null,
      }),
    ];
    renderAt("/dashboard/requests", <IncomingRequests celebrityId="c1" />);
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => (row.textContent?.match(/Late Rush Fan|Rush Fan|Usual Fan/) ?? [])[0])).toEqual([
      "Rush Fan",
      "Usual Fan",
      "Late Rush Fan",
    ]);
    const due = `Rush: due by ${formatDateTime(rushDue, "en")}`;
    expect(within(rows[0]!).getByTestId("rush-note")).toHaveTextContent(`Rush${due}`);
    expect(within(rows[1]!).queryByTestId("rush-note")).toBeNull();
    // Closed, it is still marked rush, with no deadline left to meet.
    expect(within(rows[2]!).getByTestId("rush-note")).toHaveTextContent(/^Rush$/);
    const [card] = screen.getAllByRole("article") as HTMLElement[];
    expect(within(card!).getByTestId("rush-note")).toHaveTextContent(due);
  });

  it("treats an unknown status as All", async () => {
    renderAt("/dashboard/requests?status=bogus", <IncomingRequests celebrityId="c1" />);
    expect(await screen.findByText("No requests yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  });
});

describe("Schedule", () => {
  it("orders accepted requests by what is due first (the fan's date or the expiry, whichever is sooner), and flags the pressing ones", async () => {
    const soon = new Date(Date.now() + 20.5 * 60 * 60 * 1000).toISOString();
    const later = new Date(Date.now() + 6 * DAY_MS).toISOString();
    incoming = [
      buildIncomingRequest({
        id: "a0000000-0000-4000-8000-000000000001",
        status: "accepted",
        fan: { name: "No Deadline" },
        deadline: null,
        expiresAt: soon,
      }),
      buildIncomingRequest({
        id: "b0000000-0000-4000-8000-000000000002",
        status: "accepted",
        fan: { name: "Late May" },
        deadline: "2099-05-30",
        expiresAt: later,
      }),
      buildIncomingRequest({
        id: "c0000000-0000-4000-8000-000000000003",
        status: "accepted",
        fan: { name: "Early May" },
        deadline: "2099-05-01",
        expiresAt: later,
      }),
    ];
    renderAt("/dashboard/schedule", <Schedule celebrityId="c1" />);
    const items = await screen.findAllByRole("article");
    // The request expiring in 20 hours is due before dates the others expire before they reach (issue 23).
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "No Deadline for Amina",
      "Early May for Amina",
      "Late May for Amina",
    ]);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText("Expires soon")).toBeInTheDocument();
    expect(within(first).getByText("Expires in 20 hours")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText("Expires in 6 days")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByRole("button", { name: "Record" })).toBeInTheDocument();
  });

  it("says when a request is past its deadline, expired, due or expiring soon", () => {
    const now = new Date("2026-04-10T12:00:00");
    const later = "2026-04-15T00:00:00Z";
    expect(urgencyOf({ deadline: "2026-04-09", expiresAt: later }, now)).toEqual({
      level: "overdue",
      label: "Past the deadline",
    });
    expect(urgencyOf({ deadline: null, expiresAt: "2026-04-10T00:00:00Z" }, now)).toEqual({
      level: "overdue",
      label: "Expired",
    });
    expect(urgencyOf({ deadline: "2026-04-10", expiresAt: later }, now)).toEqual({ level: "soon", label: "Due today" });
    expect(urgencyOf({ deadline: "2026-04-11", expiresAt: later }, now)).toEqual({
      level: "soon",
      label: "Due tomorrow",
    });
    expect(urgencyOf({ deadline: null, expiresAt: later }, now)).toEqual({ level: "ok", label: null });
  });
});
