import { describe, expect, it } from "vitest";
import { CURRENCIES, CURRENCY_CODES, MONEY_DISPLAY } from "./currencies";
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
    expect(formatUsdCentsIn(13000, "XOF", 600)).toBe(`78,000${nbsp}FCFA`);
    expect(formatUsdCentsIn(13000, "XAF", 600)).toBe(`78,000${nbsp}FCFA`);
    expect(formatUsdCentsIn(25000, "MAD", 10)).toBe(`2,500.00${nbsp}DH`);
    expect(formatUsdCentsIn(16000, "EGP", 48.5)).toBe(`EGP${nbsp}7,760`);
    expect(formatUsdCentsIn(25000, "UGX", 3700)).toBe(`USh${nbsp}925,000`);
    expect(formatUsdCentsIn(25000, "RWF", 1400)).toBe(`RF${nbsp}350,000`);
    expect(formatUsdCentsIn(25000, "ZMW", 25)).toBe("K6,250");
    expect(formatUsdCentsIn(25000, "MWK", 1735)).toBe("MK433,750");
    expect(formatUsdCentsIn(25000, "ETB", 140)).toBe(`Br${nbsp}35,000.00`);
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
    expect(formatMinor(-123456, "BIF")).toBe("BIF -1,234.56");
    expect(formatMinor(100000, "BIF")).toBe("BIF 1,000.00");
  });

  it("writes a price as each language does: French and Arabic put the amount first, Egypt in Arabic digits", () => {
    const nbsp = "\u00a0";
    const narrow = "\u202f";
    expect(formatUsdCentsIn(13000, "XOF", 600, "fr")).toBe(`78${narrow}000${nbsp}FCFA`);
    expect(formatUsdCentsIn(25000, "USD", 1, "fr")).toBe(`250,00${nbsp}$`);
    expect(formatUsdCentsIn(16000, "EGP", 48.5, "ar")).toBe(`٧٬٧٦٠${nbsp}ج.م.`);
    expect(formatUsdCentsIn(123450, "MAD", 10, "ar")).toBe(`12.345,00${nbsp}د.م.`);
    expect(formatUsdCentsIn(25000, "KES", 130, "sw")).toBe(`KSh${nbsp}32,500`);
    expect(formatUsdCentsIn(2500000, "INR", 83, "fr")).toBe(`2${narrow}075${narrow}000,00${nbsp}₹`);
    expect(formatMoney(-1500, "XOF", "fr")).toBe(`-1${narrow}500${nbsp}FCFA`);
    expect(formatMoney(-1500, "EGP", "ar")).toBe(`-١٬٥٠٠${nbsp}ج.م.`);
    // The amount charged is the amount shown, in every language.
    for (const locale of ["en", "fr", "ar", "sw"] as const)
      for (const code of CURRENCY_CODES) {
        const charged = convertUsdCents(12345, code, 7.3);
        expect(formatMoney(minorToMajor(charged, code), code, locale)).toBe(formatUsdCentsIn(12345, code, 7.3, locale));
      }
  });

  it("groups and marks decimals as Intl does in French, Arabic (Egypt's and the Maghreb's) and Swahili", () => {
    const intl = (locale: string, digits: number) =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: true,
      });
    const number = (text: string) => text.replace(/^-?[^\d\u0660-\u0669]*/, "").replace(/\u00a0.*$/, "");
    for (const amount of [0, 7.5, 1234.5, 99999.5, 123456.785, 12_345_678.9]) {
      expect(number(formatMoney(amount, "USD", "fr")), `${amount}`).toBe(intl("fr-FR", 2).format(amount));
      expect(number(formatMoney(amount, "EGP", "ar")), `${amount}`).toBe(intl("ar-EG", 0).format(amount));
      expect(number(formatMoney(amount, "MAD", "ar")), `${amount}`).toBe(intl("ar-MA", 2).format(amount));
      expect(number(formatMoney(amount, "TZS", "sw")), `${amount}`).toBe(intl("sw-TZ", 0).format(amount));
    }
  });
});
