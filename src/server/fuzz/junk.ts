import type { Random } from "./random";

// The hostile inputs the fuzz draws from. Each list is small on purpose: a reader can see what is tried.

/** Strings that break naive code: NUL, escapes, injection, unicode edge cases, numbers as text, huge. */
export const JUNK_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000".repeat(64),
  "%00",
  "%ZZ",
  "\\",
  "../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text on purpose
  "{{7*7}}${7*7}",
  "%s%s%s%n",
  "😀🎉",
  "👨‍👩‍👧‍👦",
  "\u202etxt.exe",
  "\ud800",
  "\udfff\ud800",
  "\uffff\ufffe",
  "İstanbul ǅ ß ﬁ",
  "日本語テキスト",
  "مرحبا بالعالم",
  "\u200b\u200d\ufeff",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "9".repeat(400),
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "prototype",
  "\r\n\r\nX-Injected: 1",
  "\t\n\u000b\f\r",
  "a".repeat(5000),
  "é".repeat(5000),
  "😀".repeat(2500),
  "Ada\u0000 Lovelace",
];

export function junkString(random: Random): string {
  return random.pick(JUNK_STRINGS);
}

/** A value of any JSON type, mostly not the one a field expects. */
export function junkValue(random: Random): unknown {
  switch (random.int(0, 15)) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
      return random.pick([0, -1, 1.5, -0, 1e308, -1e308, 2 ** 53 + 2, 0.1 + 0.2]);
    case 3:
      return [];
    case 4:
      return [junkString(random), null, 1, {}];
    case 5:
      return {};
    case 6:
      return { a: { b: { c: junkString(random) } }, "": null, "\u0000": 1 };
    case 7:
      return deepObject(random.int(50, 500));
    case 8:
      return Array.from({ length: random.int(1000, 20000) }, (_, i) => i);
    case 9:
      return { $gt: "", $ne: null, $where: "1" };
    default:
      return junkString(random);
  }
}

export function deepObject(depth: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i += 1) value = i % 2 ? { a: value } : [value];
  return value;
}

/** Keys a handler must not trust: prototype pollution and mass assignment of server-owned fields. */
export const JUNK_KEYS: readonly [string, unknown][] = [
  ["__proto__", { role: "super_admin", isAdmin: true }],
  ["constructor", { prototype: { role: "super_admin", isAdmin: true } }],
  ["prototype", { polluted: true }],
  ["role", "super_admin"],
  ["permissions", ["settings", "users"]],
  ["emailVerified", true],
  ["approved", true],
  ["id", "00000000-0000-0000-0000-000000000000"],
  ["userId", "ffffffff-ffff-ffff-ffff-ffffffffffff"],
  ["status", "completed"],
  ["amountCents", -1],
  ["", ""],
  ["\u0000", "\u0000"],
  ["😀", "😀"],
];

/** Request bodies that are not JSON, sent as `application/json`. */
export const INVALID_JSON: readonly string[] = [
  "{",
  '{"a":',
  "{'a': 1}",
  '{"a": 1,}',
  "NaN",
  "undefined",
  "\u0000",
  "[1, 2",
  '"unterminated',
  '{"a":1}{"b":2}',
  '\ufeff{"a":1}',
  '{"a": 1e99999}',
  "{a:1}",
  "//\n{}",
  " ",
  "\r\n",
];

/** JSON texts a schema-blind parser could trip on: prototype keys, duplicates, deep nesting. */
export function trickyJson(random: Random): string {
  const depth = random.int(1000, 20000);
  return random.pick([
    '{"__proto__": {"role": "super_admin"}}',
    '{"constructor": {"prototype": {"role": "super_admin"}}}',
    '{"a": {"__proto__": {"x": 1}}, "b": [{"constructor": {"prototype": {"y": 2}}}]}',
    '{"a": 1, "a": 2, "a": "\\u0000"}',
    '{"a": "\\ud800"}',
    `${"[".repeat(depth)}${"]".repeat(depth)}`,
    `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
    "null",
    "true",
    "123",
    '"just a string"',
    "[]",
    "{}",
  ]);
}

/** Content types a route does not expect, each with a body of its kind. */
export function wrongContentType(random: Random, jsonText: string): { contentType?: string; body: string | Buffer } {
  const bytes = Buffer.from(Array.from({ length: random.int(1, 2048) }, () => random.int(0, 255)));
  return random.pick<{ contentType?: string; body: string | Buffer }>([
    { contentType: "text/plain", body: jsonText },
    { contentType: "text/plain; charset=utf-8", body: junkString(random) },
    { contentType: "application/x-www-form-urlencoded", body: "a=1&b=%ZZ&__proto__[role]=super_admin&c[][]=x" },
    { contentType: "application/x-www-form-urlencoded", body: jsonText },
    { contentType: "multipart/form-data", body: "--x\r\nnot really multipart" },
    {
      contentType: "multipart/form-data; boundary=xyz",
      body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000b\r\n--xyz--\r\n',
    },
    { contentType: "application/xml", body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "x">]><a>&x;</a>' },
    { contentType: "application/octet-stream", body: bytes },
    { contentType: "application/offset+octet-stream", body: bytes },
    { contentType: "image/png", body: bytes },
    { contentType: "application/json; charset=utf-16", body: jsonText },
    { contentType: "application/json; charset=latin1", body: jsonText },
    { contentType: "APPLICATION/JSON", body: jsonText },
    { contentType: "application/json, text/plain", body: jsonText },
    { contentType: "application/vnd.api+json", body: jsonText },
    { contentType: "application/json;;;", body: jsonText },
    { contentType: "*/*", body: jsonText },
    { contentType: ";", body: jsonText },
    { contentType: "", body: jsonText },
    { contentType: undefined, body: jsonText },
  ]);
}

/** Percent-encodes like `encodeURIComponent`, also text with lone surrogates (sent as U+FFFD, as UTF-8 would). */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(Buffer.from(text, "utf8").toString("utf8"));
  }
}

/** Raw URL path segments (already percent-encoded where they need to be): bad escapes, NUL, traversal, long. */
export function junkPathSegment(random: Random): string {
  return random.pick([
    "%00",
    "a%00b",
    "%ZZ",
    "%",
    "%E0%A4%A",
    "%C0%AE%C0%AE",
    "%FF%FE",
    "..%2F..%2Fetc%2Fpasswd",
    "..",
    "%2e%2e",
    "%2F",
    "%20",
    "%u0000",
    "a".repeat(101),
    "a".repeat(5000),
    encodeURIComponent("😀".repeat(40)),
    encodeURIComponent("é".repeat(60)),
    "-1",
    "0",
    "1.5",
    "1e309",
    "null",
    "true",
    "%7B%7D",
    "__proto__",
    "constructor",
    "a;b=c",
    "%3Cscript%3E",
    "00000000-0000-0000-0000-00000000000g",
    "00000000-0000-0000-0000-000000000000",
    percentEncode(junkString(random)),
  ]);
}

/** A raw query string (after the `?`) for the documented names, with junk values and shapes. */
export function junkQuery(random: Random, names: readonly string[]): string {
  const name = names.length > 0 && random.chance(0.8) ? random.pick(names) : random.pick(["q", "x", "__proto__"]);
  const value = () => (random.chance(0.3) ? junkPathSegment(random) : percentEncode(junkString(random)));
  return random.pick([
    `${name}=${value()}`,
    `${name}=${value()}&${name}=${value()}`,
    `${name}[]=${value()}`,
    `${name}[a][b]=${value()}`,
    `__proto__[role]=super_admin&${name}=${value()}`,
    `constructor[prototype][role]=super_admin&${name}=${value()}`,
    `${name}`,
    `${name}=`,
    `&&&=&${name}==`,
    `${name}=%ZZ`,
    `${name}=%00`,
    `${name}=${"9".repeat(400)}`,
    Array.from({ length: 2000 }, (_, i) => `k${i}=${i}`).join("&"),
    `${percentEncode(junkString(random))}=${value()}`,
  ]);
}

/** The bytes a client would put on the wire: UTF-8 read as Latin-1, without control characters. */
export function wireHeader(text: string): string {
  return Buffer.from(text, "utf8")
    .toString("latin1")
    .replace(/[^\t\x20-\x7e\x80-\xff]/g, "");
}

const base64 = (text: string) => Buffer.from(text).toString("base64");

/** One junk request header (never cookie, which the runner combines with the actor's session). */
export function junkHeader(random: Random): [string, string] {
  const junk = () => wireHeader(junkString(random));
  const uuid = "00000000-0000-4000-8000-000000000000";
  const [name, values] = random.pick<[string, string[]]>([
    ["accept", ["application/x-garbage", "*/*;q=abc", "text/html", "application/json;q=0", junk()]],
    ["accept-encoding", ["gzip;q=2", "br, zstd, \xe4", "identity;q=0", "*;q=0", junk()]],
    ["accept-language", ["*;q=-1", "zz-ZZ", "a".repeat(10_000), junk()]],
    ["cf-ipcountry", ["ZZ", "XX", "T1", "", "../", "ng", "NGA", junk()]],
    ["x-country-code", ["ZZ", "\xff\xfe", junk()]],
    ["x-request-id", ["a".repeat(5000), "../../x", junk()]],
    ["x-forwarded-for", ["1.1.1.1, ::1, not-an-ip", "999.999.999.999", junk()]],
    ["host", ["evil.example", "[::1", "a".repeat(5000), "localhost:99999", junk()]],
    ["origin", ["null", "https://evil.example", junk()]],
    ["referer", ["javascript:alert(1)", junk()]],
    ["sec-fetch-site", ["cross-site", "same-origin", junk()]],
    ["if-none-match", ['W/"x"', "*", '"', junk()]],
    ["if-modified-since", ["yesterday", "Thu, 01 Jan 1970 00:00:00 GMT", junk()]],
    ["range", ["bytes=junk", "bytes=999999999999-", "bytes=-0", "bytes=5-1", "bytes=0-0,1-1,2-2,3-3,4-4", junk()]],
    ["authorization", ["Bearer junk", "Basic %%%", `Bearer ${"a".repeat(5000)}`, junk()]],
    ["content-type", ["application/json", "multipart/form-data", junk()]],
    ["x-http-method-override", ["DELETE", "PATCH", "TRACE", junk()]],
    ["tus-resumable", ["1.0.0", "0.0.1", junk()]],
    ["upload-length", ["-1", "1e10", "999999999999999999", "10", junk()]],
    ["upload-offset", ["-1", "abc", "0", junk()]],
    ["upload-defer-length", ["1", "0", junk()]],
    [
      "upload-metadata",
      [
        `requestId ${base64(uuid)},filename ${base64("a.mp4")},filetype ${base64("video/mp4")}`,
        `requestId ${base64("\u0000")},filename ${base64("😀".repeat(300))}`,
        "requestId !!!,filename",
        "a".repeat(10_000),
        junk(),
      ],
    ],
  ]);
  return [name, random.pick(values)];
}

/** A junk cookie header part: huge, malformed, or a forged session token. */
export function junkCookie(random: Random): string {
  return random.pick([
    `a=${"x".repeat(random.int(4000, 15000))}`,
    ";;;==;",
    "=",
    "better-auth.session_token=%ZZ",
    "better-auth.session_token=junk.signature",
    `better-auth.session_token=${"a".repeat(5000)}`,
    `better-auth.session_token=${encodeURIComponent("\u0000")}`,
    "better-auth.session_token=a; better-auth.session_token=b",
    "__proto__=x; constructor=y",
    wireHeader(`x=${junkString(random)}`),
  ]);
}
