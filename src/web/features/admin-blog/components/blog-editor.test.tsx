// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminBlogPost } from "@/shared/schemas/blog";
import { buildStaffMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { BlogEditor } from "./blog-editor";
import { addTag } from "./editor-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const writer = buildStaffMe({ role: "moderator", permissions: ["blog"], name: "Amina Diallo" });

const savedPost = (overrides: Partial<AdminBlogPost> = {}): AdminBlogPost => ({
  id: "11111111-1111-4111-8111-111111111111",
  slug: "hello-world",
  title: "Hello, World!",
  excerpt: "Short",
  content: "# Hi",
  imageUrl: null,
  author: "Amina Diallo",
  tags: ["Music"],
  status: "published",
  publishedAt: "2026-01-01T00:00:00.000Z",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  translations: {},
  translationStatus: { fr: "missing", ar: "missing", sw: "missing" },
  ...overrides,
});

function stubApi(handler: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => handler(url, init));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const renderEditor = (path = "/admin/blog/new", id?: string) =>
  renderWithProviders(<BlogEditor id={id} />, {
    path,
    routePath: id ? "/admin/blog/edit/:id" : "/admin/blog/new",
    session: writer,
    toaster: true,
    routes: [{ path: "/admin/blog", element: <h1>Blog Management page</h1> }],
  });

describe("addTag", () => {
  it("trims, ignores blanks and refuses a tag already there (any case)", () => {
    expect(addTag([], "  Music  ")).toEqual({ tags: ["Music"] });
    expect(addTag(["Music"], "   ")).toEqual({ tags: ["Music"] });
    expect(addTag(["Music"], " music ")).toEqual({ tags: ["Music"], error: "Tag already exists" });
  });
});

describe("BlogEditor", () => {
  it("refuses to save with missing fields: 'Missing fields' / 'Please fill in all required fields'", async () => {
    const fetchMock = stubApi(() => jsonResponse({}));
    renderEditor();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "Only a title");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Missing fields")).toBeTruthy();
    expect(screen.getByText("Please fill in all required fields")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalledWith("/api/admin/blog/posts", expect.anything());
  });

  it("adds tags with Enter, trimmed, and says 'Tag already exists' for a duplicate", async () => {
    stubApi(() => jsonResponse({}));
    renderEditor();
    const user = userEvent.setup();
    const tags = screen.getByLabelText("Tags");
    await user.type(tags, "  Music  {Enter}");
    const added = screen.getByRole("list", { name: "Tags added" });
    expect(within(added).getByText("Music")).toBeTruthy();
    expect((tags as HTMLInputElement).value).toBe("");
    await user.type(tags, "music{Enter}");
    expect(await screen.findByText("Tag already exists")).toBeTruthy();
    expect(within(added).getAllByRole("listitem")).toHaveLength(1);
  });

  it("makes the slug from the title until edited, previews the Markdown, and publishes", async () => {
    const fetchMock = stubApi((url, init) =>
      url === "/api/admin/blog/posts" && init?.method === "POST"
        ? jsonResponse({ post: savedPost() }, 201)
        : jsonResponse({}),
    );
    renderEditor();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "Hello, World!");
    expect((screen.getByLabelText("Slug") as HTMLInputElement).value).toBe("hello-world");
    await user.type(screen.getByLabelText("Excerpt"), "Short");
    await user.type(screen.getByLabelText("Content (Markdown)"), "## A heading");
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(within(preview).getByRole("heading", { level: 2, name: "A heading" })).toBeTruthy();
    expect((screen.getByLabelText("Author") as HTMLInputElement).value).toBe("Amina Diallo");
    await user.type(screen.getByLabelText("Tags"), "Music{Enter}");

    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByRole("heading", { name: "Blog Management page" })).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url, init]) => url === "/api/admin/blog/posts" && init?.method === "POST");
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      title: "Hello, World!",
      slug: "hello-world",
      excerpt: "Short",
      content: "## A heading",
      author: "Amina Diallo",
      tags: ["Music"],
      status: "published",
      translations: {},
    });
  });

  it("asks before leaving with unsaved changes, and stays when asked to", async () => {
    stubApi(() => jsonResponse({}));
    const { router } = renderEditor();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "Half written");
    void router.navigate("/admin/blog");
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/admin/blog/new");
    void router.navigate("/admin/blog");
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Leave" }));
    expect(await screen.findByRole("heading", { name: "Blog Management page" })).toBeTruthy();
  });

  it("says 'Post not found' and goes back to the list for an unknown post", async () => {
    stubApi(() => errorResponse(404, "NOT_FOUND", "Post not found"));
    renderEditor("/admin/blog/edit/22222222-2222-4222-8222-222222222222", "22222222-2222-4222-8222-222222222222");
    expect(await screen.findByRole("heading", { name: "Blog Management page" })).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Post not found")).toBeTruthy());
  });

  it("writes a translation in its language's tab (English as the hint, the preview in that language) and saves it", async () => {
    const post = savedPost({
      content: "# Hi\n\nEnglish body",
      translations: { fr: { title: "Bonjour, le monde !", excerpt: null, content: null } },
      translationStatus: { fr: "partial", ar: "missing", sw: "missing" },
    });
    const fetchMock = stubApi(() => jsonResponse({ post }));
    renderEditor(`/admin/blog/edit/${post.id}`, post.id);
    const user = userEvent.setup();
    const tabs = await screen.findByRole("tablist", { name: "Language of the texts" });
    expect(within(tabs).getByRole("tab", { name: "English" })).toHaveAttribute("aria-selected", "true");

    await user.click(within(tabs).getByRole("tab", { name: "Français" }));
    expect(screen.getByLabelText("Title")).toHaveValue("Bonjour, le monde !");
    const content = screen.getByLabelText("Content (Markdown)");
    expect(content).toHaveValue("");
    expect(content).toHaveAttribute("placeholder", post.content);
    expect(content).toHaveAccessibleDescription("Leave empty to show the English text.");
    // The slug keeps following nothing but the English title.
    expect(screen.getByLabelText("Slug")).toHaveValue("hello-world");
    await user.type(content, "## Un titre");
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(within(preview).getByText("Bonjour, le monde !")).toBeTruthy();
    expect(within(preview).getByRole("heading", { level: 2, name: "Un titre" })).toBeTruthy();
    // An empty translated excerpt shows the English one.
    expect(within(preview).getByText("Short")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByRole("heading", { name: "Blog Management page" })).toBeTruthy();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(call?.[0]).toBe(`/api/admin/blog/posts/${post.id}`);
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      title: "Hello, World!",
      content: "# Hi\n\nEnglish body",
      status: "draft",
      translations: { fr: { title: "Bonjour, le monde !", excerpt: "", content: "## Un titre" } },
    });
  });

  it("sends English to the required checks: a missing English title brings the English tab back", async () => {
    const fetchMock = stubApi(() => jsonResponse({}));
    renderEditor();
    const user = userEvent.setup();
    const tabs = screen.getByRole("tablist", { name: "Language of the texts" });
    await user.click(within(tabs).getByRole("tab", { name: "العربية" }));
    await user.type(screen.getByLabelText("Title"), "عنوان");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Missing fields")).toBeTruthy();
    expect(within(tabs).getByRole("tab", { name: "English" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalledWith("/api/admin/blog/posts", expect.anything());
  });
});
