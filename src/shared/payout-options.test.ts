import { describe, expect, it } from "vitest";
import { isCurrencyCode } from "./currencies";
import {
  isPayoutCountry,
  isPayoutCurrency,
  PAYOUT_COUNTRIES,
  PAYOUT_OPTIONS,
  payoutCurrencyOf,
  payoutOnlyMinorDigits,
  payoutOnlyRate,
  payoutOptionsFor,
} from "./payout-options";

describe("payout options", () => {
  it("offers every country one currency, and a currency Salamu can convert to", () => {
    for (const { code } of PAYOUT_COUNTRIES) {
      const options = payoutOptionsFor(code);
      expect(options.length, code).toBeGreaterThan(0);
      expect(new Set(options.map((option) => option.currency)).size, code).toBe(1);
      const currency = payoutCurrencyOf(code) ?? "";
      expect(isPayoutCurrency(currency), currency).toBe(true);
      // A rate is known for it: the fan-facing table's, or the payout-only fallback.
      expect(isCurrencyCode(currency) || (payoutOnlyRate(currency) ?? 0) > 0, currency).toBe(true);
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

  it("knows the minor digits of payout-only currencies", () => {
    expect([payoutOnlyMinorDigits("UGX"), payoutOnlyMinorDigits("RWF"), payoutOnlyMinorDigits("ZMW")]).toEqual([
      0, 0, 2,
    ]);
    expect(payoutOnlyMinorDigits("NGN")).toBeUndefined();
  });
});
