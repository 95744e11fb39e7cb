import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { Me, MeResponse } from "@/shared/schemas/accounts";
import { ApiError, apiDelete, apiGet } from "./api-client";

/**
 * The signed-in user, from GET /api/me. A 401 means "logged out" (null), not an error; any other failure
 * also leaves the visitor logged out, so public pages keep working when the API is unreachable.
 * Only types come from the shared contract: the header uses this, and must not pull zod into the
 * first load.
 */
export const SESSION_QUERY_KEY = ["me"] as const;
/** Keys of private queries start with "me", so logging out drops them with the session. */
export const privateQueryKey = (...parts: string[]) => [...SESSION_QUERY_KEY, ...parts] as const;

export async function getMe(): Promise<Me | null> {
  try {
    return (await apiGet<MeResponse>("/api/me")).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getMe,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

const LOGOUT_MUTATION_KEY = ["logout"] as const;

export interface Session {
  user: Me | null;
  /** True until the first answer (or failure) of GET /api/me. */
  isPending: boolean;
  /**
   * True when this component saw a signed-in user that is now gone (a logout): a page that needs a user
   * should then go home, not to /login. The logout's own navigation to / may commit after the session
   * is cleared, so this must not depend on timing.
   */
  wasSignedIn: boolean;
}

export function useSession(): Session {
  const query = useQuery(sessionQueryOptions());
  const user = query.data ?? null;
  const sawUser = useRef(false);
  if (user) sawUser.current = true;
  return { user, isPending: query.isPending, wasSignedIn: sawUser.current };
}

/** Puts the user a mutation returned into the cache (login, sign-up, profile updates). */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: Me | null) => queryClient.setQueryData(SESSION_QUERY_KEY, user);
}

export const logout = () => apiDelete("/api/session");

/** Logs out, clears every cached query, toasts 'Logged out' and goes home. */
/** Query keys of the celebrity dashboard: private to the user, like everything under ["me"]. */
const PRIVATE_QUERY_ROOTS = ["requests", "celebrity"];

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: LOGOUT_MUTATION_KEY,
    mutationFn: logout,
    onSettled: async (_data, error) => {
      // A 401 means the session was already gone: that is logged out too.
      if (error && !(error instanceof ApiError && error.status === 401)) {
        toast.error("Logout failed", { description: "Please try again." });
        return;
      }
      toast.success("Logged out", { description: "You have been successfully logged out" });
      // Leave first, so a page that needs a user does not redirect to /login on the way out.
      await navigate("/");
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      // Private queries live under ["me", ...], ["requests", ...] and ["celebrity", ...]: drop them with the session.
      queryClient.removeQueries({
        predicate: (query) =>
          (query.queryKey[0] === SESSION_QUERY_KEY[0] && query.queryKey.length > 1) ||
          PRIVATE_QUERY_ROOTS.includes(String(query.queryKey[0])),
      });
    },
  });
}

/** The user's initials for the avatar ("Ada Obi" -> "AO"). */
export function userInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first.charAt(0)}${last?.charAt(0) ?? ""}`.toUpperCase();
}
