/** What to send for a Range header against an object of `size` bytes (RFC 9110 section 14). */
export type RangeDecision =
  | { kind: "full" }
  | { kind: "partial"; start: number; end: number }
  | { kind: "unsatisfiable" };

/**
 * One byte range: `bytes=a-b`, `bytes=a-` or `bytes=-n`. Anything we do not serve (other units,
 * several ranges, malformed values) is ignored, as the RFC allows, and the whole object is sent.
 */
export function decideRange(header: string | undefined, size: number): RangeDecision {
  if (!header) return { kind: "full" };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: "full" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "full" };
  if (first === "") {
    // Suffix range: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Number(last);
  if (last !== "" && end < start) return { kind: "full" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end: Math.min(end, size - 1) };
}
