// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildVideoRequest } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { RequestThread } from "./request-thread";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const question = {
  id: "m1",
  kind: "question" as const,
  body: "How do you say Amara?",
  createdAt: "2026-03-02T09:00:00.000Z",
};
const request = buildVideoRequest({ id: "r1", status: "accepted" });

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === "/api/requests/r1/question" && init?.method === "POST") {
        return jsonResponse({ request: { ...request, thread: [question] } });
      }
      if (String(input) === "/api/requests/r1/answer" && init?.method === "POST") {
        return errorResponse(409, "NO_OPEN_QUESTION", "There is no question waiting for your answer.");
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

describe("The star's question form", () => {
  it("refuses an empty question, then posts the trimmed one", async () => {
    renderWithProviders(<RequestThread request={request} party="celebrity" />);
    fireEvent.click(screen.getByRole("button", { name: "Send the question" }));
    expect(await screen.findByText("Write your message first.")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Ask the fan a question"), {
      target: { value: "  How do you say Amara? " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send the question" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Question sent to the fan"));
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ body: "How do you say Amara?" });
  });

  it("waits for the answer while a question is open: no second form", () => {
    renderWithProviders(<RequestThread request={{ ...request, thread: [question] }} party="celebrity" />);
    expect(screen.getByText("How do you say Amara?")).toBeInTheDocument();
    expect(screen.getByText(/Waiting for the fan's answer/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send the question" })).not.toBeInTheDocument();
  });
});

describe("The fan's answer form", () => {
  it("shows the star's question and keeps the answer written when the server refuses it", async () => {
    renderWithProviders(<RequestThread request={{ ...request, thread: [question] }} party="fan" />);
    expect(screen.getByText(/Sipho Mabaso asked/)).toBeInTheDocument();
    const box = screen.getByLabelText("Your answer");
    fireEvent.change(box, { target: { value: "ah-MAH-rah" } });
    fireEvent.click(screen.getByRole("button", { name: "Send my answer" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("There is no question waiting for your answer."));
    expect(box).toHaveValue("ah-MAH-rah");
  });

  it("shows nothing to a fan when no question was asked", () => {
    const { container } = renderWithProviders(<RequestThread request={request} party="fan" />);
    expect(container.querySelector("section")).toBeNull();
  });
});
