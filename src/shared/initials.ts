/**
 * Initials of the first and last word of a name ("Burna Boy" -> "BB", "Davido" -> "D"): avatars of
 * celebrities and users, in the web app and in the server's page previews (ADR 027).
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first.charAt(0)}${last?.charAt(0) ?? ""}`.toUpperCase();
}

/** Warm, dark enough for white text (contrast >= 4.5:1). */
const WARM_COLOURS = ["#c2410c", "#b45309", "#be123c", "#9a3412", "#a16207", "#b91c1c", "#9f1239", "#92400e"];

/** The same name always gets the same background colour. */
export function avatarColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return WARM_COLOURS[hash % WARM_COLOURS.length] ?? "#c2410c";
}
