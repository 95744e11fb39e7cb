// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ScheduledSend } from "@/shared/schemas/watch";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { ScheduledSendPanel } from "./scheduled-send-panel";

const requestId = "3f6f8f2e-8a4d-4c55-9d55-2f1c2b7a0b11";
let stored: ScheduledSend | null;
let puts: unknown[];
let refuseNext: Response | undefined;

beforeEach(() => {
  stored = null;
  puts = [];
  refuseNext = undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), "http://localhost");
      if (pathname !== `/api/requests/${requestId}/scheduled-send`) return jsonResponse({ link: null });
      if (init?.method === "PUT") {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        if (refuseNext) return refuseNext;
        stored = { ...body, sendAt: "2026-12-01T07:00:00.000Z", status: "scheduled", sentAt: null };
      }
      if (init?.method === "DELETE" && stored) stored = { ...stored, status: "cancelled" };
      return jsonResponse({ scheduledSend: stored });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("Scheduled send panel", () => {
  it("checks the form with the shared schema before anything is sent", async () => {
    renderWithProviders(<ScheduledSendPanel requestId={requestId} />);
    fireEvent.click(await screen.findByRole("button", { name: "Schedule sending" }));
    expect(await screen.findByText(/^Enter the recipient.s phone number/)).toBeTruthy();
    expect(screen.getByText("Choose the day to send it.")).toBeTruthy();
    expect(puts).toHaveLength(0);
    expect(screen.getByLabelText("Their phone number").getAttribute("aria-invalid")).toBe("true");
  });

  it("schedules a text message at 8:00 on the chosen zone, then shows it with change and cancel", async () => {
    renderWithProviders(<ScheduledSendPanel requestId={requestId} />);
    await screen.findByRole("button", { name: "Schedule sending" });
    fill("Their phone number", "+234 803 123 4567");
    fill("Day", "2026-12-01");
    fill("Their time zone", "Africa/Lagos");
    fireEvent.click(screen.getByRole("button", { name: "Schedule sending" }));
    const status = await screen.findByRole("status");
    expect(puts).toEqual([
      { channel: "sms", to: "+234 803 123 4567", date: "2026-12-01", time: "08:00", timeZone: "Africa/Lagos" },
    ]);
    expect(status.textContent).toContain("Scheduled: a text message to +234 803 123 4567");
    expect(status.textContent).toContain("08:00 (Africa/Lagos)");

    fireEvent.click(screen.getByRole("button", { name: "Cancel sending" }));
    expect(await screen.findByText(/Sending was cancelled/)).toBeTruthy();
  });

  it("keeps what was typed and says why when the server refuses", async () => {
    refuseNext = errorResponse(400, "VALIDATION_ERROR", "Choose a moment that is still to come.");
    renderWithProviders(<ScheduledSendPanel requestId={requestId} />);
    await screen.findByRole("button", { name: "Schedule sending" });
    fireEvent.click(screen.getByLabelText("E-mail"));
    fill("Their e-mail address", "amina@example.com");
    fill("Day", "2026-01-01");
    fireEvent.click(screen.getByRole("button", { name: "Schedule sending" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("still to come"));
    expect((screen.getByLabelText("Their e-mail address") as HTMLInputElement).value).toBe("amina@example.com");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says when the link went", async () => {
    stored = {
      channel: "mail",
      to: "amina@example.com",
      date: "2026-12-01",
      time: "08:00",
      timeZone: "Africa/Lagos",
      sendAt: "2026-12-01T07:00:00.000Z",
      status: "sent",
      sentAt: "2026-12-01T07:00:30.000Z",
    };
    renderWithProviders(<ScheduledSendPanel requestId={requestId} />);
    expect((await screen.findByRole("status")).textContent).toContain("Sent to amina@example.com on");
    expect(screen.queryByRole("button", { name: "Schedule sending" })).toBeNull();
  });
});
