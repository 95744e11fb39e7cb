import { describe, expect, it } from "vitest";
import { postLoginPath, safeRedirect } from "./redirect";

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

describe("postLoginPath: where each role lands after login", () => {
  const fan = { role: "user", permissions: [], celebrityProfile: null };
  const celebrity = { role: "celebrity", permissions: [], celebrityProfile: { approved: true } };
  const moderator = { role: "moderator", permissions: ["content"] };
  const superAdmin = { role: "super_admin", permissions: [] };

  it("sends a celebrity to /dashboard and staff to /admin when they were going nowhere", () => {
    expect(postLoginPath(fan, null)).toBe("/");
    expect(postLoginPath(celebrity, null)).toBe("/dashboard");
    expect(postLoginPath(moderator, null)).toBe("/admin");
    expect(postLoginPath(superAdmin, null)).toBe("/admin");
  });

  it("takes a fan where they were going", () => {
    expect(postLoginPath(fan, "/celebrity/ayo?request=1")).toBe("/celebrity/ayo?request=1");
    expect(postLoginPath(fan, "/dashboard/videos")).toBe("/dashboard/videos");
  });

  it("keeps a celebrity's or staff member's path inside their own area, else their home", () => {
    expect(postLoginPath(celebrity, "/dashboard/requests")).toBe("/dashboard/requests");
    expect(postLoginPath(celebrity, "/celebrities")).toBe("/dashboard");
    expect(postLoginPath(moderator, "/admin/inbox")).toBe("/admin/inbox");
    expect(postLoginPath(moderator, "/dashboard")).toBe("/admin");
    expect(postLoginPath(superAdmin, "/")).toBe("/admin");
    // A look-alike prefix is not the area.
    expect(postLoginPath(moderator, "/administrator")).toBe("/admin");
  });
});
