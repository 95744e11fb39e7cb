import { useLocation, useSearchParams } from "react-router";
import { dashboardHomeFor, isCelebrity, isStaff, type MaybeUser } from "@/shared/roles";

const PROBE_ORIGIN = "http://salamu.invalid";

/** Tabs and newlines are dropped by the URL parser, so `/\t/evil.example` would become `//evil.example`. */
const hasControlCharacter = (value: string) =>
  [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

/**
 * The path to return to after login: `?redirect=` (or the router state's `from`) when it is a same-site
 * path, never an absolute or protocol-relative URL that would send the user to another site. The answer
 * is the normalised path, checked again after normalising: `/.//evil.example` normalises to
 * `//evil.example`, which a browser reads as another host.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.includes("\\") || hasControlCharacter(value)) {
    return null;
  }
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (!path.startsWith("/") || path.startsWith("//")) return null;
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN ? path : null;
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

const isUnder = (path: string, root: string) =>
  path === root || path.startsWith(`${root}/`) || path.startsWith(`${root}?`);

/**
 * Where to go after login. Fans go where they were going (else home). A celebrity starts on /dashboard and
 * staff on /admin, unless they were going somewhere inside their own area (a link to one request, one
 * staff screen); staff asking for the fan's /dashboard home get /admin.
 */
export function postLoginPath(user: MaybeUser, returnPath: string | null): string {
  const home = dashboardHomeFor(user);
  if (!returnPath) return home;
  if (isStaff(user)) return isUnder(returnPath, "/admin") ? returnPath : home;
  if (isCelebrity(user)) return isUnder(returnPath, "/dashboard") ? returnPath : home;
  return returnPath;
}
