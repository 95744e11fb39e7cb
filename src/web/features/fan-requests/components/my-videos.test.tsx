// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VideoRequest } from "@/shared/schemas/requests";
import { buildVideoRequest } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { MyVideos } from "./my-videos";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
vi.mock("@/web/lib/live-events", () => ({ useLiveRequestEvents: () => {} }));

let videos: VideoRequest[];
let consentCalls: { path: string; body: unknown }[];

beforeEach(() => {
  videos = [];
  consentCalls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname.endsWith("/showcase") && init?.method === "PUT") {
        const body = JSON.parse(String(init.body)) as { allowed: boolean };
        consentCalls.push({ path: url.pathname, body });
        videos = videos.map((video) => ({ ...video, showcaseAllowed: body.allowed }));
        return jsonResponse({ requestId: videos[0]?.id, allowed: body.allowed });
      }
      if (url.pathname === "/api/requests/mine") {
        return jsonResponse({ requests: url.searchParams.get("status") === "completed" ? videos : [] });
      }
      if (url.pathname.endsWith("/video")) {
        return jsonResponse({
          url: "/v.mp4",
          downloadUrl: "/v.mp4?download=1",
          posterUrl: null,
          expiresAt: "2099-01-01",
        });
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

function renderPage() {
  renderWithProviders(<MyVideos />, { path: "/dashboard/videos" });
}

const seriousViolations = async (root: Element) => {
  const results = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
  return results.violations
    .filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))
    .map((violation) => `${violation.id}: ${violation.help}`);
};

describe("My Videos", () => {
  it("shows the delivered videos with a review form, and plays one in the dialog", async () => {
    videos = [
      buildVideoRequest({ status: "completed", completedAt: "2026-03-04T12:00:00.000Z" }),
      buildVideoRequest({
        id: "9a9a9a9a-0000-4000-8000-000000000009",
        status: "completed",
        completedAt: "2026-03-02T12:00:00.000Z",
        celebrity: { id: "c2", username: "wanjiru", fullName: "Wanjiru Kamau", imageUrl: null },
        review: { rating: 5, text: "Made my day" },
      }),
    ];
    renderPage();
    const watch = await screen.findByRole("button", { name: "Watch your video from Sipho Mabaso" });
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole("button", { name: "Submit review" })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole("img", { name: "5 out of 5 stars" })).toBeInTheDocument();
    expect(within(cards[1]!).getByText("Made my day")).toBeInTheDocument();
    expect(await seriousViolations(document.body)).toEqual([]);

    fireEvent.click(watch);
    expect(await screen.findByRole("dialog", { name: "Your video from Sipho Mabaso" })).toBeInTheDocument();
    expect(await screen.findByTestId("video-player")).toHaveAttribute("src", "/v.mp4");
  });

  it("covers a ready video with its real poster frame", async () => {
    videos = [
      buildVideoRequest({
        status: "completed",
        videoStatus: "ready",
        completedAt: "2026-03-04T12:00:00.000Z",
        posterUrl: "/api/videos/x/poster?expires=1&signature=s",
        celebrity: { id: "c1", username: "sipho_mabaso", fullName: "Sipho Mabaso", imageUrl: "/api/images/a-480.webp" },
      }),
    ];
    renderPage();
    const watch = await screen.findByRole("button", { name: "Watch your video from Sipho Mabaso" });
    expect(watch.querySelector("img")).toHaveAttribute("src", "/api/videos/x/poster?expires=1&signature=s");
  });

  it("invites a fan without videos to browse", async () => {
    renderPage();
    expect(await screen.findByText("No videos yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse celebrities" })).toHaveAttribute("href", "/celebrities");
  });
});

describe("My Videos: featuring on the celebrity's profile", () => {
  it("is off by default; the fan's switch allows it, and can take it back", async () => {
    videos = [
      buildVideoRequest({ status: "completed", videoStatus: "ready", completedAt: "2026-03-04T12:00:00.000Z" }),
    ];
    renderPage();
    const toggle = await screen.findByRole("switch", { name: "Allow Sipho Mabaso to feature this video" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(toggle).toHaveAccessibleDescription(
      "It may then appear on their public profile. You can turn this off at any time.",
    );

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "true"));
    expect(consentCalls).toEqual([{ path: `/api/requests/${videos[0]!.id}/showcase`, body: { allowed: true } }]);

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "false"));
    expect(consentCalls.at(-1)?.body).toEqual({ allowed: false });
  });

  it("offers no switch for a request completed without a playable video", async () => {
    videos = [buildVideoRequest({ status: "completed", videoStatus: "none", completedAt: "2026-03-04T12:00:00.000Z" })];
    renderPage();
    expect(await screen.findByRole("button", { name: "Watch" })).toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });
});
