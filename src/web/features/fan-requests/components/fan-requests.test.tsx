// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RequestEvent, VideoRequest } from "@/shared/schemas/requests";
import { buildVideoRequest } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { FanRequests } from "./fan-requests";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

// The live stream is the celebrity-side helper's: here only the hook's callback matters.
const live = vi.hoisted(() => ({ onEvent: undefined as undefined | ((event: unknown) => void) }));
vi.mock("@/web/lib/live-events", () => ({
  useLiveRequestEvents: (onEvent: (event: unknown) => void) => {
    live.onEvent = onEvent;
  },
}));

let mine: VideoRequest[];
let cancelRefused: boolean;
const assign = vi.fn();

beforeEach(() => {
  mine = [];
  cancelRefused = false;
  vi.spyOn(window.location, "assign").mockImplementation(assign);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), "http://localhost");
      if (pathname === "/api/requests/mine") return jsonResponse({ requests: mine });
      const action = pathname.match(/^\/api\/requests\/([^/]+)\/(checkout|cancel)$/);
      if (action && init?.method === "POST") {
        if (action[2] === "checkout") return jsonResponse({ checkoutUrl: "/payment/sandbox?reference=SALAMU-9-9" });
        if (cancelRefused) {
          return jsonResponse(
            { error: { code: "CONFLICT", message: "This request can no longer be cancelled." } },
            409,
          );
        }
        const request = mine.find((candidate) => candidate.id === action[1]);
        if (!request) return errorResponse(404, "NOT_FOUND", "Not found");
        const cancelled = { ...request, status: "cancelled" as const, refundStatus: "pending" as const };
        mine = mine.map((candidate) => (candidate.id === request.id ? cancelled : candidate));
        return jsonResponse({ request: cancelled });
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

function renderList() {
  renderWithProviders(<FanRequests />, { path: "/dashboard" });
}

const row = (name: string) => screen.getByRole("link", { name }).closest("li") as HTMLElement;

describe("Fan requests", () => {
  it("names the language the video is to be recorded in, when the request has one", async () => {
    mine = [
      buildVideoRequest({ id: "aaaaaaaa-0000-4000-8000-000000000001", recordingLanguage: "french" }),
      buildVideoRequest({
        id: "bbbbbbbb-0000-4000-8000-000000000002",
        celebrity: { id: "c2", username: "wanjiru", fullName: "Wanjiru Kamau", imageUrl: null },
      }),
    ];
    renderList();
    const first = (await screen.findByRole("link", { name: "Sipho Mabaso" })).closest("li") as HTMLElement;
    expect(within(first).getByText(/Birthdays · for Amara · Recorded in: French · #aaaaaaaa/)).toBeInTheDocument();
    expect(within(row("Wanjiru Kamau")).queryByText(/Recorded in/)).not.toBeInTheDocument();
  });

  it("marks a rush request (ADR 059)", async () => {
    mine = [
      buildVideoRequest({ id: "aaaaaaaa-0000-4000-8000-000000000001", rush: true, rushPriceUsdCents: 2_000 }),
      buildVideoRequest({
        id: "bbbbbbbb-0000-4000-8000-000000000002",
        celebrity: { id: "c2", username: "wanjiru", fullName: "Wanjiru Kamau", imageUrl: null },
      }),
    ];
    renderList();
    const first = (await screen.findByRole("link", { name: "Sipho Mabaso" })).closest("li") as HTMLElement;
    expect(within(first).getByTestId("fan-rush")).toHaveTextContent("Rush");
    expect(within(row("Wanjiru Kamau")).queryByTestId("fan-rush")).toBeNull();
  });

  it("lists the requests with status, short id and refunds in the paid currency", async () => {
    mine = [
      buildVideoRequest({
        id: "aaaaaaaa-0000-4000-8000-000000000001",
        status: "declined",
        refundStatus: "refunded",
        refundedAt: "2026-03-03T09:00:00.000Z",
        declineReason: "Not suitable for video content",
      }),
      buildVideoRequest({
        id: "bbbbbbbb-0000-4000-8000-000000000002",
        status: "expired",
        refundStatus: "pending",
        celebrity: { id: "c2", username: "wanjiru", fullName: "Wanjiru Kamau", imageUrl: null },
        amountMinor: 1_530_000,
        currency: "NGN",
      }),
    ];
    renderList();

    const declined = await screen.findByRole("link", { name: "Sipho Mabaso" });
    const first = declined.closest("li") as HTMLElement;
    expect(within(first).getByText("Declined")).toBeInTheDocument();
    expect(within(first).getByText(/#aaaaaaaa/)).toBeInTheDocument();
    expect(within(first).getByText(/Birthdays · for Amara/)).toBeInTheDocument();
    expect(within(first).getByText(/Refunded · KSh\s31,200/)).toBeInTheDocument();
    expect(within(first).getByText("Sipho Mabaso declined: Not suitable for video content")).toBeInTheDocument();
    expect(within(first).queryByRole("button", { name: /Cancel/ })).not.toBeInTheDocument();

    const second = row("Wanjiru Kamau");
    expect(within(second).getByText("Expired")).toBeInTheDocument();
    expect(within(second).getByText(/Refund pending · ₦15,300/)).toBeInTheDocument();

    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))).toEqual(
      [],
    );
  });

  it("shows each part refund staff gave, and a full refund as the rest of the payment", async () => {
    mine = [
      buildVideoRequest({
        id: "aaaaaaaa-0000-4000-8000-000000000001",
        status: "expired",
        refundStatus: "refunded",
        refundedAt: "2026-03-05T09:00:00.000Z",
        partRefunds: [{ amountMinor: 1_000_000, status: "succeeded", refundedAt: "2026-03-02T09:00:00.000Z" }],
      }),
      buildVideoRequest({
        id: "bbbbbbbb-0000-4000-8000-000000000002",
        status: "completed",
        celebrity: { id: "c2", username: "wanjiru", fullName: "Wanjiru Kamau", imageUrl: null },
        partRefunds: [{ amountMinor: 500_000, status: "pending", refundedAt: null }],
      }),
    ];
    renderList();

    const expired = (await screen.findByRole("link", { name: "Sipho Mabaso" })).closest("li") as HTMLElement;
    expect(
      within(expired)
        .getByText(/Refunded · KSh\s10,000/)
        .closest("p"),
    ).toHaveTextContent(/on Mar 2, 2026/);
    // The expiry's refund gave back what the part refund left: 31,200 - 10,000.
    expect(
      within(expired)
        .getByText(/Refunded · KSh\s21,200/)
        .closest("p"),
    ).toHaveTextContent(/on Mar 5, 2026/);
    expect(within(expired).getByText(/Paid KSh\s31,200/)).toBeInTheDocument();
    expect(within(expired).queryByText(/Refunded · KSh\s31,200/)).toBeNull();

    const delivered = row("Wanjiru Kamau");
    expect(within(delivered).getByText(/Refund pending · KSh\s5,000/)).toBeInTheDocument();
    expect(within(delivered).queryByText(/Refunded/)).toBeNull();
  });

  it("offers to refund only what is left of a payment staff refunded in part", async () => {
    mine = [
      buildVideoRequest({
        status: "pending",
        partRefunds: [{ amountMinor: 1_000_000, status: "succeeded", refundedAt: "2026-03-02T09:00:00.000Z" }],
      }),
    ];
    renderList();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel your request to Sipho Mabaso?" });
    expect(within(dialog).getByText(/full refund of KSh\s21,200/)).toBeInTheDocument();
  });

  it("completes the payment of an unpaid request at the checkout", async () => {
    mine = [buildVideoRequest({ status: "awaiting_payment", paidAt: null })];
    renderList();
    await screen.findByText("Awaiting payment");
    expect(screen.getByText(/To pay: KSh\s31,200/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Complete payment" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/payment/sandbox?reference=SALAMU-9-9"));
  });

  it("cancels a pending request after confirmation and shows the refund", async () => {
    mine = [buildVideoRequest({ status: "pending" })];
    renderList();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel your request to Sipho Mabaso?" });
    expect(within(dialog).getByText(/full refund of KSh/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel request" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Request cancelled", expect.anything()));
    expect(await screen.findByText("Cancelled")).toBeInTheDocument();
    expect(screen.getByText(/Refund pending/)).toBeInTheDocument();
    const cancels = vi.mocked(fetch).mock.calls.filter(([input]) => String(input).endsWith("/cancel"));
    expect(cancels).toHaveLength(1);
  });

  it("keeps the dialog open and says why when the cancellation is refused", async () => {
    mine = [buildVideoRequest({ status: "pending" })];
    cancelRefused = true;
    renderList();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel your request to Sipho Mabaso?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel request" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Couldn't cancel the request. This request can no longer be cancelled.",
    );
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("refetches when the server reports a change", async () => {
    mine = [buildVideoRequest({ status: "pending" })];
    renderList();
    await screen.findByText("Pending");
    mine = [buildVideoRequest({ status: "completed", completedAt: "2026-03-04T12:00:00.000Z", videoStatus: "ready" })];
    const event: RequestEvent = {
      type: "request.updated",
      requestId: mine[0]!.id,
      celebrityId: "c1",
      status: "completed",
      refundStatus: "none",
      videoStatus: "ready",
    };
    act(() => live.onEvent?.(event));
    expect(await screen.findByText("Completed")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Watch" })).toBeInTheDocument();
  });

  it("invites a fan without requests to browse", async () => {
    renderList();
    expect(await screen.findByText("No requests yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse celebrities" })).toHaveAttribute("href", "/celebrities");
  });
});
