/** The file name a browser saves an attachment under: `filename*` (UTF-8) when the header has it. */
export function savedFileName(disposition: string | string[] | number | undefined): string | undefined {
  const header = String(disposition ?? "");
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) return decodeURIComponent(extended);
  return /filename="([^"]*)"/i.exec(header)?.[1];
}
