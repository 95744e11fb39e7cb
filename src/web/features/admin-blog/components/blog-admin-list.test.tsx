// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminBlogPostSummary } from "@/shared/schemas/blog";
import { buildAdminBlogPostSummary, buildStaffMe } from "@/web/test/factories";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { BlogAdminList } from "./blog-admin-list";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = (overrides: Partial<AdminBlogPostSummary>) =>
  buildAdminBlogPostSummary({ slug: "hello-world", title: "Hello, World!", ...overrides });

describe("BlogAdminList", () => {
  it("shows each post's languages with their state in words", async () => {
    const translated = summary({ translationStatus: { fr: "done", ar: "partial", sw: "missing" } });
    const english = summary({ id: "22222222-2222-4222-8222-222222222222", slug: "draft", title: "Draft only" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ items: [translated, english], total: 2, page: 1, pageSize: 20, totalPages: 1 })),
    );
    renderWithProviders(<BlogAdminList />, {
      path: "/admin/blog",
      session: buildStaffMe({ role: "moderator", permissions: ["blog"] }),
    });
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Languages" })).toBeTruthy();
    const languages = within(table).getByRole("list", { name: "Languages of Hello, World!" });
    const badges = within(languages).getAllByRole("listitem");
    expect(badges.map((badge) => within(badge).getByText(/:/).textContent)).toEqual([
      "Français: Translated",
      "العربية: Partly translated",
      "Kiswahili: Not translated: shows English",
    ]);
    // Not the colour alone: each state has its own icon beside the language's code.
    expect(badges.map((badge) => badge.querySelector("svg")?.getAttribute("class"))).toEqual([
      expect.stringContaining("lucide-check"),
      expect.stringContaining("lucide-circle-dashed"),
      expect.stringContaining("lucide-circle-slash"),
    ]);
    const untranslated = within(table).getByRole("list", { name: "Languages of Draft only" });
    expect(within(untranslated).getAllByText(/Not translated: shows English/)).toHaveLength(3);
  });
});
