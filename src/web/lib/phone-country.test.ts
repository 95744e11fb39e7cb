import { describe, expect, it } from "vitest";
import { defaultPhoneCountry } from "./phone-country";

describe("the country the sign-up phone picker starts on", () => {
  it("is the browser's region anywhere in Africa (a Zambian visitor is not offered +234)", () => {
    expect(defaultPhoneCountry(["en-ZM", "en"])).toBe("ZM");
    expect(defaultPhoneCountry(["fr-CD"])).toBe("CD");
    expect(defaultPhoneCountry(["ar-DZ", "fr"])).toBe("DZ");
  });

  it("counts a US region only when nothing local does, then falls back to the currency and to Nigeria", () => {
    expect(defaultPhoneCountry(["en-US", "en-ZW"])).toBe("ZW");
    expect(defaultPhoneCountry(["en-US"], "KES")).toBe("KE");
    expect(defaultPhoneCountry(["en-US"])).toBe("US");
    expect(defaultPhoneCountry(["en"])).toBe("NG");
  });
});
