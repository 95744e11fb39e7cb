// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminRequestDetail, TimelineEntry } from "@/shared/schemas/admin-requests";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { RequestPage } from "./request-page";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const ID = "8494267c-1111-4222-8333-444455556666";
const at = (iso: string, kind: TimelineEntry["kind"], extra: Partial<TimelineEntry> = {}): TimelineEntry => ({
  kind,
  at: iso,
  text: null,
  author: null,
  amountMinor: null,
  currency: null,
  ...extra,
});

let detail: AdminRequestDetail;
let posts: unknown[];
let noteAnswer: () => Response;
let refundPosts: { amountMinor: number; reason: string; idempotencyKey: string }[];

beforeEach(() => {
  posts = [];
  refundPosts = [];
  detail = {
    request: {
      id: ID,
      shortId: "8494267c",
      status: "completed",
      fan: { id: "fan-1", name: "Ada Obi", email: "ada@example.com" },
      star: { id: "star-1", name: "Kofi Star" },
      amountMinor: 10_000,
      currency: "USD",
      refundStatus: "none",
      videoStatus: "ready",
      createdAt: "2026-03-01T10:00:00.000Z",
      message: "Happy birthday to my sister Ada!",
      occasion: null,
      recipientName: "Ngozi",
      deadline: null,
      declineReason: null,
    },
    refunds: {
      currency: "USD",
      paidMinor: 10_000,
      refundedMinor: 2_000,
      pendingMinor: 0,
      refundableMinor: 8_000,
      delivered: true,
      released: false,
    },
    timeline: [
      at("2026-03-01T10:00:00.000Z", "created"),
      at("2026-03-01T10:01:00.000Z", "paid", { amountMinor: 10_000, currency: "USD" }),
      at("2026-03-02T09:00:00.000Z", "delivered"),
    ],
    report: null,
    video: {
      url: `/api/videos/${ID}/stream?expires=1&signature=s`,
      downloadUrl: `/api/videos/${ID}/download?expires=1&signature=s`,
      posterUrl: null,
      lowDataUrl: null,
      lowDataDownloadUrl: null,
      expiresAt: "2026-03-02T10:00:00.000Z",
    },
  };
  noteAnswer = () => errorResponse(400, "VALIDATION_ERROR", "Note must be at most 2000 characters");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname === `/api/admin/requests/${ID}` && (init?.method ?? "GET") === "GET") {
        return jsonResponse(detail);
      }
      if (url.pathname === `/api/admin/requests/${ID}/report/redo` && init?.method === "POST") {
        posts.push(JSON.parse(String(init.body)));
        return jsonResponse({ report: { ...detail.report!, status: "redo" } });
      }
      if (url.pathname === `/api/admin/requests/${ID}/notes` && init?.method === "POST") {
        posts.push(JSON.parse(String(init.body)));
        return noteAnswer();
      }
      if (url.pathname === `/api/admin/requests/${ID}/refunds` && init?.method === "POST") {
        const body = JSON.parse(String(init.body));
        refundPosts.push(body);
        return jsonResponse({ refund: { id: "r1", ...body, currency: "USD", status: "pending", createdAt: "" } }, 202);
      }
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderPage = () => renderWithProviders(<RequestPage id={ID} />, { path: `/admin/requests/${ID}` });

describe("a request's page for staff", () => {
  it("shows the short id, the people, the message, the video and the timeline in order", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "Request #8494267c" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ada Obi" })).toHaveAttribute("href", "/admin/users/fan-1");
    expect(screen.getByText("Kofi Star")).toBeInTheDocument();
    expect(screen.getByText("Happy birthday to my sister Ada!")).toBeInTheDocument();
    expect(screen.getByTestId("admin-request-video")).toHaveAttribute("src", detail.video!.url);
    const items = within(screen.getByTestId("request-timeline")).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")!.textContent)).toEqual([
      "Request made",
      "Paid · $100.00",
      "Video delivered",
    ]);
  });

  it("says when there is no video yet", async () => {
    detail = { ...detail, video: null };
    renderPage();
    expect(await screen.findByText("No video delivered yet.")).toBeInTheDocument();
    expect(screen.queryByTestId("admin-request-video")).not.toBeInTheDocument();
  });

  it("keeps a refused note in the field with the server's reason, and clears it once saved", async () => {
    renderPage();
    const field = await screen.findByRole("textbox", { name: "Add a note" });
    fireEvent.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Write a note first.");
    expect(posts).toEqual([]);

    fireEvent.change(field, { target: { value: "Fan phoned about the name" } });
    fireEvent.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Note must be at most 2000 characters");
    expect(field).toHaveValue("Fan phoned about the name");
    expect(toast.success).not.toHaveBeenCalled();

    noteAnswer = () =>
      jsonResponse(at("2026-03-03T08:00:00.000Z", "note", { text: "Fan phoned about the name", author: "Sam" }), 201);
    fireEvent.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(field).toHaveValue(""));
    expect(toast.success).toHaveBeenCalledWith("Note added");
    expect(posts).toEqual([{ text: "Fan phoned about the name" }, { text: "Fan phoned about the name" }]);
  });

  it("shows the fan's report, and asks the star for a re-record with a note", async () => {
    detail = {
      ...detail,
      report: {
        reason: "poor_quality",
        note: "The sound cuts out.",
        status: "with_staff",
        staffNote: null,
        createdAt: "2026-03-03T10:00:00.000Z",
        closedAt: null,
      },
    };
    renderPage();
    expect(await screen.findByText("Poor quality")).toBeInTheDocument();
    expect(screen.getByText("Waiting on staff")).toBeInTheDocument();
    expect(screen.getByText("“The sound cuts out.”")).toBeInTheDocument();
    const ask = screen.getByRole("button", { name: "Ask the star to record again" });
    fireEvent.click(ask);
    expect(await screen.findByRole("alert")).toHaveTextContent("Write a note first.");
    expect(posts).toEqual([]);
    fireEvent.change(screen.getByRole("textbox", { name: "Note" }), { target: { value: "Sound drops at 0:12" } });
    fireEvent.click(ask);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("The star was asked to record it again"));
    expect(posts).toEqual([{ note: "Sound drops at 0:12" }]);
    expect(screen.getByRole("button", { name: "Close the report" })).toBeInTheDocument();
  });

  it("refunds part with a reason, refusing an empty reason or an amount above what is left, in the payment's currency", async () => {
    detail.timeline.push(
      at("2026-03-03T08:00:00.000Z", "staff_refund", {
        amountMinor: 2_000,
        currency: "USD",
        text: "Wrong name",
        author: "Sam",
        status: "succeeded",
      }),
    );
    renderPage();
    const figures = await screen.findByTestId("request-refunds");
    expect(figures).toHaveTextContent("Refunded$20.00");
    expect(figures).toHaveTextContent("Left to refund$80.00");
    const last = within(screen.getByTestId("request-timeline")).getAllByRole("listitem").at(-1)!;
    expect(last).toHaveTextContent("Refund by staff");
    expect(last).toHaveTextContent("done");
    expect(last).toHaveTextContent("$20.00");
    expect(last).toHaveTextContent("by Sam");
    expect(last).toHaveTextContent("Wrong name");

    fireEvent.click(screen.getByRole("radio", { name: "Part of it" }));
    const amount = screen.getByRole("textbox", { name: "Amount (USD)" });
    expect(screen.getByText("At most $80.00.")).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: "80.01" } });
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("At most $80.00 can be refunded.")).toBeInTheDocument();
    expect(screen.getByText("Give the reason for the refund.")).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("The amount must be more than zero.")).toBeInTheDocument();
    expect(refundPosts).toEqual([]);

    fireEvent.change(amount, { target: { value: "25.50" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Reason/ }), { target: { value: "Late delivery" } });
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Refund of $25.50 asked for: it shows in the timeline."),
    );
    expect(refundPosts).toEqual([{ amountMinor: 2_550, reason: "Late delivery", idempotencyKey: expect.any(String) }]);
  });

  it("offers all that is left of a delivered request, and only a part before delivery", async () => {
    renderPage();
    fireEvent.change(await screen.findByRole("textbox", { name: /Reason/ }), { target: { value: "Wrong name" } });
    expect(screen.getByRole("radio", { name: "All that is left ($80.00)" })).toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(refundPosts).toHaveLength(1));
    expect(refundPosts[0]).toMatchObject({ amountMinor: 8_000, reason: "Wrong name" });
    cleanup();

    detail = {
      ...detail,
      request: { ...detail.request, status: "accepted" },
      refunds: { ...detail.refunds!, delivered: false },
    };
    renderPage();
    await screen.findByRole("textbox", { name: "Amount (USD)" });
    expect(screen.queryByRole("radio", { name: /All that is left/ })).not.toBeInTheDocument();
    expect(screen.getByText(/At most \$79\.99: before delivery/)).toBeInTheDocument();
  });

  it("shows no form once the star's earnings were released", async () => {
    detail = { ...detail, refunds: { ...detail.refunds!, released: true } };
    renderPage();
    expect(await screen.findByText(/earnings were released/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Refund" })).not.toBeInTheDocument();
  });
});
