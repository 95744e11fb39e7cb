import { describe, expect, it } from "vitest";
import {
  CLIENT_ROUTES,
  INDEXABLE_ROUTES,
  PAGES,
  type Page,
  pageDescription,
  pageHref,
  pageTitle,
} from "./client-routes";
import { SITE_DESCRIPTION } from "./site";

describe("the page registry", () => {
  it("builds a page's path, each parameter percent-encoded", () => {
    expect(pageHref("/about")).toBe("/about");
    expect(pageHref("/celebrity/:username", { username: "ada_o" })).toBe("/celebrity/ada_o");
    expect(pageHref("/blog/:slug", { slug: "a b/c?" })).toBe("/blog/a%20b%2Fc%3F");
    expect(pageHref("/admin/blog/edit/:id", { id: "42" })).toBe("/admin/blog/edit/42");
  });

  it("gives each page a title and a description, its canonical page's when it has none", () => {
    expect(pageTitle("/login")).toBe("Log in");
    expect(pageTitle("/blog/tag/:tag", { tag: "music" })).toBe("Posts tagged music");
    expect(pageTitle("/browse")).toBe("Browse celebrities");
    expect(pageDescription("/browse")).toBe(pageDescription("/celebrities"));
    expect(pageTitle("/blog/categories")).toBe("Blog categories");
    expect(pageDescription("/blog/categories")).toBe(pageDescription("/blog"));
    expect(pageDescription("/login")).toBe(SITE_DESCRIPTION);
  });

  it("points canonical pages only at listed pages, and lists only pages without parameters", () => {
    for (const route of CLIENT_ROUTES) {
      const { canonical }: Page = PAGES[route];
      if (canonical) expect(INDEXABLE_ROUTES, route).toContain(canonical);
    }
    for (const route of INDEXABLE_ROUTES) expect(route).not.toContain(":");
  });
});
