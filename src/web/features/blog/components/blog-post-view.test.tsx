// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Me } from "@/shared/schemas/accounts";
import type { BlogPost } from "@/shared/schemas/blog";
import { I18nProvider, loadMessages } from "@/web/lib/i18n";
import { buildStaffMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { BlogPostView } from "./blog-post-view";

beforeAll(() => loadMessages("fr", ["common", "pages"]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const post: BlogPost = {
  id: "11111111-1111-4111-8111-111111111111",
  slug: "hello",
  title: "Hello readers",
  excerpt: "Short",
  content: "Read [this](javascript:alert(1)) and <script>alert(2)</script> [that](https://example.com).",
  imageUrl: null,
  author: "Amina Diallo",
  tags: ["Music"],
  status: "published",
  publishedAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  locale: "en",
};

const page = (total: number) => ({ items: [], total, page: 1, pageSize: 9, totalPages: 1 });

function stubApi(handler: (url: string) => Response) {
  const fetchMock = vi.fn(async (url: string) => handler(url));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const renderPost = (options: { session?: Me | null } = {}) =>
  renderWithProviders(<BlogPostView slug="hello" />, { path: "/blog/hello", routePath: "/blog/:slug", ...options });

describe("BlogPostView", () => {
  it("shows the post: relative date, author, tags, safe Markdown; Edit post only for staff with `blog`", async () => {
    stubApi(() => jsonResponse({ post }));
    renderPost({ session: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Hello readers" })).toBeTruthy();
    expect(screen.getByText("3 days ago")).toBeTruthy();
    // The author's name is isolated (<bdi>) in the byline.
    expect(screen.getByText("Amina Diallo").parentElement?.textContent).toBe("By Amina Diallo");
    expect(screen.getByRole("link", { name: "Music" }).getAttribute("href")).toBe("/blog/tag/Music");
    // The body's Markdown renderer loads after the page (lazySection).
    expect((await screen.findByRole("link", { name: "that" })).getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.queryByRole("link", { name: "this" })).toBeNull();
    expect(document.querySelector("article script")).toBeNull();
    expect(screen.queryByRole("link", { name: "Edit post" })).toBeNull();
    cleanup();

    renderPost({ session: buildStaffMe({ role: "moderator", permissions: ["blog"] }) });
    const edit = await screen.findByRole("link", { name: "Edit post" });
    expect(edit.getAttribute("href")).toBe(`/admin/blog/edit/${post.id}`);
  });

  it("says 'Blog post not found' when other posts exist, 'No blog posts available' when none do", async () => {
    stubApi((url) =>
      url.startsWith("/api/blog/posts/")
        ? errorResponse(404, "NOT_FOUND", "Blog post not found")
        : jsonResponse(page(3)),
    );
    renderPost({ session: null });
    expect(await screen.findByText("Blog post not found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to all posts" }).getAttribute("href")).toBe("/blog");
    cleanup();

    stubApi((url) =>
      url.startsWith("/api/blog/posts/")
        ? errorResponse(404, "NOT_FOUND", "Blog post not found")
        : jsonResponse(page(0)),
    );
    renderPost({ session: null });
    expect(await screen.findByText("No blog posts available")).toBeTruthy();
  });

  it("says 'Error loading blog post' when the API fails", async () => {
    stubApi(() => errorResponse(500, "INTERNAL", "boom"));
    renderPost({ session: null });
    expect(await screen.findByText("Error loading blog post")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to all posts" })).toBeTruthy();
  });

  it("asks for the post in the page's language and marks the texts still in English as English", async () => {
    const fetchMock = stubApi(() =>
      jsonResponse({
        post: { ...post, title: "Bonjour les lecteurs", locale: "fr", englishFields: ["content"] },
      }),
    );
    renderWithProviders(
      <I18nProvider locale="fr">
        <BlogPostView slug="hello" />
      </I18nProvider>,
      { path: "/blog/hello", routePath: "/blog/:slug", session: null },
    );
    const title = await screen.findByRole("heading", { level: 1, name: "Bonjour les lecteurs" });
    expect(fetchMock).toHaveBeenCalledWith("/api/blog/posts/hello?locale=fr", expect.anything());
    expect(title).not.toHaveAttribute("lang");
    expect(title).toHaveAttribute("dir", "auto");
    const body = (await screen.findByRole("link", { name: "that" })).closest("[dir=auto]");
    expect(body).toHaveAttribute("lang", "en");
    cleanup();

    // No translation at all: everything is English, and marked so.
    stubApi(() => jsonResponse({ post }));
    renderWithProviders(
      <I18nProvider locale="fr">
        <BlogPostView slug="hello" />
      </I18nProvider>,
      { path: "/blog/hello", routePath: "/blog/:slug", session: null },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Hello readers" })).toHaveAttribute("lang", "en");
    cleanup();

    // On an English page nothing is marked.
    stubApi(() => jsonResponse({ post }));
    renderPost({ session: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Hello readers" })).not.toHaveAttribute("lang");
  });
});
