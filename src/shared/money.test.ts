import { describe, expect, it } from "vitest";
import { CURRENCIES, MONEY_DISPLAY } from "./currencies";
import { convertUsdCents, formatMinor, formatMoney, formatUsdCentsIn, minorToMajor } from "./money";

describe("money", () => {
  it("converts USD cents to the currency's minor units, at the precision the price is shown in", () => {
    expect(convertUsdCents(15000, "USD", 1)).toBe(15000);
    expect(convertUsdCents(15000, "NGN", 1530)).toBe(22_950_000);
    expect(convertUsdCents(15000, "JPY", 149)).toBe(22_350);
    expect(convertUsdCents(999, "EUR", 0.91)).toBe(909);
    // Whole naira and shillings: the kobo a fractional rate gives are rounded away, as the price shows.
    expect(convertUsdCents(25000, "NGN", 1530.27)).toBe(38_256_800);
    expect(convertUsdCents(25000, "KES", 129.93)).toBe(3_248_300);
    // CFA francs have no minor unit at all.
    expect(convertUsdCents(25000, "XOF", 600.4)).toBe(150_100);
    expect(convertUsdCents(25000, "GHS", 13.51)).toBe(337_750);
  });

  it("refuses negative or fractional cents and non-positive rates", () => {
    expect(() => convertUsdCents(-1, "USD", 1)).toThrow();
    expect(() => convertUsdCents(1.5, "USD", 1)).toThrow();
    expect(() => convertUsdCents(100, "USD", 0)).toThrow();
  });

  it("writes each currency with its local symbol and customary precision", () => {
    const nbsp = "\u00a0";
    expect(formatUsdCentsIn(25000, "NGN", 1530)).toBe("₦382,500");
    expect(formatUsdCentsIn(25000, "KES", 130)).toBe(`KSh${nbsp}32,500`);
    expect(formatUsdCentsIn(25000, "GHS", 13.5)).toBe(`GH₵${nbsp}3,375.00`);
    expect(formatUsdCentsIn(25000, "ZAR", 18)).toBe(`R${nbsp}4,500.00`);
    expect(formatUsdCentsIn(25000, "USD", 1)).toBe("$250.00");
    expect(formatUsdCentsIn(25000, "TZS", 2500)).toBe(`TSh${nbsp}625,000`);
    expect(formatUsdCentsIn(25000, "XOF", 600)).toBe(`CFA${nbsp}150,000`);
    expect(formatUsdCentsIn(25000, "MAD", 10)).toBe(`DH${nbsp}2,500.00`);
    expect(formatUsdCentsIn(25000, "EGP", 48.5)).toBe(`E£${nbsp}12,125.00`);
    expect(formatUsdCentsIn(25000, "EUR", 0.91)).toBe("€227.50");
    expect(formatUsdCentsIn(25000, "GBP", 0.78)).toBe("£195.00");
    expect(formatUsdCentsIn(25000, "INR", 83)).toBe("₹20,750.00");
    expect(formatUsdCentsIn(2500000, "INR", 83)).toBe("₹20,75,000.00");
    expect(formatUsdCentsIn(15000, "JPY", 149)).toBe("¥22,350");
    expect(formatUsdCentsIn(25000, "CAD", 1.35)).toBe("CA$337.50");
    expect(formatUsdCentsIn(25000, "AUD", 1.52)).toBe("A$380.00");
  });

  it("has a rule for every currency, round-trips a charge to what was shown, and signs refunds", () => {
    for (const { code, rate } of CURRENCIES) {
      expect(MONEY_DISPLAY[code]).toBeDefined();
      const charged = convertUsdCents(12345, code, rate);
      expect(formatMoney(minorToMajor(charged, code), code)).toBe(formatUsdCentsIn(12345, code, rate));
      expect(formatMoney(0, code)).toMatch(/0/);
    }
    expect(formatMoney(-1500, "NGN")).toBe("-₦1,500");
    expect(formatMoney(-0.001, "USD")).toBe("$0.00");
  });

  it("groups and rounds as Intl does in English and in India, half away from zero, with no Intl at run time", () => {
    const intl = (locale: string, digits: number) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    const withoutSymbol = (text: string) => text.replace(/^-?[^\d]*/, "");
    const amounts = [
      0, 0.5, 1.005, 2.675, 999.995, 1234.5, 99999.5, 123456.785, 1_000_000, 12_345_678.9, 987_654_321.49,
    ];
    for (let seed = 1; amounts.length < 400; seed = (seed * 48271) % 2147483647)
      amounts.push((seed % 10_000_000_00) / 100);
    for (const amount of amounts) {
      expect(withoutSymbol(formatMoney(amount, "USD")), `${amount}`).toBe(intl("en-US", 2).format(amount));
      expect(withoutSymbol(formatMoney(amount, "NGN")), `${amount}`).toBe(intl("en-US", 0).format(amount));
      expect(withoutSymbol(formatMoney(amount, "INR")), `${amount}`).toBe(intl("en-IN", 2).format(amount));
    }
    expect(formatMinor(-123456, "UGX")).toBe("UGX -1,234.56");
    expect(formatMinor(100000, "UGX")).toBe("UGX 1,000.00");
  });
});
