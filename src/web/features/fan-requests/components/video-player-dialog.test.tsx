// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildVideoRequest } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { VideoPlayerDialog } from "./video-player-dialog";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const request = buildVideoRequest({ status: "completed", completedAt: "2026-03-04T12:00:00.000Z" });

let answers: Array<() => Response>;
let served = 0;
let shareLinksMade = 0;

const access = (n: number) =>
  jsonResponse({
    url: `/files/videos/${request.id}.mp4?signature=${n}`,
    downloadUrl: `/files/videos/${request.id}.mp4?signature=${n}&download=1`,
    posterUrl: `/files/posters/${request.id}.jpg?signature=${n}`,
    expiresAt: "2026-03-04T13:00:00.000Z",
  });

beforeEach(() => {
  served = 0;
  shareLinksMade = 0;
  answers = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), "http://localhost");
      if (pathname === `/api/requests/${request.id}/share-link`) {
        if (init?.method === "POST") {
          shareLinksMade += 1;
          const token = `token${shareLinksMade}`;
          return jsonResponse({ token, path: `/watch/${token}`, createdAt: "2026-03-04T12:30:00.000Z" }, 201);
        }
        if (init?.method === "DELETE") return new Response(null, { status: 204 });
        return jsonResponse({ link: null });
      }
      if (pathname === `/api/requests/${request.id}/video`) {
        served += 1;
        return (answers.shift() ?? (() => access(served)))();
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

function renderPlayer() {
  renderWithProviders(<VideoPlayerDialog request={request} open onOpenChange={() => {}} />);
}

describe("Video player dialog", () => {
  it("plays the signed URL with its poster and offers the download", async () => {
    renderPlayer();
    expect(screen.getByRole("dialog", { name: "Your video from Sipho Mabaso" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading video…");
    const video = await screen.findByTestId("video-player");
    expect(video).toHaveAttribute("src", `/files/videos/${request.id}.mp4?signature=1`);
    expect(video).toHaveAttribute("poster", `/files/posters/${request.id}.jpg?signature=1`);
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("playsinline");
    expect(screen.getByRole("link", { name: "Download" })).toHaveAttribute(
      "href",
      `/files/videos/${request.id}.mp4?signature=1&download=1`,
    );
  });

  it("says when the video cannot play, and Retry fetches a fresh signed URL", async () => {
    renderPlayer();
    fireEvent.error(await screen.findByTestId("video-player"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error playing video. The video file may be corrupted or unavailable.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() =>
      expect(screen.getByTestId("video-player")).toHaveAttribute("src", `/files/videos/${request.id}.mp4?signature=2`),
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(served).toBe(2);
  });

  it("says when the video cannot be loaded, and Retry tries again", async () => {
    // A server error is retried once by itself before the fan is told.
    const failure = () => errorResponse(500, "INTERNAL_ERROR", "Something went wrong");
    answers = [failure, failure];
    renderPlayer();
    expect(await screen.findByRole("alert")).toHaveTextContent("Unable to load video. Please try again later.");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByTestId("video-player")).toHaveAttribute(
      "src",
      `/files/videos/${request.id}.mp4?signature=3`,
    );
  });

  it("says when there is no such video", async () => {
    answers = [() => errorResponse(404, "NOT_FOUND", "Request not found")];
    renderPlayer();
    expect(await screen.findByRole("alert")).toHaveTextContent("Video not found");
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download" })).toBeDisabled();
  });

  it("shares a private watch link (WhatsApp, copy), never the star's profile; a new link replaces it", async () => {
    renderPlayer();
    fireEvent.click(await screen.findByRole("button", { name: "Create share link" }));
    const whatsapp = await screen.findByRole("link", { name: "Share on WhatsApp" });
    const url = `${window.location.origin}/watch/token1`;
    expect(screen.getByTestId("share-link-url")).toHaveValue(url);
    const href = whatsapp.getAttribute("href") ?? "";
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    expect(href).toContain(encodeURIComponent(url));
    expect(href).not.toContain("celebrity");
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "New link" }));
    await waitFor(() =>
      expect(screen.getByTestId("share-link-url")).toHaveValue(`${window.location.origin}/watch/token2`),
    );

    // Turning it off asks first.
    fireEvent.click(screen.getByRole("button", { name: "Turn off link" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Turn this link off?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Turn off link" }));
    expect(await screen.findByRole("button", { name: "Create share link" })).toBeInTheDocument();
  });
});
