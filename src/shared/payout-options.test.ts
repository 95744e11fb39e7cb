import { describe, expect, it } from "vitest";
import { AFRICAN_COUNTRIES } from "./african-countries";
import { isCurrencyCode } from "./currencies";
import {
  isPayoutCountry,
  PAID_COUNTRIES,
  PAYOUT_COUNTRIES,
  PAYOUT_OPTIONS,
  payoutCurrencyOf,
  payoutOptionsFor,
} from "./payout-options";

describe("payout options", () => {
  it("lets a star choose any of Africa's 54 countries, and nowhere else", () => {
    expect(PAYOUT_COUNTRIES).toHaveLength(54);
    expect([...PAYOUT_COUNTRIES].sort()).toEqual(AFRICAN_COUNTRIES.map((country) => country.code).sort());
    expect(isPayoutCountry("KE")).toBe(true);
    expect(isPayoutCountry("DZ")).toBe(true);
    expect(isPayoutCountry("FR")).toBe(false);
    expect(isPayoutCountry("ke")).toBe(false);
    expect(PAYOUT_OPTIONS.every((option) => isPayoutCountry(option.country))).toBe(true);
  });

  it("pays every paid country in one currency, one fans can pay in too (so Salamu has its rate and format)", () => {
    expect(PAID_COUNTRIES.length).toBeGreaterThanOrEqual(13);
    for (const code of PAID_COUNTRIES) {
      const options = payoutOptionsFor(code);
      expect(options.length, code).toBeGreaterThan(0);
      expect(new Set(options.map((option) => option.currency)).size, code).toBe(1);
      expect(isCurrencyCode(payoutCurrencyOf(code)), code).toBe(true);
    }
    // An African country no provider documents payouts to: none yet (the form says so).
    expect(payoutOptionsFor("DZ")).toEqual([]);
    expect(payoutCurrencyOf("DZ")).toBeUndefined();
    expect(payoutCurrencyOf("FR")).toBeUndefined();
  });

  it("grows with Flutterwave's documented wallets: Cameroon, Ethiopia and Malawi", () => {
    const wallets = (country: string) =>
      payoutOptionsFor(country, "flutterwave").map(({ type, currency, label }) => ({ type, currency, label }));
    expect(wallets("CM")).toEqual([
      { type: "mobile_money", currency: "XAF", label: "MTN Mobile Money" },
      { type: "mobile_money", currency: "XAF", label: "Orange Money" },
    ]);
    expect(wallets("ET")).toEqual([{ type: "mobile_money", currency: "ETB", label: "Amole" }]);
    expect(wallets("MW")).toEqual([{ type: "mobile_money", currency: "MWK", label: "Airtel Money" }]);
    // Paystack pays none of them.
    for (const country of ["CM", "ET", "MW"]) expect(payoutOptionsFor(country, "paystack")).toEqual([]);
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
