// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Category, CelebrityListResponse, CelebritySummary } from "@/shared/schemas/catalogue";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { BrowseCelebrities } from "./browse-celebrities";

const categories: Category[] = [
  { id: "musicians", name: "Musicians", description: "Singers", celebrityCount: 6 },
  { id: "comedians", name: "Comedians", description: "Laughs", celebrityCount: 5 },
];

const celebrity = (index: number): CelebritySummary => ({
  id: `id-${index}`,
  username: `star_${index}`,
  fullName: `Star Number${index}`,
  profession: "musician",
  categoryId: "musicians",
  categoryName: "Musicians",
  country: "ghana",
  priceCents: 10_000 + index,
  imageUrl: null,
  verified: index === 1,
  featured: false,
  rating: 4.5,
  reviewCount: index === 2 ? 0 : 3,
  responseTime: "24 hours",
});

let listResponse: CelebrityListResponse;
let celebrityRequests: URL[];

beforeEach(() => {
  celebrityRequests = [];
  listResponse = {
    items: [celebrity(1), celebrity(2)],
    total: 14,
    page: 2,
    pageSize: 12,
    totalPages: 2,
    categoryCounts: { musicians: 6, comedians: 5 },
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname === "/api/categories") return jsonResponse({ categories });
      if (url.pathname === "/api/currencies") {
        return jsonResponse({
          base: "USD",
          currencies: [{ code: "USD", name: "US Dollar", symbol: "$", flag: "", minorDigits: 2, rate: 1 }],
          detectedCurrency: "USD",
          ratesUpdatedAt: null,
        });
      }
      if (url.pathname === "/api/celebrities") {
        celebrityRequests.push(url);
        return jsonResponse(listResponse);
      }
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBrowse(initialUrl: string) {
  return renderWithProviders(<BrowseCelebrities />, { path: initialUrl, currency: true }).router;
}

const lastRequest = () => Object.fromEntries(celebrityRequests.at(-1)?.searchParams ?? []);

describe("Browse celebrities", () => {
  it("sends the state in the URL to the API and shows it", async () => {
    renderBrowse("/celebrities?search=star&category=musicians&sort=highToLow&page=2");

    expect(await screen.findByRole("link", { name: "Star Number1" })).toHaveAttribute("href", "/celebrity/star_1");
    expect(lastRequest()).toEqual({ search: "star", category: "musicians", sort: "highToLow", page: "2" });
    expect(screen.getByRole("searchbox", { name: "Search celebrities" })).toHaveValue("star");
    expect(await screen.findByRole("button", { name: /Musicians/, pressed: true })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /14 celebrities for “star” in Musicians/ })).toBeInTheDocument();
    // The card: verified badge, "New" without reviews, a price.
    const cards = screen.getAllByTestId("celebrity-card");
    expect(within(cards[0]!).getByText("Verified")).toBeInTheDocument();
    expect(within(cards[1]!).getByText("New")).toBeInTheDocument();
    expect(await within(cards[0]!).findByText("$100.01")).toBeInTheDocument();
    // Pagination keeps the filters.
    const pagination = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pagination).getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "href",
      "/celebrities?search=star&category=musicians&sort=highToLow",
    );
    expect(within(pagination).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  it("reads country, price range, 24-hour delivery and sort from the URL and sends them to the API", async () => {
    renderBrowse("/celebrities?country=kenya&minPrice=150&maxPrice=249&within24h=true&sort=rating");

    await screen.findByRole("link", { name: "Star Number1" });
    expect(lastRequest()).toEqual({
      country: "kenya",
      minPrice: "150",
      maxPrice: "249",
      within24h: "true",
      sort: "rating",
      page: "1",
    });
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveDisplayValue("Kenya");
    expect(screen.getByRole("combobox", { name: "Price" })).toHaveDisplayValue("$150 – $250");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveDisplayValue("Top rated");
    expect(screen.getByRole("button", { name: "Delivers within 24 hours", pressed: true })).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: /14 celebrities from Kenya, delivering within 24 hours/ }),
    ).toBeInTheDocument();
  });

  it("reads the header's ?q= search, and 'Delivers within 24 hours' toggles in the URL", async () => {
    const router = renderBrowse("/celebrities?q=wizkid&sort=newest");
    await screen.findByRole("link", { name: "Star Number1" });
    expect(lastRequest()).toEqual({ search: "wizkid", sort: "newest", page: "1" });

    fireEvent.click(screen.getByRole("button", { name: "Delivers within 24 hours", pressed: false }));
    await waitFor(() => expect(router.state.location.search).toBe("?search=wizkid&within24h=true&sort=newest"));
    await waitFor(() =>
      expect(lastRequest()).toEqual({ search: "wizkid", within24h: "true", sort: "newest", page: "1" }),
    );
  });

  it("ignores hand-edited filter values the API would refuse", async () => {
    renderBrowse("/celebrities?country=atlantis&minPrice=-5&maxPrice=abc&within24h=yes&sort=best");
    await screen.findByRole("link", { name: "Star Number1" });
    expect(lastRequest()).toEqual({ sort: "trending", page: "1" });
  });

  it("choosing a category updates the URL, returns to page 1 and refetches", async () => {
    const router = renderBrowse("/celebrities?sort=newest&page=2");
    fireEvent.click(await screen.findByRole("button", { name: /Comedians/ }));

    await waitFor(() => expect(router.state.location.search).toBe("?category=comedians&sort=newest"));
    await waitFor(() => expect(lastRequest()).toEqual({ category: "comedians", sort: "newest", page: "1" }));

    // Back restores the previous state.
    await router.navigate(-1);
    await waitFor(() => expect(lastRequest()).toEqual({ sort: "newest", page: "2" }));
  });

  it("searches after the visitor stops typing", async () => {
    const router = renderBrowse("/celebrities");
    const box = await screen.findByRole("searchbox", { name: "Search celebrities" });
    fireEvent.change(box, { target: { value: "amapiano" } });
    expect(router.state.location.search).toBe("");

    await waitFor(() => expect(router.state.location.search).toBe("?search=amapiano"));
    await waitFor(() => expect(lastRequest()).toEqual({ search: "amapiano", sort: "trending", page: "1" }));
  });

  it("shows an empty state whose button clears the filters", async () => {
    listResponse = { items: [], total: 0, page: 1, pageSize: 12, totalPages: 0, categoryCounts: {} };
    const router = renderBrowse("/celebrities?search=nobody&category=comedians");

    expect(await screen.findByRole("heading", { name: "No celebrities match your search" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(() => expect(screen.getByRole("searchbox", { name: "Search celebrities" })).toHaveValue(""));
  });
});

describe("Browse celebrities: languages", () => {
  it("filters by the language in the URL, says so, and Clear filters drops it", async () => {
    listResponse = { items: [], total: 0, page: 1, pageSize: 12, totalPages: 0, categoryCounts: {} };
    const router = renderBrowse("/celebrities?language=yoruba");
    await waitFor(() => expect(lastRequest()).toEqual({ language: "yoruba", sort: "trending", page: "1" }));
    expect(await screen.findByRole("heading", { name: /0 celebrities recording in Yoruba/ })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveDisplayValue("Yoruba");

    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(() => expect(lastRequest()).toEqual({ sort: "trending", page: "1" }));
  });

  it("ignores a language that is not in the list", async () => {
    renderBrowse("/celebrities?language=klingon");
    await waitFor(() => expect(lastRequest()).toEqual({ sort: "trending", page: "1" }));
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveDisplayValue("Any language");
  });
});
