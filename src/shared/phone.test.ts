import { describe, expect, it } from "vitest";
import { AFRICAN_COUNTRIES } from "./african-countries";
import { dialCode, formatPhone, normalisePhone, PHONE_COUNTRIES, PHONE_COUNTRY_CODES, phoneCountryOf } from "./phone";

describe("phone numbers in every country served", () => {
  it.each([
    ["KE", "0712 345 678", "+254712345678", "+254 712 345678"],
    ["KE", "712345678", "+254712345678", "+254 712 345678"],
    ["NG", "0803 123 4567", "+2348031234567", "+234 803 123 4567"],
    ["GH", "024 123 4567", "+233241234567", "+233 24 123 4567"],
    ["ZA", "082 123 4567", "+27821234567", "+27 82 123 4567"],
    ["TZ", "0712 345 678", "+255712345678", "+255 712 345 678"],
    ["EG", "010 1234 5678", "+201012345678", "+20 10 12345678"],
    ["MA", "0612-345678", "+212612345678", "+212 6 12 34 56 78"],
    ["SN", "77 123 45 67", "+221771234567", "+221 77 123 45 67"],
    ["CI", "07 07 12 34 56", "+2250707123456", "+225 07 07 12 3456"],
    ["ZM", "0971 234 567", "+260971234567", "+260 97 1234567"],
    ["CD", "081 234 5678", "+243812345678", "+243 812 345 678"],
    ["DZ", "0551 23 45 67", "+213551234567", "+213 551 23 45 67"],
    ["ZW", "071 234 5678", "+263712345678", "+263 71 234 5678"],
    ["SS", "0912 345 678", "+211912345678", "+211 912 345 678"],
  ])("%s reads the local '%s' as %s", (country, local, e164, shown) => {
    expect(normalisePhone(local, country)).toBe(e164);
    expect(formatPhone(e164)).toBe(shown);
    expect(phoneCountryOf(e164)).toBe(country);
  });

  it("reads international formats whatever the chosen country, 00 as +", () => {
    expect(normalisePhone("+254 712 345 678", "NG")).toBe("+254712345678");
    expect(normalisePhone("00254712345678", "GH")).toBe("+254712345678");
    expect(normalisePhone("(+27) 82-123-4567", "KE")).toBe("+27821234567");
  });

  it("reads numbers without a country as Nigerian, and refuses what is not a number there", () => {
    expect(normalisePhone("0803 123 4567")).toBe("+2348031234567");
    expect(normalisePhone("0803 123 4567", "XX")).toBe("+2348031234567");
    expect(normalisePhone("0712 345", "KE")).toBeUndefined();
    expect(normalisePhone("12345", "NG")).toBeUndefined();
    expect(normalisePhone("", "KE")).toBeUndefined();
    expect(normalisePhone("not a phone", "KE")).toBeUndefined();
  });

  it("has a dialling code for every country in the picker, and shows an unparsable value as stored", () => {
    for (const country of PHONE_COUNTRY_CODES) expect(dialCode(country)).toMatch(/^\+\d{1,3}$/);
    expect(dialCode("KE")).toBe("+254");
    expect(formatPhone("12")).toBe("12");
    expect(formatPhone(null)).toBe("");
  });
});

describe("the sign-up picker's countries", () => {
  it("offers every one of Africa's 54 countries first, by name, then the diaspora's, each once with its flag", () => {
    expect(new Set(AFRICAN_COUNTRIES.map((country) => country.code)).size).toBe(54);
    expect(PHONE_COUNTRY_CODES.slice(0, 54)).toEqual(AFRICAN_COUNTRIES.map((country) => country.code));
    const africa = PHONE_COUNTRIES.slice(0, 54).map((country) => country.name);
    expect(africa).toEqual([...africa].sort((a, b) => a.localeCompare(b, "en")));
    expect(new Set(PHONE_COUNTRY_CODES).size).toBe(PHONE_COUNTRY_CODES.length);
    expect(PHONE_COUNTRIES.find((country) => country.code === "ZM")).toEqual({
      code: "ZM",
      name: "Zambia",
      flag: "🇿🇲",
    });
  });
});
