// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pageHref } from "@/shared/client-routes";
import { I18nProvider, loadMessages } from "@/web/lib/i18n";
import { buildCelebrityDetail } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { CelebrityProfile } from "./celebrity-profile";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const sipho = buildCelebrityDetail({ id: "1", rating: 4.8 });
const sampleVideo = {
  id: "v1",
  title: "Birthday wishes",
  posterUrl: null,
  videoUrl: "/media/v1.mp4",
  lowDataVideoUrl: null,
  createdAt: "2026-11-01T10:00:00.000Z",
};
let siphoVideos: (typeof sampleVideo)[];

beforeAll(() => loadMessages("fr", ["common", "shared", "catalogue", "booking"]));

beforeEach(() => {
  siphoVideos = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), "http://localhost");
      if (pathname === "/api/currencies") {
        return jsonResponse({
          base: "USD",
          currencies: [{ code: "USD", name: "US Dollar", symbol: "$", flag: "", minorDigits: 2, rate: 1 }],
          detectedCurrency: "USD",
          ratesUpdatedAt: null,
        });
      }
      if (pathname === "/api/celebrities/sipho_mabaso") return jsonResponse(sipho);
      if (pathname === "/api/celebrities/sipho_mabaso/reviews") return jsonResponse({ items: [], total: 0 });
      if (pathname === "/api/celebrities/sipho_mabaso/videos") return jsonResponse({ items: siphoVideos });
      return errorResponse(404, "NOT_FOUND", "Celebrity not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderProfile(username: string) {
  return renderWithProviders(<CelebrityProfile username={username} />, {
    path: pageHref("/celebrity/:username", { username }),
    routePath: "/celebrity/:username",
    routes: [{ path: "*", element: <p>elsewhere</p> }],
    currency: true,
  }).router;
}

describe("Celebrity profile", () => {
  it("shows the profile; Request a video opens the request for a logged-out visitor too", async () => {
    const router = renderProfile("sipho_mabaso");
    expect(screen.getByRole("status")).toHaveTextContent("Loading celebrity…");

    expect(await screen.findByRole("heading", { level: 1, name: "Sipho Mabaso" })).toBeInTheDocument();
    expect(screen.getByText("Usually responds within 48 hours")).toBeInTheDocument();
    expect(screen.getByText("Personalised video message")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "About Sipho Mabaso" })).toBeInTheDocument();
    // No sample videos: the reviews open first.
    expect(await screen.findByText("No reviews yet. Be the first to book Sipho!")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/business?celebrity=sipho_mabaso");
    await waitFor(() => expect(document.title).toBe("Sipho Mabaso | Salamu"));

    // Signed out too, the request is written first (issue 24, item 2): the page opening the dialog is asked for.
    fireEvent.click(screen.getByRole("button", { name: "Request a video" }));
    await waitFor(() => expect(router.state.location.search).toBe("?request=video"));
    expect(router.state.location.pathname).toBe("/celebrity/sipho_mabaso");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("opens on the star's sample videos, the first tab, when they have some", async () => {
    siphoVideos = [sampleVideo];
    renderProfile("sipho_mabaso");
    expect(await screen.findByLabelText("Birthday wishes")).toBeInTheDocument();
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual(["Videos", "Reviews", "Details"]);
    expect(screen.getByRole("tab", { name: "Videos" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Reviews" })).toHaveAttribute("href", "?tab=reviews");
  });

  it("shows the bio in the page's language when the star wrote one, marked with its language", async () => {
    const french = buildCelebrityDetail({ bio: "Producteur d’amapiano et DJ.", bioLocale: "fr" });
    vi.mocked(fetch).mockImplementation(async (input) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname === "/api/celebrities/sipho_mabaso") {
        return jsonResponse(url.searchParams.get("locale") === "fr" ? french : sipho);
      }
      return errorResponse(404, "NOT_FOUND", "Not found");
    });
    renderWithProviders(
      <I18nProvider locale="fr">
        <CelebrityProfile username="sipho_mabaso" />
      </I18nProvider>,
      { path: "/celebrity/sipho_mabaso", routePath: "/celebrity/:username", currency: true },
    );
    const bio = await screen.findByText("Producteur d’amapiano et DJ.");
    expect(bio).toHaveAttribute("lang", "fr");
    expect(bio).toHaveAttribute("dir", "auto");
    expect(fetch).toHaveBeenCalledWith("/api/celebrities/sipho_mabaso?locale=fr", expect.anything());
  });

  it("shows the main bio, in no particular language, where the star wrote none in the page's", async () => {
    renderProfile("sipho_mabaso");
    const bio = await screen.findByText("Amapiano producer and DJ.");
    expect(bio).not.toHaveAttribute("lang");
    expect(bio).toHaveAttribute("dir", "auto");
    expect(fetch).toHaveBeenCalledWith("/api/celebrities/sipho_mabaso?locale=en", expect.anything());
  });

  it("copies the link when the browser cannot share", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText } });
    renderProfile("sipho_mabaso");
    fireEvent.click(await screen.findByRole("button", { name: "Share" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Link copied", expect.anything()));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/celebrity\/sipho_mabaso$/));
  });

  it("says so when the celebrity does not exist, without retrying", async () => {
    renderProfile("nobody");
    expect(await screen.findByRole("heading", { name: "Celebrity Not Found" })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find the celebrity you're looking for.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse celebrities" })).toHaveAttribute("href", "/celebrities");
    const detailCalls = vi.mocked(fetch).mock.calls.filter(([input]) => String(input).includes("/nobody?"));
    expect(detailCalls).toHaveLength(1);
  });
});
