// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteInfo } from "@/shared/schemas/site";
import { currenciesResponse } from "@/web/lib/currency/test-currencies";
import { publicKeys } from "@/web/lib/query-keys";
import { createTestQueryClient, renderRoutes } from "@/web/test/render";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

function renderShell(path = "/", site?: SiteInfo) {
  const queryClient = createTestQueryClient({ staleTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData(publicKeys.currencies, currenciesResponse("USD"));
  if (site) queryClient.setQueryData(publicKeys.site, site);
  return renderRoutes(
    [
      {
        path: "/",
        element: (
          <>
            <SiteHeader />
            <main>
              <Outlet />
            </main>
            <SiteFooter />
          </>
        ),
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: "categories", element: <h1>Categories page</h1> },
          { path: "celebrities", element: <h1>Catalogue page</h1> },
        ],
      },
    ],
    { path, queryClient, currency: true },
  );
}

describe("SiteHeader", () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new Error("no network in tests"))),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("has the main links with the current page marked", () => {
    renderShell("/categories");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const labels = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels).toEqual(["Home", "Celebrities", "Categories", "About", "Business", "Blog", "Contact"]);
    expect(within(nav).getByRole("link", { name: "Categories" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Salamu home" })).toHaveAttribute("href", "/");
  });

  it("opens and closes the mobile menu, and closes it on navigation", async () => {
    const user = userEvent.setup();
    renderShell("/");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = document.getElementById(toggle.getAttribute("aria-controls")!);
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close menu");
    expect(menu).toBeVisible();
    const mobileNav = within(menu!).getByRole("navigation", { name: "Mobile" });
    expect(within(menu!).getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    expect(within(menu!).getByRole("button", { name: /Change currency/ })).toBeInTheDocument();

    await user.click(within(mobileNav).getByRole("link", { name: "Categories" }));
    expect(await screen.findByRole("heading", { name: "Categories page" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(menu).not.toBeVisible();
  });

  it("footer carries the spec's links", () => {
    renderShell("/");
    const footer = screen.getByRole("contentinfo");
    const hrefs = within(footer)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    for (const href of [
      "/celebrities?sort=rating",
      "/categories",
      "/about",
      "/business",
      "/terms-of-service",
      "/privacy-policy",
      "/help-center",
      "/contact-us",
      "/become-celebrity",
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(within(footer).getByText(/© \d{4} Salamu\. All rights reserved\./)).toBeInTheDocument();
  });

  it("footer's New Arrivals and Trending open the catalogue in that order", () => {
    renderShell("/");
    const discover = within(screen.getByRole("contentinfo")).getByRole("navigation", { name: "Discover" });
    expect(within(discover).getByRole("link", { name: "New Arrivals" })).toHaveAttribute(
      "href",
      "/celebrities?sort=newest",
    );
    expect(within(discover).getByRole("link", { name: "Trending" })).toHaveAttribute(
      "href",
      "/celebrities?sort=trending",
    );
  });

  it("footer shows no social icons until accounts are configured, then links to exactly those", async () => {
    const first = renderShell("/", { social: [], deliveryDays: 7, platformFeePercent: 25, payoutHoldDays: 3 });
    expect(within(screen.getByRole("contentinfo")).queryByRole("list", { name: "Social media" })).toBeNull();
    first.unmount();

    renderShell("/", {
      social: [{ network: "instagram", url: "https://instagram.com/salamu" }],
      deliveryDays: 7,
      platformFeePercent: 25,
      payoutHoldDays: 3,
    });
    const social = within(screen.getByRole("contentinfo")).getByRole("list", { name: "Social media" });
    const links = within(social).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Salamu on Instagram");
    expect(links[0]).toHaveAttribute("href", "https://instagram.com/salamu");
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("searches the catalogue from the header on any page", async () => {
    const user = userEvent.setup();
    const { router } = renderShell("/categories");
    const search = within(screen.getByRole("banner")).getAllByRole("searchbox", { name: "Search celebrities" })[0]!;
    await user.type(search, "burna boy{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/celebrities"));
    expect(router.state.location.search).toBe("?q=burna%20boy");
    expect(await screen.findByRole("heading", { name: "Catalogue page" })).toBeInTheDocument();
  });

  it("opens a search field on phones from the header's search button", async () => {
    const user = userEvent.setup();
    const { router } = renderShell("/");
    const toggle = screen.getByRole("button", { name: "Search celebrities" });
    const row = document.getElementById(toggle.getAttribute("aria-controls")!);
    expect(row).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const field = within(row!).getByRole("searchbox", { name: "Search celebrities" });
    expect(field).toHaveFocus();
    await user.type(field, "amapiano{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?q=amapiano"));
    expect(row).not.toBeVisible();
  });
});
