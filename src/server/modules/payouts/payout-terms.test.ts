import { describe, expect, it } from "vitest";
import {
  convertMinor,
  isPayoutDay,
  minimumMinorOf,
  moneyText,
  nextPayoutAt,
  rateBetween,
  transferFeeMinor,
  usdCentsOf,
} from "./payout-terms";

const rates = { USD: 1, NGN: 1530, KES: 130, XOF: 600, UGX: 3700 };

describe("payout terms", () => {
  it("converts between minor units of currencies with different digits, rounding down", () => {
    expect(rateBetween(rates, "USD", "USD")).toBe(1);
    expect(rateBetween(rates, "USD", "ABC")).toBeNull();
    // 75.00 USD to UGX (no minor unit) at 3700: 277,500 shillings.
    expect(convertMinor(7_500, "USD", "UGX", rateBetween(rates, "USD", "UGX")!)).toBe(277_500);
    // 1,000 CFA francs (no minor unit) to naira at 2.55: 2,550.00 NGN.
    expect(convertMinor(1_000, "XOF", "NGN", rateBetween(rates, "XOF", "NGN")!)).toBe(255_000);
    // 0.01 USD to KES at 130: 1.30 KES; 0.01 KES to USD is less than a cent: nothing.
    expect(convertMinor(1, "USD", "KES", 130)).toBe(130);
    expect(convertMinor(1, "KES", "USD", 1 / 130)).toBe(0);
    expect(convertMinor(12_345, "NGN", "NGN", 1)).toBe(12_345);
  });

  it("charges the fee of the tier the amount falls in, none in the sandbox or an unlisted currency", () => {
    expect(transferFeeMinor("paystack", "NGN", 500_000)).toBe(1_000);
    expect(transferFeeMinor("paystack", "NGN", 500_001)).toBe(2_500);
    expect(transferFeeMinor("paystack", "NGN", 5_000_001)).toBe(5_000);
    expect(transferFeeMinor("sandbox", "NGN", 5_000_001)).toBe(0);
    expect(transferFeeMinor("paystack", "UGX", 100_000)).toBe(0);
  });

  it("takes the setting's minimum, else the USD minimum at today's rate", () => {
    expect(minimumMinorOf({ USD: 1_000, NGN: 500_000 }, rates, "NGN")).toBe(500_000);
    expect(minimumMinorOf({ USD: 1_000 }, rates, "UGX")).toBe(37_000);
    expect(usdCentsOf(rates, 153_000, "NGN")).toBe(100);
    expect(usdCentsOf(rates, 100, "ABC")).toBe(Number.POSITIVE_INFINITY);
  });

  it("pays on the schedule's days at 06:00 UTC", () => {
    const sunday = new Date("2026-11-29T12:00:00Z");
    expect(nextPayoutAt("daily", sunday)?.toISOString()).toBe("2026-11-30T06:00:00.000Z");
    expect(nextPayoutAt("weekly", sunday)?.toISOString()).toBe("2026-11-30T06:00:00.000Z");
    expect(nextPayoutAt("weekly", new Date("2026-11-30T06:00:00Z"))?.toISOString()).toBe("2026-12-07T06:00:00.000Z");
    expect(nextPayoutAt("monthly", sunday)?.toISOString()).toBe("2026-12-01T06:00:00.000Z");
    expect(nextPayoutAt("off", sunday)).toBeNull();
    expect(isPayoutDay("monthly", new Date("2026-12-01T06:00:00Z"))).toBe(true);
    expect(isPayoutDay("weekly", new Date("2026-12-01T06:00:00Z"))).toBe(false);
  });

  it("writes amounts as the star reads them", () => {
    expect(moneyText(500_000, "NGN")).toBe("₦5,000");
    expect(moneyText(277_500, "UGX")).toBe("USh\u00a0277,500");
    expect(moneyText(277_500, "BIF")).toBe("2,775 BIF");
  });
});
