import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("keeps a same-site path with its query and hash", () => {
    expect(safeRedirect("/celebrity/ayo?request=1#top")).toBe("/celebrity/ayo?request=1#top");
    expect(safeRedirect("/dashboard/../celebrities")).toBe("/celebrities");
  });

  it.each([
    "/.//evil.example/phish",
    "/..//evil.example/phish",
    "/a/..//evil.example/phish",
    "/.%2e//evil.example/phish",
    "/%2e//evil.example/phish",
    "/./\\evil.example/phish",
    "/\t/evil.example/phish",
    "/\n/evil.example/phish",
    "//evil.example/phish",
    "/\\evil.example/phish",
    "https://evil.example/phish",
    "javascript:alert(1)",
    "evil.example",
    "",
  ])("refuses %j, which would leave the site", (value) => {
    const result = safeRedirect(value);
    expect(result).toBeNull();
  });

  it("never answers a protocol-relative or absolute URL, whatever the input", () => {
    const pieces = ["/", ".", "..", "%2e", "%2f", "\\", "evil.example", "//", "?", "#", "@", ":"];
    for (const a of pieces) {
      for (const b of pieces) {
        for (const c of pieces) {
          const result = safeRedirect(`/${a}${b}${c}/x`);
          if (result === null) continue;
          expect(result.startsWith("/") && !result.startsWith("//")).toBe(true);
          expect(new URL(result, "https://salamu.example").host).toBe("salamu.example");
        }
      }
    }
  });
});
