import { describe, expect, it } from "vitest";
import { CURRENCY_CODES } from "./currencies";
import {
  DEFAULT_PAYMENT_OPTIONS,
  isPaymentReference,
  PAYMENT_METHODS,
  PAYMENT_OPTIONS_BY_CURRENCY,
  paymentOptionsFor,
  paymentReference,
} from "./payments";

describe("paymentReference", () => {
  it("joins the prefix, the timestamp in ms and a random integer below 1,000,000", () => {
    const now = new Date("2026-11-22T04:00:00.000Z");
    expect(paymentReference(now, () => 0.123456789)).toBe(`SALAMU-${now.getTime()}-123456`);
    expect(paymentReference(1_700_000_000_000, () => 0)).toBe("SALAMU-1700000000000-0");
    expect(paymentReference(1_700_000_000_000, () => 0.9999999999)).toBe("SALAMU-1700000000000-999999");
  });

  it("produces references that match the pattern, with random defaults", () => {
    for (let index = 0; index < 200; index += 1) {
      const reference = paymentReference();
      expect(isPaymentReference(reference)).toBe(true);
      const suffix = Number(reference.split("-")[2]);
      expect(Number.isInteger(suffix) && suffix >= 0 && suffix < 1_000_000).toBe(true);
    }
  });

  it("refuses a broken clock or random source", () => {
    expect(() => paymentReference(Number.NaN, () => 0.5)).toThrow();
    expect(() => paymentReference(new Date("invalid"), () => 0.5)).toThrow();
    expect(() => paymentReference(-1, () => 0.5)).toThrow();
    expect(() => paymentReference(0, () => 1)).toThrow();
    expect(() => paymentReference(0, () => -0.1)).toThrow();
  });

  it("recognises references", () => {
    expect(isPaymentReference("SALAMU-1700000000000-42")).toBe(true);
    expect(isPaymentReference("SALAMU-1700000000000-1000000")).toBe(false);
    expect(isPaymentReference("OTHER-1700000000000-42")).toBe(false);
    expect(isPaymentReference("SALAMU-abc-42")).toBe(false);
    expect(isPaymentReference(42)).toBe(false);
  });
});

describe("payment options", () => {
  it("lists the methods of spec section 9 per currency", () => {
    expect(paymentOptionsFor("NGN")).toEqual(["card", "banktransfer", "ussd", "account", "qr"]);
    expect(paymentOptionsFor("GHS")).toEqual(["card", "banktransfer", "mobilemoneyghana"]);
    expect(paymentOptionsFor("KES")).toEqual(["card", "banktransfer", "mpesa"]);
    expect(paymentOptionsFor("ZAR")).toEqual(["card", "banktransfer", "eft"]);
    expect(paymentOptionsFor("TZS")).toEqual(["card", "banktransfer", "mobilemoneytanzania"]);
    for (const code of ["USD", "EUR", "GBP", "CAD", "AUD"]) {
      expect(paymentOptionsFor(code)).toEqual(["card", "banktransfer"]);
    }
    expect(paymentOptionsFor("INR")).toEqual(["card", "netbanking", "upi"]);
    expect(paymentOptionsFor("JPY")).toEqual(["card"]);
  });

  it("falls back to card and bank transfer, and ignores case and spaces", () => {
    expect(paymentOptionsFor("BIF")).toEqual(DEFAULT_PAYMENT_OPTIONS);
    expect(paymentOptionsFor("")).toEqual(["card", "banktransfer"]);
    expect(paymentOptionsFor(" ngn ")).toEqual(PAYMENT_OPTIONS_BY_CURRENCY.NGN);
  });

  it("covers every supported currency, always with card, and only known methods", () => {
    for (const code of CURRENCY_CODES) {
      const options = PAYMENT_OPTIONS_BY_CURRENCY[code];
      expect(options[0]).toBe("card");
      expect(new Set(options).size).toBe(options.length);
      for (const option of options) expect(PAYMENT_METHODS).toContain(option);
    }
  });
});
