import { describe, expect, it } from "vitest";
import { fakeWebBuild } from "../../test/web-build";
import { createChunkLinks, largestPicturePreloads } from "./page-renderer";

describe("the preloads of a rendered page's largest pictures", () => {
  it("names the pictures the page marks high priority, with their responsive sources, as React escaped them", () => {
    const html =
      '<div><img src="/hero.jpg?w=1&amp;h=2" alt="" fetchPriority="high"/>' +
      '<img src="/a.jpg" srcSet="/a-320.jpg 320w, /a-640.jpg 640w" sizes="(min-width: 1024px) 25vw, 50vw" alt="Ada" fetchPriority="high"/>' +
      '<img src="/later.jpg" alt="" loading="lazy"/></div>';
    expect(
      largestPicturePreloads(html)
        .split("\n")
        .map((line) => line.trim()),
    ).toEqual([
      '<link rel="preload" as="image" href="/hero.jpg?w=1&amp;h=2" fetchpriority="high" />',
      '<link rel="preload" as="image" href="/a.jpg" imagesrcset="/a-320.jpg 320w, /a-640.jpg 640w" imagesizes="(min-width: 1024px) 25vw, 50vw" fetchpriority="high" />',
    ]);
  });

  it("preloads nothing when no picture is marked (the browser finds lazy ones itself)", () => {
    expect(largestPicturePreloads('<img src="/x.jpg" alt="" loading="lazy"/>')).toBe("");
  });
});

describe("the script chunks a rendered page names for the browser to load at once", () => {
  // The shape of a real build: home.tsx shares its chunk with modules its lazy section imports, so the
  // manifest lists that chunk under its file name; the SSR manifest says which chunk home.tsx went into.
  const build = fakeWebBuild({
    ".vite/manifest.json": JSON.stringify({
      "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_shared-2.js"] },
      "_shared-2.js": { file: "assets/shared-2.js" },
      "app/routes/about.tsx": { file: "assets/about-3.js", imports: ["index.html", "_hero-4.js"] },
      "_hero-4.js": { file: "assets/hero-4.js", imports: ["_shared-2.js"] },
      "_home-5.js": { file: "assets/home-5.js", isDynamicEntry: true, imports: ["index.html", "_hero-4.js"] },
    }),
    ".vite/ssr-manifest.json": JSON.stringify({
      "app/routes/about.tsx": ["/assets/about-3.js"],
      "app/routes/home.tsx": ["/assets/home-5.js"],
      "features/catalogue/api/get-featured.ts": ["/assets/home-5.js"],
    }),
  });
  const chunkLinks = createChunkLinks(build);
  const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

  it("names a page's chunk and what it imports, leaving out what index.html already loads", () => {
    expect(hrefs(chunkLinks(["app/routes/about.tsx"]))).toEqual(["/assets/about-3.js", "/assets/hero-4.js"]);
  });

  it("finds a page module the manifest lists under its chunk's file name", () => {
    expect(hrefs(chunkLinks(["app/routes/home.tsx"]))).toEqual(["/assets/home-5.js", "/assets/hero-4.js"]);
  });

  it("names nothing for a module no build knows", () => {
    expect(chunkLinks(["app/routes/gone.tsx"])).toBe("");
  });
});
