/**
 * The path to return to after login: `?redirect=` (or the router state's `from`) when it is a same-site
 * path, never an absolute or protocol-relative URL that would send the user to another site.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return null;
  }
  try {
    const url = new URL(value, "http://salamu.invalid");
    if (url.origin !== "http://salamu.invalid") return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
