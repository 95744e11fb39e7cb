import { describe, expect, it } from "vitest";
import { securityHeadersOf } from "./security-headers";

describe("securityHeadersOf", () => {
  it("works out helmet's headers once: our CSP, no sniffing or framing by others, HSTS only in production", () => {
    const production = new Map(securityHeadersOf(true));
    expect(production.get("content-security-policy")).toContain("default-src 'self'");
    expect(production.get("content-security-policy")).toContain("script-src 'self'");
    expect(production.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    expect(production.get("x-content-type-options")).toBe("nosniff");
    expect(production.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(production.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    const development = new Map(securityHeadersOf(false));
    expect(development.has("strict-transport-security")).toBe(false);
    expect(development.get("content-security-policy")).toBe(production.get("content-security-policy"));
  });
});
