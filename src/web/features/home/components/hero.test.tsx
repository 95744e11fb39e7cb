// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOME_TEXTS } from "@/shared/page-texts/texts-home";
import { PageContent } from "@/web/components/page-content/page-content";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { Hero } from "./hero";

/** The hero as the home page draws it: inside the page's texts. */
const renderHero = () =>
  renderWithProviders(
    <PageContent page="home" defaults={HOME_TEXTS}>
      <Hero />
    </PageContent>,
  );

let featured: { username: string; fullName: string }[];
let videosByStar: Record<
  string,
  { id: string; title: string; videoUrl: string; lowDataVideoUrl: string | null; posterUrl: string | null }[]
>;
let asked: string[];

beforeEach(() => {
  asked = [];
  featured = [
    { username: "ama_mensah", fullName: "Ama Mensah" },
    { username: "sipho_mabaso", fullName: "Sipho Mabaso" },
  ];
  videosByStar = {
    ama_mensah: [],
    sipho_mabaso: [
      {
        id: "v1",
        title: "Birthday message",
        videoUrl: "/api/showcase/v1/stream?expires=1&signature=s",
        lowDataVideoUrl: "/api/showcase/v1/stream-360p?expires=1&signature=s",
        posterUrl: "/api/showcase/v1/poster?expires=1&signature=s",
      },
    ],
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), "http://localhost");
      asked.push(pathname);
      if (pathname === "/api/celebrities/featured") return jsonResponse({ items: featured });
      const star = pathname.match(/^\/api\/celebrities\/([^/]+)\/videos$/)?.[1];
      if (star) {
        const items = (videosByStar[star] ?? []).map((video) => ({ ...video, createdAt: "2026-03-01T00:00:00Z" }));
        return jsonResponse({ items });
      }
      return jsonResponse({});
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Hero", () => {
  it("asks for nothing until play is pressed, then plays a featured star's showcase video", async () => {
    renderHero();
    const play = screen.getByRole("button", { name: "Play a sample video" });
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))).toEqual(
      [],
    );
    // The page texts load with the page; no star or video is asked for before play.
    expect(asked.filter((path) => path.startsWith("/api/celebrities"))).toEqual([]);

    fireEvent.click(play);
    const dialog = await screen.findByRole("dialog", { name: "A video from Sipho Mabaso" });
    const video = await within(dialog).findByTestId("hero-video");
    expect(video).toHaveAttribute("src", "/api/showcase/v1/stream?expires=1&signature=s");
    expect(video).toHaveAttribute("poster", "/api/showcase/v1/poster?expires=1&signature=s");
    expect(video).toHaveAttribute("controls");
    expect(within(dialog).getByRole("link", { name: /Book Sipho Mabaso/ })).toHaveAttribute(
      "href",
      "/celebrity/sipho_mabaso",
    );
  });

  it("plays the 360p rendition when the browser asks to save data", async () => {
    vi.stubGlobal("navigator", Object.assign(Object.create(globalThis.navigator), { connection: { saveData: true } }));
    renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Play a sample video" }));
    const dialog = await screen.findByRole("dialog", { name: "A video from Sipho Mabaso" });
    expect(await within(dialog).findByTestId("hero-video")).toHaveAttribute(
      "src",
      "/api/showcase/v1/stream-360p?expires=1&signature=s",
    );
  });

  it("offers the catalogue when no featured star has a video yet", async () => {
    videosByStar = {};
    renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Play a sample video" }));
    const dialog = await screen.findByRole("dialog", { name: "A Salamu video" });
    expect(await within(dialog).findByText("Our stars' videos will be here soon.")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: /Browse Celebrities/ })).toHaveAttribute("href", "/browse");
  });
});
