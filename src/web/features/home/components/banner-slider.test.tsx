// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@/web/lib/i18n";
import { buildSlide } from "@/web/test/factories";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { BannerSlider } from "./banner-slider";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const slide = buildSlide;

describe("BannerSlider", () => {
  it("asks for the slides in the page's language and marks English texts as English", async () => {
    const french = slide({ title: "Des messages de vos stars", locale: "fr", englishFields: ["buttonText"] });
    const english = slide({ id: "22222222-2222-4222-8222-222222222222", title: "Festive greetings" });
    const fetchMock = vi.fn(async (_url: string) => jsonResponse({ items: [french, english] }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(
      <I18nProvider locale="fr">
        <BannerSlider />
      </I18nProvider>,
      { path: "/", session: null },
    );
    const title = await screen.findByRole("heading", { level: 2, name: "Des messages de vos stars" });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/slider?locale=fr");
    expect(title).not.toHaveAttribute("lang");
    expect(title).toHaveAttribute("dir", "auto");
    expect(screen.getAllByRole("link", { name: "Browse stars", hidden: true })[0]).toHaveAttribute("lang", "en");
    expect(screen.getByRole("heading", { level: 2, name: "Festive greetings", hidden: true })).toHaveAttribute(
      "lang",
      "en",
    );
  });
});
