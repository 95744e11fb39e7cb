import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleParts } from "../../infrastructure";
import type { Guards } from "../accounts/auth-guards";

type Options = {
  guards: Guards;
  /** Every module; those with staff routes register them here. */
  modules: ModuleParts[];
};

/**
 * `/api/admin`: the staff side. One hook turns away everyone who is not staff; each area's plugin adds
 * its own permission guard once, for all of its routes. Both run as `onRequest` hooks, before any input
 * is read.
 */
export const adminApi: FastifyPluginAsyncZod<Options> = async (app, { guards, modules }) => {
  app.addHook("onRequest", guards.requireStaff);
  for (const module of modules) await module.adminRoutes?.(app);
};
