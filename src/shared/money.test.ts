import { describe, expect, it } from "vitest";
import { convertUsdCents, formatMoney, formatUsdCentsIn } from "./money";

describe("money", () => {
  it("converts USD cents to the currency's minor units", () => {
    expect(convertUsdCents(15000, "USD", 1)).toBe(15000);
    expect(convertUsdCents(15000, "NGN", 1530)).toBe(22_950_000);
    expect(convertUsdCents(15000, "JPY", 149)).toBe(22_350);
    expect(convertUsdCents(999, "EUR", 0.91)).toBe(909);
  });

  it("refuses negative or fractional cents and non-positive rates", () => {
    expect(() => convertUsdCents(-1, "USD", 1)).toThrow();
    expect(() => convertUsdCents(1.5, "USD", 1)).toThrow();
    expect(() => convertUsdCents(100, "USD", 0)).toThrow();
  });

  it("formats en-US style with two decimals, even for JPY", () => {
    expect(formatMoney(150, "USD")).toBe("$150.00");
    expect(formatMoney(229500, "NGN")).toBe("NGN\u00a0229,500.00");
    expect(formatMoney(12.5, "CAD")).toBe("CA$12.50");
    expect(formatUsdCentsIn(15000, "JPY", 149)).toBe("¥22,350.00");
    expect(formatUsdCentsIn(15000, "GBP", 0.78)).toBe("£117.00");
  });
});
