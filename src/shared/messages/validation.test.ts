import { readFileSync } from "node:fs";
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { INTL_LOCALES, type Locale } from "../locales";
import { SETTINGS } from "../settings";
import type { Catalog } from "./areas";
import { findMessage, localizeMessage } from "./english-validation";
import type { MessageKey, MessageValues } from "./keys";
import { englishTokens, type Translate } from "./validation";

const read = (locale: Locale): Catalog =>
  JSON.parse(readFileSync(new URL(`./${locale}/validation.json`, import.meta.url), "utf8"));
const english = read("en");

const instances = new Map<Locale, I18n>();
/** The area's messages in `locale`, compiled on use as the server does. */
function translator(locale: Locale): Translate {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, locales: [INTL_LOCALES[locale]], messages: { [locale]: read(locale) } });
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
  }
  const ready = i18n;
  return (key: MessageKey, values?: MessageValues) => ready._(key, values);
}
const fr = translator("fr");
const ar = translator("ar");
const sw = translator("sw");

describe("localizeMessage", () => {
  it("translates a schema's message by its exact English text", () => {
    expect(localizeMessage("Name is required.", fr)).toBe("Le nom est obligatoire.");
    expect(localizeMessage("Name is required.", ar)).toBe("الاسم مطلوب.");
    expect(localizeMessage("Name is required.", sw)).toBe("Jina linahitajika.");
  });

  it("reads the values of a message built from values, and fills them in the language's way", () => {
    expect(findMessage("Must be at most 150 characters")).toEqual({
      key: "validation.form.tooLong",
      values: { max: 150 },
    });
    expect(localizeMessage("Must be at most 3000 characters", fr)).toBe("Ne doit pas dépasser 3\u202f000 caractères");
    expect(localizeMessage("Must be at most 300 characters", ar)).toBe("يجب ألا يتجاوز ٣٠٠ حرف");
    expect(localizeMessage("Must be at most 60 characters", ar)).toBe("يجب ألا يتجاوز ٦٠ حرفًا");
    expect(localizeMessage("Please wait 1 seconds before requesting a new code.", fr)).toBe(
      "Veuillez patienter 1 seconde avant de demander un nouveau code.",
    );
    expect(localizeMessage("Unsupported currency XYZ. Supported: USD, EUR", sw)).toBe(
      "Sarafu XYZ haitumiki. Zinazotumika: USD, EUR",
    );
  });

  it("translates a message inside the server's validation message", () => {
    expect(localizeMessage("Invalid body: email: Please enter a valid email address.", fr)).toBe(
      "Données envoyées invalides (email) : Veuillez saisir une adresse e-mail valide.",
    );
    // Without a field, and a message with a colon of its own.
    expect(localizeMessage("Invalid body: Say what to change: role or permissions", fr)).toBe(
      "Données envoyées invalides : Indiquez ce qu’il faut modifier : le rôle ou les autorisations",
    );
    expect(localizeMessage("Too many sign-in attempts for this account. Try again in 12 minutes.", fr)).toBe(
      "Trop de tentatives de connexion pour ce compte. Réessayez dans 12 minutes.",
    );
    expect(localizeMessage("Too many sign-in attempts for this account. Try again in 1 minute.", ar)).toBe(
      "محاولات تسجيل دخول كثيرة جدًا لهذا الحساب. حاول مرة أخرى بعد دقيقة واحدة.",
    );
  });

  it("leaves a message it does not know, or cannot translate, as it is", () => {
    expect(localizeMessage("Something only this server says.", fr)).toBe("Something only this server says.");
    expect(localizeMessage("Le nom est obligatoire.", fr)).toBe("Le nom est obligatoire.");
    // A field path and an unknown inner message: not read as a known message with a stray prefix.
    expect(localizeMessage("Invalid body: name: not a message of ours", fr)).toBe(
      "Invalid body: name: not a message of ours",
    );
    // A language without the message (Lingui answers the key): English.
    const missing: Translate = (key) => key;
    expect(localizeMessage("Name is required.", missing)).toBe("Name is required.");
  });
});

describe("the validation catalogue", () => {
  it("writes its English messages with plain placeholders, each text once, as Lingui reads them", () => {
    const texts = Object.values(english);
    expect(new Set(texts).size).toBe(texts.length);
    for (const [key, text] of Object.entries(english)) {
      const compiled = compileMessage(text);
      const tokens = englishTokens(text);
      const plain = (Array.isArray(compiled) ? compiled : [compiled]).filter((token) => token !== "");
      expect(tokens, `${key} is read as Lingui reads it`).toEqual(plain);
      for (const token of plain) {
        if (typeof token !== "string") expect(token, `${key}: English placeholders are plain {name}`).toHaveLength(1);
      }
    }
  });

  // Each message written out with sample values is found again as itself (no other entry's pattern takes it)
  // and reads in every language without a placeholder left over.
  const SAMPLES: Record<string, string> = {
    message: "Name is required.",
    wait: "1 minute",
    where: "body",
    path: "name",
  };
  const sample = (name: string) => SAMPLES[name] ?? (/^(max|min|seconds|minutes)$/.test(name) ? "7" : "Xyz");

  for (const [key, text] of Object.entries(english)) {
    it(`finds ${key} again, and says it in every language`, () => {
      const written = text.replace(/\{(\w+)\}/g, (_, name: string) => sample(name));
      expect(findMessage(written)?.key).toBe(key);
      for (const translate of [fr, ar, sw]) {
        const said = localizeMessage(written, translate);
        expect(said).not.toMatch(/[{}]/);
        expect(said.trim()).not.toBe("");
      }
    });
  }
});

// ---- every message the shared schemas can produce has its entry ------------------------------------------

type ZodLike = { _zod: { def: Record<string, unknown> & { checks?: ZodLike[]; error?: unknown } } };
const isZod = (value: unknown): value is ZodLike =>
  typeof value === "object" && value !== null && "_zod" in value && !!(value as ZodLike)._zod?.def;

/** The messages a schema's own `error` options give (zod keeps each as a function of the issue). */
function collectMessages(root: unknown, into = new Set<string>()): Set<string> {
  const seen = new Set<unknown>();
  const say = (error: unknown) => {
    if (typeof error !== "function") return;
    // A made-up input: a message built from it ("Unsupported currency XYZ. ...") is matched by its pattern.
    const said = error({ code: "invalid_value", input: "XYZ", values: [] });
    const message = typeof said === "string" ? said : (said as { message?: unknown } | undefined)?.message;
    if (typeof message === "string") into.add(message);
  };
  const walk = (value: unknown) => {
    if (value === null || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if (isZod(value)) {
      const { def } = value._zod;
      say(def.error);
      for (const check of def.checks ?? []) say(check._zod?.def?.error);
      for (const [name, part] of Object.entries(def)) {
        if (name === "checks" || name === "error" || name === "getter") continue;
        if (name === "shape") Object.values(part as object).forEach(walk);
        else if (Array.isArray(part)) part.forEach(walk);
        else walk(part);
      }
      return;
    }
    if (Array.isArray(value)) value.forEach(walk);
    else if ([Object.prototype, null].includes(Object.getPrototypeOf(value))) Object.values(value).forEach(walk);
  };
  walk(root);
  return into;
}

const SCHEMA_MODULES = import.meta.glob<Record<string, unknown>>(["../schemas/*.ts", "!../schemas/*.test.ts"], {
  eager: true,
});

describe("the schemas' messages", () => {
  it("are all in the validation catalogue (a new schema message needs its entry in the four languages)", () => {
    const messages = new Set<string>();
    for (const module of Object.values(SCHEMA_MODULES)) collectMessages(module, messages);
    collectMessages(SETTINGS, messages);
    expect(messages.size).toBeGreaterThan(150);
    const missing = [...messages].filter((message) => !findMessage(message));
    expect(missing).toEqual([]);
  });

  it("written as literals in the schemas' source are all in the catalogue too", () => {
    const sources = Object.keys(SCHEMA_MODULES)
      .map((path) => new URL(path, import.meta.url))
      .concat(new URL("../settings.ts", import.meta.url))
      .map((url) => readFileSync(url, "utf8"));
    const literals = sources.flatMap((source) =>
      [...source.matchAll(/\berror:\s*"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`) as string),
    );
    expect(literals.length).toBeGreaterThan(100);
    expect(literals.filter((literal) => !findMessage(literal))).toEqual([]);
  });
});
