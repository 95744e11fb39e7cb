// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { VideoRequest } from "@/shared/schemas/requests";
import { buildVideoRequest } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { ReportProblem } from "./report-problem";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const delivered = (overrides: Partial<VideoRequest> = {}) =>
  buildVideoRequest({
    id: "r1",
    status: "completed",
    videoStatus: "ready",
    completedAt: "2026-03-05T10:00:00.000Z",
    ...overrides,
  });

function answer(response: () => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === "/api/requests/r1/report" && init?.method === "POST"
        ? response()
        : errorResponse(404, "NOT_FOUND", "Not found"),
    ),
  );
}

function openDialog(request = delivered()) {
  renderWithProviders(<ReportProblem request={request} />);
  fireEvent.click(screen.getByRole("button", { name: "Report a problem" }));
}

describe("Report a problem", () => {
  it("asks what is wrong, and for a note when it is something else, before sending anything", async () => {
    answer(() => jsonResponse({}));
    openDialog();
    fireEvent.click(screen.getByRole("button", { name: "Send the report" }));
    expect(await screen.findByText("Choose what is wrong with the video.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: /Something else/ }));
    fireEvent.click(screen.getByRole("button", { name: "Send the report" }));
    expect(await screen.findByText("Tell us what is wrong so it can be put right.")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends a wrong name with the note, and says the star will record it again", async () => {
    answer(() => jsonResponse({ request: delivered() }));
    openDialog();
    expect(screen.getByRole("radio", { name: /Wrong name/ })).toHaveAccessibleName(
      "Wrong name Recorded again for free",
    );
    fireEvent.click(screen.getByRole("radio", { name: /Wrong name/ }));
    fireEvent.change(screen.getByLabelText("What should be different?"), { target: { value: "  It is Adaeze  " } });
    fireEvent.click(screen.getByRole("button", { name: "Send the report" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Report sent", {
        description: "Sipho Mabaso has been asked to record it again. We will e-mail you when the new video is here.",
      }),
    );
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ reason: "wrong_name", note: "It is Adaeze" });
  });

  it("keeps what the fan wrote and says why when the server refuses", async () => {
    answer(() => errorResponse(409, "REPORT_WINDOW_OVER", "The time to report a problem with this video has passed."));
    openDialog();
    fireEvent.click(screen.getByRole("radio", { name: /Poor quality/ }));
    fireEvent.change(screen.getByLabelText("What should be different?"), { target: { value: "No sound" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The time to report a problem with this video has passed.",
    );
    expect(screen.getByLabelText("What should be different?")).toHaveValue("No sound");
    expect(screen.getByRole("radio", { name: /Poor quality/ })).toBeChecked();
  });

  it("shows where a report stands instead of the button", () => {
    renderWithProviders(
      <ReportProblem
        request={delivered({
          report: {
            reason: "wrong_occasion",
            note: "",
            status: "with_staff",
            staffNote: null,
            createdAt: "2026-03-06T10:00:00.000Z",
            closedAt: null,
          },
        })}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "You reported: Wrong occasion. Our team will look at it and write to you.",
    );
    expect(screen.queryByRole("button", { name: "Report a problem" })).not.toBeInTheDocument();
  });
});
