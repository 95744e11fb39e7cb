// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VideoDownloads, VideoPlayer, type VideoSources } from "./video-player";

const sources: VideoSources = {
  url: "/api/videos/r1/stream?sig=1",
  downloadUrl: "/api/videos/r1/download?sig=1",
  posterUrl: null,
  lowDataUrl: "/api/videos/r1/stream-360p?sig=1",
  lowDataDownloadUrl: "/api/videos/r1/download-360p?sig=1",
  sizeBytes: 12_300_000,
  lowDataSizeBytes: 2_100_000,
};

function withConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  vi.stubGlobal("navigator", Object.assign(Object.create(globalThis.navigator), { connection }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const player = () => screen.getByTestId("player") as HTMLVideoElement;

describe("VideoPlayer", () => {
  it.each([
    [{ saveData: true, effectiveType: "4g" }, "low"],
    [{ effectiveType: "slow-2g" }, "low"],
    [{ effectiveType: "2g" }, "low"],
    [{ effectiveType: "3g" }, "low"],
    [{ saveData: false, effectiveType: "4g" }, "hd"],
    [undefined, "hd"],
  ] as const)("chooses by Network Information %j: %s", (connection, expected) => {
    withConnection(connection);
    render(<VideoPlayer sources={sources} testId="player" />);
    expect(player()).toHaveAttribute("src", expected === "low" ? sources.lowDataUrl : sources.url);
    const pressed = expected === "low" ? "Data saver 360p" : "HD 720p";
    expect(screen.getByRole("button", { name: pressed })).toHaveAttribute("aria-pressed", "true");
  });

  it("plays 720p with no switch when there is no 360p file, even when saving data", () => {
    withConnection({ saveData: true });
    render(<VideoPlayer sources={{ ...sources, lowDataUrl: null, lowDataDownloadUrl: null }} testId="player" />);
    expect(player()).toHaveAttribute("src", sources.url);
    expect(screen.queryByRole("button", { name: "Data saver 360p" })).toBeNull();
  });

  it("switches quality from the same second, and keeps playing if it was", () => {
    withConnection({ effectiveType: "4g" });
    render(<VideoPlayer sources={sources} testId="player" />);
    const video = player();
    const play = vi.fn(() => Promise.resolve());
    Object.defineProperty(video, "play", { value: play });
    Object.defineProperty(video, "paused", { configurable: true, get: () => false });
    video.currentTime = 42.5;

    fireEvent.click(screen.getByRole("button", { name: "Data saver 360p" }));
    expect(player()).toBe(video);
    expect(video).toHaveAttribute("src", sources.lowDataUrl);
    expect(screen.getByRole("button", { name: "Data saver 360p" })).toHaveAttribute("aria-pressed", "true");
    // The new source resets the position; once its metadata is in, the player goes back to 42.5 s.
    video.currentTime = 0;
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(42.5);
    expect(play).toHaveBeenCalledTimes(1);

    // And back to HD, paused this time: same second, no play.
    Object.defineProperty(video, "paused", { configurable: true, get: () => true });
    video.currentTime = 50;
    fireEvent.click(screen.getByRole("button", { name: "HD 720p" }));
    expect(video).toHaveAttribute("src", sources.url);
    video.currentTime = 0;
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(50);
    expect(play).toHaveBeenCalledTimes(1);
  });
});

describe("VideoDownloads", () => {
  it("offers both renditions with their sizes", () => {
    render(<VideoDownloads sources={sources} singleLabel="Download" />);
    expect(screen.getByRole("link", { name: "Download HD (12.3 MB)" })).toHaveAttribute("href", sources.downloadUrl);
    expect(screen.getByRole("link", { name: "Download data saver (2.1 MB)" })).toHaveAttribute(
      "href",
      sources.lowDataDownloadUrl,
    );
  });

  it("offers the one file when there is no 360p rendition", () => {
    render(<VideoDownloads sources={{ ...sources, lowDataDownloadUrl: null }} singleLabel="Download video" />);
    expect(screen.getAllByRole("link").map((link) => link.textContent?.trim())).toEqual(["Download video"]);
  });
});
