// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { I18nProvider, loadMessages } from "@/web/lib/i18n";
import { buildBlogPostSummary } from "@/web/test/factories";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { BlogList } from "./blog-list";

beforeAll(() => loadMessages("ar", ["common", "pages"]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = buildBlogPostSummary;

describe("BlogList", () => {
  it("asks for the page's language and marks each text shown in English", async () => {
    const translated = card({ title: "مرحبًا بالقراء", locale: "ar", englishFields: ["excerpt"] });
    const english = card({ id: "22222222-2222-4222-8222-222222222222", slug: "other", title: "Only English" });
    const fetchMock = vi.fn(async (_url: string) =>
      jsonResponse({ items: [translated, english], total: 2, page: 1, pageSize: 9, totalPages: 1 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(
      <I18nProvider locale="ar">
        <BlogList tag="Music" />
      </I18nProvider>,
      { path: "/blog/tag/Music?page=2", routePath: "/blog/tag/:tag", session: null },
    );
    const arabic = await screen.findByRole("heading", { level: 2, name: "مرحبًا بالقراء" });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/blog/posts?tag=Music&page=2&locale=ar");
    expect(arabic).not.toHaveAttribute("lang");
    expect(arabic.closest("article")?.querySelector("p[dir=auto]")).toHaveAttribute("lang", "en");
    const other = screen.getByRole("heading", { level: 2, name: "Only English" });
    expect(other).toHaveAttribute("lang", "en");
    expect(other.closest("article")?.querySelector("p[dir=auto]")).toHaveAttribute("lang", "en");
  });
});
