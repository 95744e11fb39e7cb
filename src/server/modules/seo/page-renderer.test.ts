import { describe, expect, it } from "vitest";
import { largestPicturePreloads } from "./page-renderer";

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
