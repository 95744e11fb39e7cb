// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CelebrityStats, VideoRequest } from "@/shared/schemas/requests";
import { currenciesResponse } from "@/web/lib/currency/test-currencies";
import { resetLiveEventsForTests } from "@/web/lib/live-events";
import { buildIncomingRequest, buildMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { CelebrityDashboard } from "./celebrity-dashboard";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const celebrity = buildMe({
  name: "Star Person",
  role: "celebrity",
  celebrityProfile: { id: "c1", username: "star", approved: true, verified: true },
});

const stats: CelebrityStats = {
  pending: 3,
  accepted: 2,
  completed: 17,
  earningsUsdCents: 123_450,
  platformFeePercent: 25,
  averageRating: 4.666,
  reviewCount: 9,
};

const older = buildIncomingRequest({
  id: "aaaaaaaa-1111-4000-8000-000000000001",
  fan: { name: "Older Fan" },
  createdAt: "2026-03-01T10:00:00.000Z",
  // Booked first, but wanted later: the newer request, due sooner, comes first.
  deadline: "2026-05-30",
});
const newer = buildIncomingRequest({
  id: "bbbbbbbb-2222-4000-8000-000000000002",
  fan: { name: "Kofi Mensah" },
  createdAt: "2026-04-02T10:00:00.000Z",
  // Fixed when the fan paid, at the fee of that day.
  earnings: { amountMinor: 3_750, usdCents: 3_750, feePercent: 25 },
  recordingLanguage: "swahili",
});

let pending: VideoRequest[];
let accepted: VideoRequest[];
let completed: VideoRequest[];
let posts: { path: string; body: unknown }[];

/** The page's one EventSource; `emit` plays a server-sent `request` event. */
class FakeEventSource {
  static current: FakeEventSource | null = null;
  private readonly listeners = new Map<string, (event: MessageEvent) => void>();
  constructor() {
    FakeEventSource.current = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  close() {}
  emit(data: unknown) {
    this.listeners.get("request")?.(new MessageEvent("request", { data: JSON.stringify(data) }));
  }
}

beforeEach(() => {
  pending = [older, newer];
  accepted = [];
  completed = [];
  posts = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      if (init?.method === "POST") {
        posts.push({ path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
        const id = url.pathname.split("/")[3];
        const request = pending.find((candidate) => candidate.id === id);
        if (url.pathname.endsWith("/accept") && request) {
          return jsonResponse({ request: { ...request, status: "accepted", acceptedAt: "2026-04-02T11:00:00.000Z" } });
        }
        return jsonResponse(
          { error: { code: "CONFLICT", message: "You cannot accept a request that is declined." } },
          409,
        );
      }
      if (url.pathname === "/api/currencies") return jsonResponse(currenciesResponse("USD"));
      if (url.pathname === "/api/celebrity/stats") return jsonResponse(stats);
      const single = pending.find((request) => url.pathname === `/api/requests/${request.id}`);
      if (single) return jsonResponse({ request: single });
      if (url.pathname === "/api/requests/incoming") {
        const status = url.searchParams.get("status");
        return jsonResponse({
          requests:
            status === "pending" ? pending : status === "accepted" ? accepted : status === "completed" ? completed : [],
        });
      }
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
  vi.stubGlobal("navigator", {
    ...navigator,
    mediaDevices: { getUserMedia: vi.fn(async () => Promise.reject(new Error("NotAllowedError"))) },
  });
});

afterEach(() => {
  cleanup();
  resetLiveEventsForTests();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderDashboard() {
  renderWithProviders(<CelebrityDashboard user={celebrity} />, { path: "/dashboard", currency: true });
}

describe("Celebrity dashboard", () => {
  it("shows the figures the API computed", async () => {
    renderDashboard();
    const figures = await screen.findByRole("list", { name: "Your figures" });
    const card = (label: string) => within(figures).getByText(label).closest("li") as HTMLElement;
    expect(within(card("Pending requests")).getByText("3")).toBeInTheDocument();
    expect(within(card("Pending requests")).getByText("2 accepted requests to record")).toBeInTheDocument();
    expect(within(card("Completed videos")).getByText("17")).toBeInTheDocument();
    expect(await within(card("Earnings")).findByText("$1,234.50")).toBeInTheDocument();
    expect(within(card("Earnings")).getByText("Delivered videos, after each one's fee")).toBeInTheDocument();
    expect(within(card("Earnings")).queryByText(/25%/)).toBeNull();
    expect(within(card("Average rating")).getByText("4.7")).toBeInTheDocument();
    expect(within(card("Average rating")).getByText("9 reviews")).toBeInTheDocument();
  });

  it("lists pending requests by the fan's deadline, with 8-character ids and their details", async () => {
    renderDashboard();
    const section = screen.getByRole("region", { name: /Pending requests/ });
    const cards = await within(section).findAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Kofi Mensah", "Older Fan"]);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText("#bbbbbbbb")).toBeInTheDocument();
    expect(within(first).queryByText(/bbbbbbbb-2222/)).not.toBeInTheDocument();
    expect(within(first).getByText("Please wish my sister a happy birthday!")).toBeInTheDocument();
    expect(within(first).getByText("Birthdays")).toBeInTheDocument();
    expect(within(first).getByText("Amina")).toBeInTheDocument();
    expect(within(first).getByText("Apr 20, 2026")).toBeInTheDocument();
    expect(within(first).getByText("Recorded in").nextElementSibling).toHaveTextContent("Swahili");
    // An older request without a language says nothing of it.
    expect(within(cards[1] as HTMLElement).queryByText("Recorded in")).not.toBeInTheDocument();
    expect(await within(first).findByText("$50.00")).toBeInTheDocument();
    // What the celebrity keeps, as fixed when the fan paid.
    expect(await within(first).findByTestId("you-earn")).toHaveTextContent("You earn $37.50 after the 25% fee");
  });

  it("accepts a request with a POST and opens the record-or-upload choice without the camera; Record asks for it only when chosen", async () => {
    accepted = [{ ...older, status: "accepted", acceptedAt: "2026-04-02T11:00:00.000Z" }];
    renderDashboard();
    const section = screen.getByRole("region", { name: /Pending requests/ });
    const [first] = await within(section).findAllByRole("article");
    fireEvent.click(within(first as HTMLElement).getByRole("button", { name: "Accept" }));

    await waitFor(() => expect(posts).toEqual([{ path: `/api/requests/${newer.id}/accept`, body: undefined }]));
    // Accepted, the choice opens (issue 24, item 22): nothing recording, nothing uploading yet.
    const choice = await screen.findByRole("dialog", { name: "Record or upload your video" });
    expect(within(choice).getByText("Request accepted. How will you make the video?")).toBeInTheDocument();
    expect(within(choice).queryByRole("tab")).not.toBeInTheDocument();
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
    fireEvent.click(within(choice).getByRole("button", { name: "Upload a file" }));
    expect(within(choice).getByRole("tab", { name: "Upload" })).toHaveAttribute("aria-selected", "true");
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
    fireEvent.keyDown(choice, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // Upload needs no camera either.
    const toRecord = screen.getByRole("region", { name: /Accepted/ });
    const [acceptedCard] = await within(toRecord).findAllByRole("article");
    fireEvent.click(within(acceptedCard as HTMLElement).getByRole("button", { name: "Upload" }));
    let dialog = await screen.findByRole("dialog", { name: "Record or upload your video" });
    expect(within(dialog).getByRole("tab", { name: "Upload" })).toHaveAttribute("aria-selected", "true");
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    fireEvent.click(within(acceptedCard as HTMLElement).getByRole("button", { name: "Record" }));
    dialog = await screen.findByRole("dialog", { name: "Record or upload your video" });
    expect(within(dialog).getByText(/Request #aaaaaaaa from Older Fan/)).toBeInTheDocument();
    // The camera is asked for the front camera at 1280x720 with sound; refused here, so the spec's toast.
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: "user" },
      audio: true,
    });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Camera Error", {
        description: "Unable to access camera. Please check permissions.",
      }),
    );
    expect(within(dialog).getByRole("button", { name: "Upload a file instead" })).toBeInTheDocument();
  });

  it("shows a new paid request live, with a toast naming the fan", async () => {
    pending = [older];
    renderDashboard();
    const section = screen.getByRole("region", { name: /Pending requests/ });
    await within(section).findByRole("article", { name: "Older Fan" });

    const fresh = buildIncomingRequest({ id: "eeeeeeee-0000-4000-8000-000000000005", fan: { name: "Ama Serwaa" } });
    pending = [older, fresh];
    FakeEventSource.current?.emit({
      type: "request.created",
      requestId: fresh.id,
      celebrityId: "c1",
      status: "pending",
      refundStatus: "none",
      videoStatus: "none",
    });
    expect(await within(section).findByRole("article", { name: "Ama Serwaa" })).toBeInTheDocument();
    await waitFor(() => expect(toast).toHaveBeenCalledWith("New request from Ama Serwaa", expect.anything()));
  });

  it("ignores events about another celebrity's requests", async () => {
    renderDashboard();
    const section = screen.getByRole("region", { name: /Pending requests/ });
    await within(section).findAllByRole("article");
    const event = { type: "request.created", status: "pending", refundStatus: "none", videoStatus: "none" };
    FakeEventSource.current?.emit({ ...event, requestId: newer.id, celebrityId: "someone-else" });
    // Events are handled in order: once this celebrity's own event shows, the foreign one has been seen too.
    const own = buildIncomingRequest({ id: "eeeeeeee-0000-4000-8000-000000000006", fan: { name: "Kofi Mensah" } });
    pending = [...pending, own];
    FakeEventSource.current?.emit({ ...event, requestId: own.id, celebrityId: "c1" });
    await waitFor(() => expect(toast).toHaveBeenCalledWith("New request from Kofi Mensah", expect.anything()));
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it("declines after confirmation, with the default reason when none is given", async () => {
    renderDashboard();
    const section = screen.getByRole("region", { name: /Pending requests/ });
    const [, second] = await within(section).findAllByRole("article");
    fireEvent.click(within(second as HTMLElement).getByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Decline this request?" });
    expect(within(dialog).getByLabelText("Reason (optional)")).toHaveAttribute(
      "placeholder",
      "Not suitable for video content",
    );
    expect(posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline request" }));
    await waitFor(() => expect(posts).toEqual([{ path: `/api/requests/${older.id}/decline`, body: {} }]));
  });

  it("offers Record and Upload on accepted requests, and Upload again after a failed processing", async () => {
    accepted = [
      buildIncomingRequest({
        id: "cccccccc-0000-4000-8000-000000000003",
        status: "accepted",
        fan: { name: "To Record" },
      }),
      buildIncomingRequest({
        id: "dddddddd-0000-4000-8000-000000000004",
        status: "accepted",
        fan: { name: "Failed One" },
        videoStatus: "failed",
        videoError: "The file is not a video we can read.",
      }),
    ];
    renderDashboard();
    const section = screen.getByRole("region", { name: /Accepted — to record/ });
    const toRecord = await within(section).findByRole("article", { name: "To Record" });
    expect(within(toRecord).getByRole("button", { name: "Record" })).toBeInTheDocument();
    expect(within(toRecord).getByRole("button", { name: "Upload" })).toBeInTheDocument();
    const failed = within(section).getByRole("article", { name: "Failed One" });
    expect(within(failed).getByText("The file is not a video we can read.")).toBeInTheDocument();
    fireEvent.click(within(failed).getByRole("button", { name: "Upload again" }));
    const dialog = await screen.findByRole("dialog", { name: "Record or upload your video" });
    expect(within(dialog).getByRole("tab", { name: "Upload" })).toHaveAttribute("aria-selected", "true");
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
  });

  it("puts a reported video on top: a re-record owed offers Record and Upload, one staff decide does not", async () => {
    const report = {
      note: "",
      staffNote: null,
      createdAt: "2026-04-05T10:00:00.000Z",
      closedAt: null,
    };
    completed = [
      buildIncomingRequest({
        id: "eeeeeeee-0000-4000-8000-000000000005",
        status: "completed",
        videoStatus: "ready",
        fan: { name: "Wrong Name Fan" },
        report: { ...report, reason: "wrong_name", note: "She is Adaeze.", status: "redo" },
      }),
      buildIncomingRequest({
        id: "ffffffff-0000-4000-8000-000000000006",
        status: "completed",
        videoStatus: "ready",
        fan: { name: "Quality Fan" },
        report: { ...report, reason: "poor_quality", status: "with_staff" },
      }),
      buildIncomingRequest({
        id: "abababab-0000-4000-8000-000000000007",
        status: "completed",
        videoStatus: "ready",
        fan: { name: "Happy Fan" },
      }),
    ];
    renderDashboard();
    const section = await screen.findByRole("region", { name: /Reported videos/ });
    const cards = within(section).getAllByRole("article");
    expect(cards.map((card) => card.getAttribute("aria-labelledby"))).toEqual([
      "request-eeeeeeee-0000-4000-8000-000000000005-title",
      "request-ffffffff-0000-4000-8000-000000000006-title",
    ]);
    const owed = within(section).getByRole("article", { name: "Wrong Name Fan" });
    expect(within(owed).getByRole("region", { name: "Problem reported" })).toHaveTextContent(
      "Wrong Name Fan reported: Wrong name",
    );
    expect(within(owed).getByText("“She is Adaeze.”")).toBeInTheDocument();
    expect(within(owed).getByRole("button", { name: "Record" })).toBeInTheDocument();
    expect(within(owed).getByRole("button", { name: "Upload" })).toBeInTheDocument();
    const withStaff = within(section).getByRole("article", { name: "Quality Fan" });
    expect(within(withStaff).getByText(/Our team is looking at it/)).toBeInTheDocument();
    expect(within(withStaff).queryByRole("button", { name: "Upload" })).not.toBeInTheDocument();
  });
});
