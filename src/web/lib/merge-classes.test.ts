import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./merge-classes";

const WEB_SOURCE = join(import.meta.dirname, "..");

/** Every word in a string literal of the web app's source: the classes it uses, among other words. */
function wordsInWebSource(): string[] {
  const words = new Set<string>();
  const files = readdirSync(WEB_SOURCE, { recursive: true, encoding: "utf8" }).filter(
    // merge-classes.ts itself names utilities it knows, not classes the app uses.
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith("merge-classes.ts"),
  );
  for (const file of files) {
    const code = readFileSync(join(WEB_SOURCE, file), "utf8");
    for (const literal of code.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)) {
      for (const word of (literal[1] ?? literal[2] ?? literal[3] ?? "").split(/\s+/)) {
        if (/^[!@[a-z-]/.test(word) && !word.includes("${")) words.add(word);
      }
    }
  }
  return [...words];
}

/**
 * Where tailwind-merge 3 is wrong: it reads Tailwind 4's `bg-gradient-to-*` (the old name of bg-linear-to-*)
 * as a background colour, so it would drop the colour a gradient is drawn over.
 */
const TAILWIND_MERGE_MISREADS = /(^|[\s:])bg-gradient-to-/;

const variantsOf = (className: string) =>
  className
    .split(/:(?![^[]*\])/)
    .slice(0, -1)
    .join(":");

describe("mergeClasses", () => {
  it("lets a later class override an earlier one that sets the same thing, and keeps the rest", () => {
    expect(mergeClasses("px-4 py-2 text-sm text-slate-700 px-6")).toBe("py-2 text-sm text-slate-700 px-6");
    expect(mergeClasses("px-4 pt-3 p-2")).toBe("p-2");
    expect(mergeClasses("h-10 w-10 size-12")).toBe("size-12");
    expect(mergeClasses("rounded-full bg-white hover:bg-slate-100 hover:bg-brand-50")).toBe(
      "rounded-full bg-white hover:bg-brand-50",
    );
    expect(mergeClasses("border border-slate-200 border-2")).toBe("border-slate-200 border-2");
    expect(mergeClasses("flex hidden md:flex")).toBe("hidden md:flex");
    expect(mergeClasses("salamu-card p-2 salamu-card")).toBe("salamu-card p-2 salamu-card");
    expect(mergeClasses("bg-white bg-gradient-to-b from-brand-50")).toBe("bg-white bg-gradient-to-b from-brand-50");
  });

  // The app's classes are the vocabulary: for every two of them (same variants), merging agrees with
  // tailwind-merge, whose full table this stands in for in the browser.
  it("merges every pair of the classes the web app uses as tailwind-merge does", () => {
    const known = wordsInWebSource().filter((word) => twMerge(`${word} ${word}`) === word);
    expect(known.length).toBeGreaterThan(500);
    const byVariants = new Map<string, string[]>();
    for (const word of known) byVariants.set(variantsOf(word), [...(byVariants.get(variantsOf(word)) ?? []), word]);
    const disagreements: string[] = [];
    for (const classes of byVariants.values()) {
      for (const first of classes) {
        for (const second of classes) {
          if (first === second) continue;
          const input = `${first} ${second}`;
          if (TAILWIND_MERGE_MISREADS.test(input)) continue;
          const expected = twMerge(input);
          if (mergeClasses(input) !== expected) disagreements.push(`"${input}" → "${expected}"`);
        }
      }
    }
    expect(disagreements.length, disagreements.slice(0, 80).join("\n")).toBe(0);
  });
});
