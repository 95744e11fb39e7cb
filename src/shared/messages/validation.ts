import type { MessageKey, MessageValues } from "./keys";

/**
 * The schemas' and the API's messages in the reader's language. The shared zod schemas and the server's errors
 * are written in English (the spec's words, asserted by tests); the `validation` area of the catalogue holds
 * each of them once, English text as the English value. `localizeMessage` finds an English message there (its
 * exact text, or the pattern of a message with `{placeholders}`) and answers the same message in another
 * language; a message the catalogue does not have stays as it is.
 *
 * English messages of this area use plain `{name}` placeholders only (the test keeps it so); the other
 * languages may fill them in as they like (`{max, number}`, a plural, a select). A placeholder named in
 * NESTED holds a message of its own ("Invalid body: email: {message}"), translated in turn.
 */

/** A message of the catalogue in the target language: the web's `useT()`, or the server's translate for a locale. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const NESTED = new Set(["message", "wait"]);

/** A compiled message's tokens: text, or a placeholder `[name]` (longer arrays are plurals and selects). */
type Token = string | readonly unknown[];

type Pattern = { key: MessageKey; names: string[]; regex: RegExp; literalLength: number };
type Index = { exact: Map<string, MessageKey>; patterns: Pattern[] };

/**
 * The text and placeholders of an English message. Raw ICU in tests and on the server; already compiled to
 * tokens in the web build (vite.config.ts compiles the catalogue's JSON), so both shapes are read.
 */
export function englishTokens(message: unknown): Token[] | undefined {
  if (Array.isArray(message)) return message as Token[];
  if (typeof message !== "string") return undefined;
  const tokens: Token[] = [];
  let last = 0;
  for (const match of message.matchAll(/\{(\w+)\}/g)) {
    if (match.index > last) tokens.push(message.slice(last, match.index));
    tokens.push([match[1]!]);
    last = match.index + match[0].length;
  }
  if (last < message.length) tokens.push(message.slice(last));
  return tokens;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function buildIndex(english: Readonly<Record<string, unknown>>): Index {
  const exact = new Map<string, MessageKey>();
  const patterns: Pattern[] = [];
  for (const [key, message] of Object.entries(english)) {
    const tokens = englishTokens(message);
    if (!tokens) continue;
    const names: string[] = [];
    let source = "";
    let literal = "";
    let plain = true;
    for (const token of tokens) {
      if (typeof token === "string") {
        source += escapeRegExp(token);
        literal += token;
      } else if (token.length === 1 && typeof token[0] === "string") {
        names.push(token[0]);
        source += "([\\s\\S]+?)";
      } else plain = false;
    }
    if (!plain) continue;
    if (names.length === 0) exact.set(literal, key as MessageKey);
    else
      patterns.push({ key: key as MessageKey, names, regex: new RegExp(`^${source}$`), literalLength: literal.length });
  }
  // The most specific first: "Invalid {where}: {path}: {message}" before "Invalid {where}: {message}".
  patterns.sort((a, b) => b.literalLength - a.literalLength || b.names.length - a.names.length);
  return { exact, patterns };
}

/** A number as a number (so a translation can count it: `{max, plural, ...}`), anything else as text. */
const placeholderValue = (text: string): string | number =>
  /^\d+(\.\d+)?$/.test(text) && Number.isFinite(Number(text)) ? Number(text) : text;

/** An English message found in the catalogue: its key and its placeholders' values (a nested message, found). */
export type FoundMessage = { key: MessageKey; values: Record<string, string | number | FoundMessage> };

function findIn(index: Index, text: string, depth = 0): FoundMessage | undefined {
  const key = index.exact.get(text);
  if (key) return { key, values: {} };
  for (const pattern of index.patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: FoundMessage["values"] = {};
    let complete = true;
    pattern.names.forEach((name, at) => {
      const captured = match[at + 1] ?? "";
      if (!NESTED.has(name)) {
        values[name] = placeholderValue(captured);
        return;
      }
      // A message inside a message: this reading holds only if the inner one is a message too.
      const inner = depth < 2 ? findIn(index, captured, depth + 1) : undefined;
      if (inner) values[name] = inner;
      else complete = false;
    });
    if (complete) return { key: pattern.key, values };
  }
  return undefined;
}

/** A found message in `translate`'s language; undefined when that language lacks it (or a message inside it). */
function render(found: FoundMessage, translate: Translate): string | undefined {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(found.values)) {
    if (typeof value !== "object") values[name] = value;
    else {
      const inner = render(value, translate);
      if (inner === undefined) return undefined;
      values[name] = inner;
    }
  }
  const said = translate(found.key, Object.keys(values).length > 0 ? values : undefined);
  return said && said !== found.key ? said : undefined;
}

export type MessageLocalizer = {
  /**
   * The catalogue's entry for an English message, with the values its placeholders had ("Must be at most 150
   * characters" -> `validation.form.tooLong`, `{ max: 150 }`); undefined for a message the catalogue lacks.
   */
  findMessage(text: string): FoundMessage | undefined;
  /**
   * `english` in the language `translate` writes: "Name is required." -> "Le nom est obligatoire." with the
   * French `t`. A message the validation catalogue does not have (a server's sentence, text already
   * translated) is answered unchanged.
   */
  localizeMessage(english: string, translate: Translate): string;
};

/**
 * A localizer over the English `validation` area: the server and tests import it ready-made
 * (english-validation.ts); the browser downloads the area the first time a form needs it (ADR 061).
 */
export function createMessageLocalizer(english: Readonly<Record<string, unknown>>): MessageLocalizer {
  const index = buildIndex(english);
  return {
    findMessage: (text) => findIn(index, text),
    localizeMessage(message, translate) {
      const found = findIn(index, message);
      return (found && render(found, translate)) ?? message;
    },
  };
}
