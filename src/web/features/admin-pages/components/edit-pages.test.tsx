// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_DEFAULTS, PAGE_IDS } from "@/shared/page-content";
import type { PageLanguagesResponse } from "@/shared/schemas/page-content";
import { buildStaffMe } from "@/web/test/factories";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { EditPages } from "./edit-pages";

const languages: PageLanguagesResponse = {
  pages: PAGE_IDS.map((pageId) =>
    pageId === "about"
      ? { pageId, languages: { fr: "done", ar: "outdated", sw: "partial" } }
      : { pageId, languages: { fr: "missing", ar: "missing", sw: "missing" } },
  ),
};

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), "http://localhost");
      if (pathname === "/api/admin/pages/languages") return jsonResponse(languages);
      const page = /^\/api\/pages\/(\w+)$/.exec(pathname)?.[1] as keyof typeof PAGE_DEFAULTS | undefined;
      if (page) {
        return jsonResponse({
          pageId: page,
          locale: "en",
          fields: PAGE_DEFAULTS[page],
          untranslated: [],
          updatedAt: null,
        });
      }
      return jsonResponse({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Edit Pages", () => {
  it("says, in words, how far each language of each page is, and opens a page in a language for editing", async () => {
    renderWithProviders(<EditPages />, {
      path: "/admin/edit-pages",
      session: buildStaffMe({ permissions: ["content"] }),
    });
    const about = screen.getByRole("heading", { name: "About Us" }).closest("li") as HTMLElement;
    const list = within(about).getByRole("region", { name: "Languages" });
    const french = await within(list).findByRole("link", { name: "Edit About Us in Français" });
    expect(french).toHaveAttribute("href", "/fr/about?edit=1");
    expect(within(list).getByRole("link", { name: "Edit About Us in English" })).toHaveAttribute(
      "href",
      "/about?edit=1",
    );
    expect(within(list).getByRole("link", { name: "Edit About Us in العربية" })).toHaveAttribute(
      "href",
      "/ar/about?edit=1",
    );
    await within(list).findByText("Translated");
    const states = within(list)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(states).toEqual([
      "EnglishSource text",
      "FrançaisTranslated",
      "العربيةEnglish changed since",
      "KiswahiliPartly translated",
    ]);
    const terms = screen.getByRole("heading", { name: "Terms of Service" }).closest("li") as HTMLElement;
    expect(await within(terms).findAllByText("Not translated: shows English")).toHaveLength(3);
  });
});
