import { describe, expect, it } from "vitest";
import { celebrityApplicationSchema, loginSchema, MESSAGES, otpCodeSchema, signUpDetailsSchema } from "./accounts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("account schemas", () => {
  it("use the spec's sign-up messages", () => {
    const valid = { name: "Ada", email: "ada@example.com", password: "12345678", phone: "0803", acceptTerms: true };
    expect(signUpDetailsSchema.safeParse(valid).success).toBe(true);
    expect(firstMessage(signUpDetailsSchema.safeParse({ ...valid, phone: " " }))).toBe(MESSAGES.phoneRequired);
    expect(firstMessage(signUpDetailsSchema.safeParse({ ...valid, acceptTerms: false }))).toBe(MESSAGES.termsRequired);
    expect(firstMessage(signUpDetailsSchema.safeParse({ ...valid, password: "1234567" }))).toBe(
      MESSAGES.passwordTooShort,
    );
    expect(firstMessage(signUpDetailsSchema.safeParse({ ...valid, email: "nope" }))).toBe(MESSAGES.emailInvalid);
  });

  it("wants exactly six digits for a code", () => {
    expect(otpCodeSchema.safeParse("123456").success).toBe(true);
    for (const bad of ["12345", "1234567", "12a456", ""]) {
      expect(firstMessage(otpCodeSchema.safeParse(bad))).toBe(MESSAGES.invalidCode);
    }
  });

  it("defaults remember me and checks the application", () => {
    expect(loginSchema.parse({ email: "a@example.com", password: "x" }).rememberMe).toBe(true);
    const application = {
      fullName: "A",
      profession: "musician",
      bio: "B",
      country: "ghana",
      priceUsd: 1,
      categoryId: "musicians",
    };
    expect(celebrityApplicationSchema.parse(application).socialMedia).toEqual({});
    expect(firstMessage(celebrityApplicationSchema.safeParse({ ...application, priceUsd: 0.5 }))).toBe(
      MESSAGES.priceMin,
    );
    expect(celebrityApplicationSchema.safeParse({ ...application, profession: "wizard" }).success).toBe(false);
  });
});
