import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { hasPermission, isStaff, isSuperAdmin, type Role, type StaffPermission } from "@/shared/roles";
import type { Me } from "@/shared/schemas/accounts";
import { forbidden, unauthenticated } from "../../errors";
import type { AccountsService } from "./accounts.service";
import { forwardCookies, requestHeaders } from "./auth";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the guards: the signed-in user, read fresh from the database on this request. */
    user: Me | null;
  }
}

/**
 * Route guards, used as `onRequest` hooks: the session is checked before the body is read or validated,
 * so an anonymous caller learns nothing from validation messages. Every check reads the session and then
 * the user row, so a role or permission change applies on the next request; the decisions themselves
 * come from src/shared/roles.ts.
 */
export function createGuards(accounts: AccountsService) {
  async function loadUser(request: FastifyRequest, reply: FastifyReply): Promise<Me | null> {
    if (request.user) return request.user;
    const { session, headers } = await accounts.sessionOf(requestHeaders(request));
    forwardCookies(reply, headers);
    if (!session) return null;
    request.user = await accounts.loadMe(session.user.id);
    return request.user;
  }

  const requireUser: onRequestAsyncHookHandler = async (request, reply) => {
    if (!(await loadUser(request, reply))) throw unauthenticated();
  };

  const requireRole =
    (...roles: Role[]): onRequestAsyncHookHandler =>
    async (request, reply) => {
      const user = await loadUser(request, reply);
      if (!user) throw unauthenticated();
      if (!roles.includes(user.role)) throw forbidden();
    };

  const requireStaff: onRequestAsyncHookHandler = async (request, reply) => {
    const user = await loadUser(request, reply);
    if (!user) throw unauthenticated();
    if (!isStaff(user)) throw forbidden();
  };

  const requirePermission =
    (permission: StaffPermission): onRequestAsyncHookHandler =>
    async (request, reply) => {
      const user = await loadUser(request, reply);
      if (!user) throw unauthenticated();
      if (!hasPermission(user, permission)) throw forbidden();
    };

  const requireSuperAdmin: onRequestAsyncHookHandler = async (request, reply) => {
    const user = await loadUser(request, reply);
    if (!user) throw unauthenticated();
    if (!isSuperAdmin(user)) throw forbidden();
  };

  /** The user of a route that passed requireUser (or a stricter guard). */
  function userOf(request: FastifyRequest): Me {
    if (!request.user) throw unauthenticated();
    return request.user;
  }

  return { loadUser, requireUser, requireRole, requireStaff, requirePermission, requireSuperAdmin, userOf };
}

export type Guards = ReturnType<typeof createGuards>;
