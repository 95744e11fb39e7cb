// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import AdminSliderPage from "@/web/app/routes/admin/slider";
import { buildAdminSlide, buildMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const staff = buildMe({ role: "moderator", permissions: ["slider"] });
const UPLOADED = `/api/images/${"a".repeat(32)}-banner.webp`;

const buildSlide = buildAdminSlide;

const first = buildSlide({
  translations: {
    fr: {
      title: "Des messages personnels de vos stars",
      description: "Réservez une vidéo.",
      buttonText: "Voir les stars",
    },
    ar: { title: "رسائل شخصية من النجوم", description: null, buttonText: null },
  },
  translationStatus: { fr: "done", ar: "partial", sw: "missing" },
});
const second = buildSlide({
  id: "22222222-2222-4222-8222-222222222222",
  title: "Festive greetings",
  description: "Seasonal greetings.",
  buttonText: null,
  buttonLink: null,
  active: false,
  sortOrder: 1,
});

type Call = { method: string; url: string; body: unknown };

function stubApi(handler: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
      const call = { method: init?.method ?? "GET", url, body };
      calls.push(call);
      return handler(call) ?? jsonResponse({ items: [first, second] });
    }),
  );
  return calls;
}

const renderPage = () =>
  renderWithProviders(<AdminSliderPage />, { path: "/admin/slider", routePath: "/admin/slider", session: staff });

describe("Slider Management", () => {
  it("lists every slide in order: first cannot go up, last cannot go down, hidden ones marked", async () => {
    const calls = stubApi(() => undefined);
    renderPage();
    const table = await screen.findByRole("table", { name: "Slides in display order" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(screen.getByRole("button", { name: `Move up: ${first.title}` })).toBeDisabled();
    expect(screen.getByRole("button", { name: `Move down: ${first.title}` })).toBeEnabled();
    expect(screen.getByRole("button", { name: `Move up: ${second.title}` })).toBeEnabled();
    expect(screen.getByRole("button", { name: `Move down: ${second.title}` })).toBeDisabled();
    expect(screen.getByRole("switch", { name: `Active: ${first.title}` })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("switch", { name: `Active: ${second.title}` })).toHaveAttribute("aria-checked", "false");
    expect(within(table).getByText("Hidden")).toBeInTheDocument();
    // The preview is the home page's own carousel, with the active slides only.
    const preview = screen.getByRole("region", { name: "Slider preview" });
    expect(within(preview).getByText(first.title)).toBeInTheDocument();
    expect(within(preview).queryByText(second.title)).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: "GET", url: "/api/admin/slider" });
  });

  it("says 'Failed to fetch slider items' when the list does not load", async () => {
    stubApi(() => errorResponse(500, "INTERNAL_ERROR", "boom"));
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch slider items");
  });

  it("requires title, description and image, refuses a javascript: link, then uploads and adds a slide", async () => {
    const user = userEvent.setup();
    const calls = stubApi(({ method, url, body }) => {
      if (method === "POST" && url === "/api/admin/slider/images") return jsonResponse({ imageUrl: UPLOADED });
      if (method === "POST" && url === "/api/admin/slider") {
        return jsonResponse({ item: buildSlide({ ...(body as object), id: "new", sortOrder: 2 }) }, 201);
      }
      return undefined;
    });
    renderPage();
    await screen.findByRole("table", { name: "Slides in display order" });

    await user.click(screen.getByRole("button", { name: "Add slide" }));
    expect(toast.error).toHaveBeenCalledWith("Missing fields", { description: "Please fill in all required fields" });
    expect(screen.getByText("A title is required")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.type(screen.getByLabelText("Title"), "Valentine's shoutouts");
    await user.type(screen.getByLabelText("Description"), "A love note from their favourite star.");
    const file = new File([new Uint8Array([137, 80, 78, 71])], "banner.png", { type: "image/png" });
    fireEvent.change(screen.getByTestId("slide-image-input"), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByAltText("Chosen for this slide")).toHaveAttribute("src", UPLOADED));
    // The preview shows the slide being written, as the home page will.
    const preview = screen.getByRole("region", { name: "Slider preview" });
    expect(within(preview).getByText("Valentine's shoutouts")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Button text (optional)"), "Book now");
    await user.type(screen.getByLabelText("Link (optional)"), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Add slide" }));
    expect(screen.getByText(/must be a site path/)).toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/admin/slider" && call.method === "POST")).toBe(false);

    await user.clear(screen.getByLabelText("Link (optional)"));
    await user.type(screen.getByLabelText("Link (optional)"), "/celebrities");
    await user.click(screen.getByRole("button", { name: "Add slide" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Slide added", expect.anything()));
    expect(calls.find((call) => call.url === "/api/admin/slider" && call.method === "POST")?.body).toEqual({
      title: "Valentine's shoutouts",
      description: "A love note from their favourite star.",
      imageUrl: UPLOADED,
      buttonText: "Book now",
      buttonLink: "/celebrities",
      translations: {},
    });
    // The form starts over.
    expect(screen.getByLabelText("Title")).toHaveValue("");
  });

  it("edits a slide and says 'Failed to save the slider item' when the save fails", async () => {
    const user = userEvent.setup();
    const calls = stubApi(({ method }) =>
      method === "PUT" ? errorResponse(500, "INTERNAL_ERROR", "boom") : undefined,
    );
    renderPage();
    await user.click(await screen.findByRole("button", { name: `Edit: ${first.title}` }));
    expect(screen.getByLabelText("Title")).toHaveValue(first.title);
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Renamed");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to save the slider item"));
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      url: `/api/admin/slider/${first.id}`,
      body: expect.objectContaining({ title: "Renamed" }),
    });
    // What staff typed stays in the form.
    expect(screen.getByLabelText("Title")).toHaveValue("Renamed");
  });

  it("moves, toggles and deletes, with the spec's message on each failure", async () => {
    const user = userEvent.setup();
    const calls = stubApi(({ method, url }) => {
      if (method === "POST" && url.endsWith("/move")) return errorResponse(500, "INTERNAL_ERROR", "boom");
      if (method === "PUT" && url.endsWith("/active")) return errorResponse(500, "INTERNAL_ERROR", "boom");
      if (method === "DELETE") return errorResponse(500, "INTERNAL_ERROR", "boom");
      return undefined;
    });
    renderPage();
    await user.click(await screen.findByRole("button", { name: `Move down: ${first.title}` }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to reorder slider items"));
    expect(calls.find((call) => call.url.endsWith("/move"))).toMatchObject({
      url: `/api/admin/slider/${first.id}/move`,
      body: { direction: "down" },
    });

    await user.click(screen.getByRole("switch", { name: `Active: ${second.title}` }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to update slider item status"));
    expect(calls.find((call) => call.url.endsWith("/active"))?.body).toEqual({ active: true });

    await user.click(screen.getByRole("button", { name: `Delete: ${second.title}` }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this slide?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete slide" }));
    expect(await within(dialog).findByText("Failed to delete the slider item")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "DELETE")?.url).toBe(`/api/admin/slider/${second.id}`);
  });

  it("shows which languages each slide has, in words, not by colour alone", async () => {
    stubApi(() => undefined);
    renderPage();
    await screen.findByRole("table", { name: "Slides in display order" });
    const firstLanguages = screen.getByRole("list", { name: `Languages of ${first.title}` });
    const badges = within(firstLanguages).getAllByRole("listitem");
    expect(badges.map((badge) => badge.textContent)).toEqual([
      "frFrançais: Translated",
      "arالعربية: Partly translated",
      "swKiswahili: Not translated: shows English",
    ]);
    expect(badges.map((badge) => badge.dataset.state)).toEqual(["done", "partial", "missing"]);
    expect(badges[1]).toHaveAttribute("title", "العربية: Partly translated");
    const secondLanguages = screen.getByRole("list", { name: `Languages of ${second.title}` });
    expect(within(secondLanguages).getAllByText(/Not translated: shows English/)).toHaveLength(3);
  });

  it("edits a translation in its language's tab, the English text as the hint, and sends every language", async () => {
    const user = userEvent.setup();
    const calls = stubApi(({ method, body }) =>
      method === "PUT" ? jsonResponse({ item: buildSlide({ ...(body as object) }) }) : undefined,
    );
    renderPage();
    await user.click(await screen.findByRole("button", { name: `Edit: ${first.title}` }));

    const tabs = screen.getByRole("tablist", { name: "Language of the texts" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["English", "Français", "العربية", "Kiswahili"]);
    expect(within(tabs).getByRole("tab", { name: "English" })).toHaveAttribute("aria-selected", "true");

    await user.click(within(tabs).getByRole("tab", { name: "Kiswahili" }));
    expect(within(tabs).getByRole("tab", { name: "Kiswahili" })).toHaveAttribute("aria-selected", "true");
    const title = screen.getByLabelText("Title");
    // Swahili has nothing yet: empty fields, the English text as their placeholder, and what empty means.
    expect(title).toHaveValue("");
    expect(title).toHaveAttribute("placeholder", first.title);
    expect(title).toHaveAttribute("lang", "sw");
    expect(title).toHaveAccessibleDescription("Leave empty to show the English text.");
    expect(screen.getByText(/You are writing the Kiswahili translation/)).toBeInTheDocument();
    await user.type(title, "Ujumbe kutoka kwa nyota");
    await user.type(screen.getByLabelText("Button text (optional)"), "Tazama nyota");
    // The preview shows the slide as Swahili readers will: their title, the English description.
    const preview = screen.getByRole("region", { name: "Slider preview" });
    expect(within(preview).getByText("Ujumbe kutoka kwa nyota")).toBeInTheDocument();
    expect(within(preview).getByText(first.description)).toBeInTheDocument();

    // The English texts are the required ones: a missing one brings the English tab back with its error.
    await user.click(within(tabs).getByRole("tab", { name: "English" }));
    await user.clear(screen.getByLabelText("Title"));
    await user.click(within(tabs).getByRole("tab", { name: "Kiswahili" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(within(tabs).getByRole("tab", { name: "English" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("A title is required")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
    await user.type(screen.getByLabelText("Title"), first.title);

    // French shows its saved texts; English its own, untouched.
    await user.click(within(tabs).getByRole("tab", { name: "Français" }));
    expect(screen.getByLabelText("Title")).toHaveValue(first.translations.fr?.title);
    await user.click(within(tabs).getByRole("tab", { name: "English" }));
    expect(screen.getByLabelText("Title")).toHaveValue(first.title);
    expect(screen.getByLabelText("Title")).not.toHaveAttribute("placeholder");

    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Slide updated", expect.anything()));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      title: first.title,
      description: first.description,
      imageUrl: first.imageUrl,
      buttonText: first.buttonText,
      buttonLink: first.buttonLink,
      translations: {
        fr: first.translations.fr,
        ar: { title: "رسائل شخصية من النجوم", description: "", buttonText: "" },
        sw: { title: "Ujumbe kutoka kwa nyota", description: "", buttonText: "Tazama nyota" },
      },
    });
  });
});
