import { readFileSync } from "node:fs";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { INTL_LOCALES, LOCALES } from "../locales";
import { type Catalog, catalogPath, MESSAGE_AREAS } from "./areas";

const read = (path: string): Catalog => JSON.parse(readFileSync(new URL(`./${path}`, import.meta.url), "utf8"));

/** The names a compiled message fills in (`{name}`, a plural's `{count, plural, ...}`), nested ones too. */
function argumentsOf(compiled: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return into;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    const [name, , options] = token as [unknown, unknown, unknown];
    if (typeof name === "string") into.add(name);
    if (options && typeof options === "object") {
      for (const branch of Object.values(options)) argumentsOf(branch, into);
    }
  }
  return into;
}

describe("the message catalogue", () => {
  for (const area of MESSAGE_AREAS) {
    const english = read(catalogPath("en", area));

    it(`keeps every ${area} key under its area's name`, () => {
      const misplaced = Object.keys(english).filter((key) => !key.startsWith(`${area}.`));
      expect(misplaced).toEqual([]);
    });

    for (const locale of LOCALES) {
      it(`has every ${area} message in ${locale}, written, valid ICU and filling in what English does`, () => {
        const catalog = read(catalogPath(locale, area));
        expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(catalog)) {
          expect(text.trim(), `${locale} ${key} is empty`).not.toBe("");
          const compiled = compileMessage(text);
          const expected = [...argumentsOf(compileMessage(english[key] ?? ""))].sort();
          expect([...argumentsOf(compiled)].sort(), `${locale} ${key} fills in other values`).toEqual(expected);
        }
      });
    }
  }

  it("fills a plural the way each language counts", async () => {
    const { setupI18n } = await import("@lingui/core");
    const i18n = setupI18n({
      locale: "ar",
      locales: [INTL_LOCALES.ar],
      messages: {
        ar: { n: compileMessage("{count, plural, zero {لا شيء} one {واحد} two {اثنان} few {# قليل} other {#}}") },
      },
    });
    expect(i18n._("n", { count: 2 })).toBe("اثنان");
    expect(i18n._("n", { count: 3 })).toBe("٣ قليل");
  });
});

describe("the page registry's heads", () => {
  it("has a title and description in the catalogue for every page the registry names", async () => {
    const { PAGE_HEAD_KEYS } = await import("./page-heads");
    const english = Object.assign({}, ...MESSAGE_AREAS.map((area) => read(catalogPath("en", area)))) as Catalog;
    expect(PAGE_HEAD_KEYS.filter((key) => !(key in english))).toEqual([]);
    // Only home's title is downloaded with the frame; the descriptions are the server's alone (ADR 050).
    expect(PAGE_HEAD_KEYS.filter((key) => key.startsWith("common."))).toEqual(["common.title.home"]);
    expect(PAGE_HEAD_KEYS.filter((key) => key.includes(".description.")).every((key) => key.startsWith("heads."))).toBe(
      true,
    );
  });
});
