// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { ReviewForm } from "./review-form";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === "/api/requests/r1/review" && init?.method === "POST") {
        return jsonResponse({ review: { rating: 4, text: "Loved it" } }, 201);
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

function renderForm(review: { rating: number; text: string } | null = null) {
  renderWithProviders(<ReviewForm requestId="r1" celebrityName="Sipho Mabaso" review={review} />);
}

describe("Review form", () => {
  it("asks for a rating and words before posting", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByText("Choose a rating from 1 to 5 stars")).toBeInTheDocument();
    expect(screen.getByText("Please write a few words about your video")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("posts the stars and text, then shows the review read-only", async () => {
    renderForm();
    const group = screen.getByRole("group", { name: "Rate your video" });
    expect(screen.getAllByRole("radio")).toHaveLength(5);
    fireEvent.click(screen.getByRole("radio", { name: "4 stars" }));
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(group).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Your review"), { target: { value: "  Loved it  " } });
    fireEvent.click(screen.getByRole("button", { name: "Submit review" }));

    expect(await screen.findByRole("img", { name: "4 out of 5 stars" })).toBeInTheDocument();
    expect(screen.getByText("Loved it")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit review" })).not.toBeInTheDocument();
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ rating: 4, text: "Loved it" });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Thanks for your review!", expect.anything()));
  });

  it("shows an existing review read-only", () => {
    renderForm({ rating: 5, text: "Perfect" });
    expect(screen.getByRole("img", { name: "5 out of 5 stars" })).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  });
});
