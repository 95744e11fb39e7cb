import type { Random } from "./random";

// Mostly valid values built from a JSON schema of the OpenAPI document, so a fuzz case gets past
// validation and its one junk part reaches the handler.

/** The subset of JSON Schema that the document's schemas use. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

/**
 * Values that exist in the fuzzed database, so cases get past "not found": by parameter or field name
 * (`celebrityId`), or for one path parameter of one path (`/api/requests/{id}/review id`), which wins.
 */
export type KnownValues = Record<string, readonly string[]>;

const WORDS = ["Happy", "birthday", "Ada", "from", "Lagos", "Accra", "Nairobi", "with", "love", "Salamu", "star"];

const uuid = (random: Random) => {
  const hex = (length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join("");
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${random.pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`;
};
const digits = (random: Random, length: number) => Array.from({ length }, () => random.int(0, 9)).join("");
const futureDay = (random: Random) => new Date(Date.now() + random.int(2, 60) * 86_400_000).toISOString();

function text(random: Random, min: number, max: number): string {
  let value = "";
  while (value.length < Math.min(min, max) || (value.length < 12 && random.chance(0.7))) {
    value += `${value ? " " : ""}${random.pick(WORDS)}`;
  }
  return value.slice(0, max).padEnd(min, "x");
}

function validString(schema: JsonSchema, name: string, random: Random): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 60);
  const pattern = schema.pattern ? new RegExp(schema.pattern, "u") : null;
  const fits = (value: string) => value.length >= min && value.length <= max && (!pattern || pattern.test(value));
  // The actors' passwords are never guessed: password changes and e-mail changes fail, sessions stay.
  const byName = [
    ...(schema.format === "uuid" ? [uuid(random)] : []),
    ...(schema.format === "email" || /email/i.test(name) ? [`fuzz${random.int(1, 999_999)}@example.com`] : []),
    ...(/phone/i.test(name) ? [`+234803${digits(random, 7)}`] : []),
    ...(/password/i.test(name) ? ["not the actor password"] : []),
  ];
  const byShape = [futureDay(random).slice(0, 10), futureDay(random), digits(random, 6), uuid(random)];
  const candidates = pattern || schema.format ? [...byName, ...byShape] : byName;
  return candidates.find(fits) ?? text(random, min, max);
}

/** A value the schema accepts (or nearly: unusual patterns fall back to text). */
export function validValue(schema: JsonSchema, name: string, random: Random, known: KnownValues = {}): unknown {
  const knownValues = known[name];
  if (knownValues?.length && !schema.enum && random.chance(0.8)) return random.pick(knownValues);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return validValue(random.pick(variants), name, random, known);
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf), name, random, known);
  const types = [schema.type ?? "string"].flat();
  if ((schema.nullable || types.includes("null")) && random.chance(0.1)) return null;
  const concrete = types.filter((candidate) => candidate !== "null");
  const type = concrete.length ? random.pick(concrete) : "null";
  switch (type) {
    case "null":
      return null;
    case "object": {
      const value: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.5)) value[key] = validValue(inner, key, random, known);
      }
      return value;
    }
    case "array": {
      const count = random.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3));
      return Array.from({ length: count }, () => validValue(schema.items ?? {}, name, random, known));
    }
    case "integer":
    case "number": {
      const min = Math.max(schema.minimum ?? 0, -1e6);
      const max = Math.min(schema.maximum ?? min + 100, 1e6);
      const value = min + random.next() * (max - min);
      return type === "integer" ? Math.round(value) : Math.round(value * 100) / 100;
    }
    case "boolean":
      return random.chance(0.5);
    default:
      return validString(schema, name, random);
  }
}
