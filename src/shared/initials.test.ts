import { describe, expect, it } from "vitest";
import { avatarColour, initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initialsOf("sipho mabaso")).toBe("SM");
    expect(initialsOf("Ada Obi")).toBe("AO");
    expect(initialsOf("  Ada  Obi  Eze ")).toBe("AE");
    expect(initialsOf("Wizkid")).toBe("W");
    expect(initialsOf("")).toBe("?");
  });
});

describe("avatarColour", () => {
  it("gives the same name the same colour", () => {
    expect(avatarColour("Tiwa Savage")).toBe(avatarColour("Tiwa Savage"));
    expect(avatarColour("Tiwa Savage")).toMatch(/^#[0-9a-f]{6}$/);
  });
});
