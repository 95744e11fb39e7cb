import { describe, expect, it } from "vitest";
import { isCurrencyCode } from "./currencies";
import {
  isPayoutCountry,
  PAYOUT_COUNTRIES,
  PAYOUT_OPTIONS,
  payoutCurrencyOf,
  payoutOptionsFor,
} from "./payout-options";

describe("payout options", () => {
  it("offers every country one currency, one fans can pay in too (so Salamu has its rate and format)", () => {
    for (const { code } of PAYOUT_COUNTRIES) {
      const options = payoutOptionsFor(code);
      expect(options.length, code).toBeGreaterThan(0);
      expect(new Set(options.map((option) => option.currency)).size, code).toBe(1);
      expect(isCurrencyCode(payoutCurrencyOf(code)), code).toBe(true);
    }
    expect(payoutCurrencyOf("FR")).toBeUndefined();
    expect(isPayoutCountry("KE")).toBe(true);
    expect(isPayoutCountry("FR")).toBe(false);
  });

  it("lists per provider only what it pays (Flutterwave's wallets with a declared name); the sandbox plays every option", () => {
    expect(payoutOptionsFor("KE", "paystack").map((option) => option.label)).toEqual(["Bank account", "M-Pesa"]);
    expect(payoutOptionsFor("GH", "paystack").map((option) => option.operator)).toEqual([
      "bank",
      "mtn",
      "airteltigo",
      "telecel",
    ]);
    expect(payoutOptionsFor("NG", "flutterwave")).toHaveLength(1);
    expect(payoutOptionsFor("UG", "flutterwave").map((option) => option.label)).toEqual([
      "MTN Mobile Money",
      "Airtel Money",
    ]);
    // Kenya's M-Pesa stays Paystack's, which checks the holder's name.
    expect(payoutOptionsFor("KE", "flutterwave")).toEqual([]);
    expect(payoutOptionsFor("SN", "sandbox").map((option) => option.label)).toEqual([
      "Orange Money",
      "Wave",
      "Free Money",
    ]);
    expect(PAYOUT_OPTIONS.every((option) => option.providers.includes("sandbox"))).toBe(true);
  });
});
