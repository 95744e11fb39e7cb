// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ShowcaseVideo } from "@/shared/schemas/catalogue";
import { buildCelebrityDetail } from "@/web/test/factories";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { VideosTab } from "./videos-tab";

const sipho = buildCelebrityDetail({ id: "1" });
const withLowData: ShowcaseVideo = {
  id: "s1",
  title: "Birthday message",
  posterUrl: null,
  videoUrl: "/api/showcase/s1/stream?expires=1&signature=a",
  lowDataVideoUrl: "/api/showcase/s1/stream-360p?expires=1&signature=b",
  createdAt: "2026-03-01T00:00:00Z",
};
// Delivered before there was a 360p file.
const hdOnly: ShowcaseVideo = {
  ...withLowData,
  id: "s2",
  title: "Pep talk",
  videoUrl: "/api/showcase/s2/stream?expires=1&signature=c",
  lowDataVideoUrl: null,
};

function withConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  vi.stubGlobal("navigator", Object.assign(Object.create(globalThis.navigator), { connection }));
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse({ items: [withLowData, hdOnly] })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sourceOf = async (title: string) => (await screen.findByLabelText(title)).getAttribute("src");

describe("the profile's Videos tab", () => {
  it("plays the 720p files on a fast connection", async () => {
    withConnection({ effectiveType: "4g" });
    renderWithProviders(<VideosTab celebrity={sipho} />);
    expect(await sourceOf("Birthday message")).toBe(withLowData.videoUrl);
    expect(await sourceOf("Pep talk")).toBe(hdOnly.videoUrl);
  });

  it("plays the 360p rendition on a slow connection, and the 720p file of a video without one", async () => {
    withConnection({ effectiveType: "3g" });
    renderWithProviders(<VideosTab celebrity={sipho} />);
    expect(await sourceOf("Birthday message")).toBe(withLowData.lowDataVideoUrl);
    expect(await sourceOf("Pep talk")).toBe(hdOnly.videoUrl);
  });
});
