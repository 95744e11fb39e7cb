import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useNavigate } from "react-router";
import type { Me, SessionResponse } from "@/shared/schemas/accounts";
import { ApiError, apiDelete, apiGet } from "./api-client";
import { PRIVATE_ROOT, sessionKey } from "./query-keys";
import { useHydrated } from "./use-hydrated";

/**
 * The signed-in user, from GET /api/session: 200 with null for a visitor, so an anonymous page load makes
 * no failing request (browsers log every 4xx in the console). A 401 still means "logged out"; any other
 * failure also leaves the visitor logged out, so public pages keep working when the API is unreachable.
 * Only types come from the shared contract: the header uses this, and must not pull zod into the
 * first load.
 */
export async function getMe(): Promise<Me | null> {
  try {
    return (await apiGet<SessionResponse>("/api/session")).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKey,
    queryFn: getMe,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

const LOGOUT_MUTATION_KEY = ["logout"] as const;

export interface Session {
  user: Me | null;
  /**
   * True until the first answer (or failure) of GET /api/session. A server-rendered page's "signed out" is not
   * an answer (setUncheckedSession, below): it stays pending until the browser has asked.
   */
  isPending: boolean;
  /**
   * True when this component saw a signed-in user that is now gone (a logout): a page that needs a user
   * should then go home, not to /login. The logout's own navigation to / may commit after the session
   * is cleared, so this must not depend on timing.
   */
  wasSignedIn: boolean;
}

/**
 * The session a server-rendered page is drawn with, on the server and again as the browser hydrates: signed
 * out, but never checked (updatedAt 0, so the browser asks at once). Until the answer, `useSession` says
 * pending: a page that sends visitors away (to /login, /auth) waits for it, on both sides alike.
 */
export function setUncheckedSession(queryClient: QueryClient) {
  queryClient.setQueryData(sessionKey, null, { updatedAt: 0 });
}

export function useSession(): Session {
  const query = useQuery(sessionQueryOptions());
  // A part of the page React hydrates later (a lazy section, a public page's own part) is drawn first as
  // the server drew it, unchecked, even when the browser's answer came before its code did.
  const hydrated = useHydrated();
  const user = hydrated ? (query.data ?? null) : null;
  const sawUser = useRef(false);
  if (user) sawUser.current = true;
  const unchecked = !hydrated || (query.dataUpdatedAt === 0 && !query.isError);
  return { user, isPending: query.isPending || unchecked, wasSignedIn: sawUser.current };
}

/**
 * Puts the user a mutation returned into the cache (login, sign-up, e-mail confirmation, profile updates). A
 * GET /api/me still on its way was asked before the change, so it is cancelled: its answer must not overwrite
 * the newer user (a confirmed e-mail showing as unconfirmed again).
 */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: Me | null) => {
    void queryClient.cancelQueries({ queryKey: sessionQueryOptions().queryKey, exact: true });
    queryClient.setQueryData(sessionQueryOptions().queryKey, user);
  };
}

export const logout = () => apiDelete("/api/session");

/**
 * What logout does to the cache, in one place: the session becomes null (its observers switch to "signed out")
 * and every private query (lib/query-keys.ts: all under PRIVATE_ROOT) is dropped; public data stays.
 */
function forgetSignedInUser(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQueryOptions().queryKey, null);
  queryClient.removeQueries({ queryKey: PRIVATE_ROOT });
}

/** Logs out, drops the user's cached data, toasts 'Logged out' and goes home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: LOGOUT_MUTATION_KEY,
    mutationFn: logout,
    onSettled: async (_data, error) => {
      // Toasts load after the first paint (AppProviders); the header, and so this hook, is in every first load.
      const { toast } = await import("sonner");
      // A 401 means the session was already gone: that is logged out too.
      if (error && !(error instanceof ApiError && error.status === 401)) {
        toast.error("Logout failed", { description: "Please try again." });
        return;
      }
      toast.success("Logged out", { description: "You have been successfully logged out" });
      // Leave first, so a page that needs a user does not redirect to /login on the way out.
      await navigate("/");
      forgetSignedInUser(queryClient);
    },
  });
}
