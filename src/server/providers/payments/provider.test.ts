import { describe, expect, it } from "vitest";
import {
  headerValue,
  isVerifiedPayment,
  joinUrl,
  majorToMinorUnits,
  minorToMajorUnits,
  safeEqual,
  type Verification,
} from "./provider";

describe("payment provider helpers", () => {
  const expected = { reference: "SALAMU-1700000000000-1", amountMinor: 229_500, currency: "NGN" as const };
  const verification: Verification = {
    status: "succeeded",
    reference: "SALAMU-1700000000000-1",
    amountMinor: 229_500,
    currency: "NGN",
    providerTransactionId: "1",
  };

  it("verifies a payment only on success with the same reference, amount and currency", () => {
    expect(isVerifiedPayment(expected, verification)).toBe(true);
    expect(isVerifiedPayment(expected, { ...verification, status: "pending" })).toBe(false);
    expect(isVerifiedPayment(expected, { ...verification, status: "failed" })).toBe(false);
    expect(isVerifiedPayment(expected, { ...verification, reference: "SALAMU-1700000000000-2" })).toBe(false);
    expect(isVerifiedPayment(expected, { ...verification, amountMinor: 229_499 })).toBe(false);
    expect(isVerifiedPayment(expected, { ...verification, amountMinor: 229_501 })).toBe(false);
    expect(isVerifiedPayment(expected, { ...verification, currency: "USD" })).toBe(false);
    expect(isVerifiedPayment(expected, { ...verification, currency: "ngn" })).toBe(false);
  });

  it("converts between minor and major units with each currency's digits", () => {
    expect(minorToMajorUnits(22_950_050, "NGN")).toBe(229_500.5);
    expect(minorToMajorUnits(22_350, "JPY")).toBe(22_350);
    expect(majorToMinorUnits(22_350, "JPY")).toBe(22_350);
    expect(majorToMinorUnits(229_500.5, "NGN")).toBe(22_950_050);
    // Floating-point noise does not shift a cent.
    expect(majorToMinorUnits(0.1 + 0.2, "USD")).toBe(30);
    expect(majorToMinorUnits(1_234.57, "EUR")).toBe(123_457);
    // Unknown currencies are assumed to have 2 digits (and then fail the currency check anyway).
    expect(majorToMinorUnits(10.5, "ZMW")).toBe(1_050);
    expect(majorToMinorUnits(1_500, "XOF")).toBe(1_500);
    for (let cents = 1; cents < 5_000; cents += 7) {
      expect(majorToMinorUnits(minorToMajorUnits(cents, "GHS"), "GHS")).toBe(cents);
    }
    expect(() => minorToMajorUnits(0, "USD")).toThrow();
    expect(() => minorToMajorUnits(1.5, "USD")).toThrow();
  });

  it("compares secrets exactly", () => {
    expect(safeEqual("secret-hash", "secret-hash")).toBe(true);
    expect(safeEqual("secret-hash", "secret-hasH")).toBe(false);
    expect(safeEqual("secret-hash", "secret-has")).toBe(false);
    expect(safeEqual("", "secret-hash")).toBe(false);
    expect(safeEqual("", "")).toBe(true);
  });

  it("reads one header value case-insensitively", () => {
    expect(headerValue({ "verif-hash": "a" }, "Verif-Hash")).toBe("a");
    expect(headerValue({ "Verif-Hash": "a" }, "verif-hash")).toBe("a");
    expect(headerValue({ "verif-hash": ["a"] }, "verif-hash")).toBe("a");
    expect(headerValue({ "verif-hash": ["a", "b"] }, "verif-hash")).toBeUndefined();
    expect(headerValue({ other: "a" }, "verif-hash")).toBeUndefined();
  });

  it("joins base URLs with or without a trailing slash", () => {
    expect(joinUrl("https://api.example.test", "/v3/payments")).toBe("https://api.example.test/v3/payments");
    expect(joinUrl("https://api.example.test//", "/v3/payments")).toBe("https://api.example.test/v3/payments");
  });
});
