/**
 * `Content-Disposition: attachment` for a file name in any script (RFC 6266): `filename*` carries it in
 * UTF-8 for every current browser; `filename` an ASCII form for older clients (accents dropped, anything
 * else replaced by "_").
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
