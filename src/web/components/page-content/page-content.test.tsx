// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_DEFAULTS } from "@/shared/page-content";
import type { Me } from "@/shared/schemas/accounts";
import type { PageContent as PageContentResponse } from "@/shared/schemas/page-content";
import { I18nProvider } from "@/web/lib/i18n";
import { deferred } from "@/web/test/deferred";
import { buildMe, buildStaffMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { Editable, PageContent } from "./page-content";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const E = Editable<"about">;

/** A small page made the way the real ones are: texts of the About page, one inside a link. */
function AboutLike() {
  return (
    <PageContent page="about" defaults={PAGE_DEFAULTS.about}>
      <h1>
        <E field="pageTitle" label="Page title" />
      </h1>
      <E as="p" field="intro" />
      <a href="/become-celebrity">
        <E field="joinPrimaryButton" />
      </a>
    </PageContent>
  );
}

let stored: PageContentResponse;
let calls: { method: string; path: string; search: string; body: unknown }[];
let answerPut: (body: { fields: Record<string, string> }) => Promise<Response> | Response;

beforeEach(() => {
  stored = {
    pageId: "about",
    locale: "en",
    fields: { ...PAGE_DEFAULTS.about, pageTitle: "About the Salamu team" },
    untranslated: [],
    updatedAt: null,
  };
  calls = [];
  answerPut = (body) => {
    stored = { ...stored, fields: body.fields, updatedAt: new Date().toISOString() };
    return jsonResponse(stored);
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname, search } = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: pathname, search, body });
      if (pathname === "/api/pages/about" && method === "GET") return jsonResponse(stored);
      if (pathname === "/api/admin/pages/about" && method === "PUT") return answerPut(body);
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const editor = buildStaffMe({ role: "moderator", permissions: ["content"] });
const render = (session: Me | null, path = "/about") =>
  renderWithProviders(<AboutLike />, { path, routePath: "/about", session });

/** Types into an element edited in place (what the browser does: the text changes, then an input event). */
function typeInto(element: HTMLElement, text: string) {
  element.textContent = text;
  fireEvent.input(element);
}

const puts = () => calls.filter((call) => call.method === "PUT");

describe("page texts", () => {
  it("shows the server's texts, as text: markup saved as a text stays literal", async () => {
    stored.fields.pageTitle = `<script>alert(1)</script><img src=x onerror="alert(2)">`;
    const { container } = render(null);
    const heading = await screen.findByRole("heading", { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent(`<script>alert(1)</script><img src=x onerror="alert(2)">`));
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    // Visitors get no edit control.
    expect(screen.queryByRole("button", { name: "Edit Page" })).toBeNull();
  });

  it("keeps the built-in texts' place, invisibly, until the server answers (no old text shown)", async () => {
    const answer = deferred<Response>();
    vi.mocked(fetch).mockImplementationOnce(() => answer.promise);
    render(null);
    const title = screen.getByText(PAGE_DEFAULTS.about.pageTitle);
    expect(title).toHaveClass("invisible");
    answer.resolve(jsonResponse(stored));
    await waitFor(() => expect(screen.getByText("About the Salamu team")).not.toHaveClass("invisible"));
  });
});

describe("a page in another language", () => {
  it("asks for the page's language and marks the texts not yet translated as English", async () => {
    stored = {
      ...stored,
      locale: "fr",
      fields: { ...stored.fields, intro: "Salamu rapproche les fans et leurs stars préférées." },
      untranslated: ["pageTitle"],
    };
    renderWithProviders(
      <I18nProvider locale="fr">
        <AboutLike />
      </I18nProvider>,
      { path: "/about", session: null },
    );
    const heading = await screen.findByRole("heading", { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent("About the Salamu team"));
    expect(within(heading).getByText("About the Salamu team")).toHaveAttribute("lang", "en");
    expect(screen.getByText("Salamu rapproche les fans et leurs stars préférées.")).not.toHaveAttribute("lang");
    expect(calls.find((call) => call.path === "/api/pages/about")?.search).toBe("?locale=fr");
  });
});

describe("inline editing", () => {
  it("staff with content edit in place; 'Changes saved' only once the server has stored it", async () => {
    const answer = deferred<Response>();
    answerPut = (body) => {
      stored = { ...stored, fields: body.fields, updatedAt: new Date().toISOString() };
      return answer.promise.then(() => jsonResponse(stored));
    };
    render(editor);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Page" }));
    const title = await screen.findByRole("textbox", { name: "Page title" });
    expect(title).toHaveAttribute("contenteditable", "plaintext-only");
    typeInto(title, "Meet the Salamu people");
    // A click on a text inside a link edits it; it does not follow the link.
    const button = screen.getByRole("textbox", { name: "Join primary button" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);

    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect((puts()[0]!.body as { fields: Record<string, string> }).fields).toEqual({
      ...stored.fields,
      pageTitle: "Meet the Salamu people",
    });
    expect(toast.success).not.toHaveBeenCalled();
    answer.resolve(new Response());
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Changes saved", {
        description: "Your page updates have been saved successfully.",
      }),
    );
    expect(screen.queryByRole("region", { name: "Page editor" })).toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Meet the Salamu people");
  });

  it("Cancel restores the saved text and says the edits were discarded", async () => {
    render(editor, "/about?edit=1");
    const title = await screen.findByRole("textbox", { name: "Page title" });
    typeInto(title, "Something else entirely");
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(toast).toHaveBeenCalledWith("Changes discarded", { description: "Your edits have been discarded." });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("About the Salamu team");
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(puts()).toHaveLength(0);
  });

  it("Preview shows the draft as visitors would, then back to editing keeps it", async () => {
    render(editor, "/about?edit=1");
    typeInto(await screen.findByRole("textbox", { name: "Page title" }), "A previewed title");
    fireEvent.click(await screen.findByRole("button", { name: "Preview" }));
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("A previewed title");
    fireEvent.click(screen.getByRole("button", { name: "Continue editing" }));
    expect(await screen.findByRole("textbox", { name: "Page title" })).toHaveTextContent("A previewed title");
  });

  it("checks the page's rules before sending (the spec's message)", async () => {
    render(editor, "/about?edit=1");
    typeInto(await screen.findByRole("textbox", { name: "Page title" }), "Hey");
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(toast.error).toHaveBeenCalledWith("Error saving changes", {
      description: "Title must be at least 5 characters",
    });
    expect(puts()).toHaveLength(0);
    expect(screen.getByRole("region", { name: "Page editor" })).toBeInTheDocument();
  });

  it("a failure on the server's side is the spec's save-failure message, and the draft stays", async () => {
    answerPut = () => errorResponse(500, "INTERNAL", "Something went wrong");
    render(editor, "/about?edit=1");
    typeInto(await screen.findByRole("textbox", { name: "Page title" }), "Kept through a failure");
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error saving changes", {
        description: "There was a problem saving your changes. Please try again.",
      }),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Page title" })).toHaveTextContent("Kept through a failure");
  });

  it("a refusal from the server is the permission message, and the draft stays", async () => {
    answerPut = () => errorResponse(403, "FORBIDDEN", "Forbidden");
    render(editor, "/about?edit=1");
    typeInto(await screen.findByRole("textbox", { name: "Page title" }), "Not going to be saved");
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Permission denied", {
        description: "Only super admins or admins with content permissions can edit pages",
      }),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Page title" })).toHaveTextContent("Not going to be saved");
  });

  it("a fan asking for edit mode gets 'Permission denied' and no editor", async () => {
    render(buildMe(), "/about?edit=1");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Permission denied", {
        description: "Only super admins or admins with content permissions can edit pages",
      }),
    );
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Page" })).toBeNull();
  });

  it("staff without content see the control but are told they may not", async () => {
    render(buildStaffMe({ role: "moderator", permissions: ["blog"] }));
    fireEvent.click(await screen.findByRole("button", { name: "Edit Page" }));
    expect(toast.error).toHaveBeenCalledWith("Permission denied", {
      description: "Only super admins or admins with content permissions can edit pages",
    });
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("the super admin may edit", async () => {
    render(buildStaffMe({ role: "super_admin", permissions: [] }), "/about?edit=1");
    expect(await screen.findByRole("textbox", { name: "Page title" })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
