/**
 * JSON for a `<script>` block (JSON-LD, the server-rendered page's state): `<` (so `</script>` and `<!--`
 * cannot end or bend the block), `>`, `&` and the two JavaScript line separators are written as \u escapes,
 * which JSON parsers read back as the same characters. The server's head and the web's server renderer
 * both write such blocks: one way to do it.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
