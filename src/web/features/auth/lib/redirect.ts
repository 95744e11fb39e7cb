import { useLocation, useSearchParams } from "react-router";

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

/**
 * Where this visitor asked to go before being sent to log in or sign up: `?redirect=`, else the router
 * state's `from` (set by pages that send a logged-out visitor to /login), else null.
 */
export function useReturnPath(): string | null {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  return (
    safeRedirect(searchParams.get("redirect")) ?? safeRedirect((location.state as { from?: unknown } | null)?.from)
  );
}

/** `path` carrying the return path along, so the next auth page can send the visitor back. */
export function withReturnPath(path: string, returnPath: string | null): string {
  return returnPath ? `${path}?redirect=${encodeURIComponent(returnPath)}` : path;
}
