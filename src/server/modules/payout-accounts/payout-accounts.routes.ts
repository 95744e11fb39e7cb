import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "@/shared/schemas/errors";
import {
  payoutAccountResponseSchema,
  payoutBanksQuerySchema,
  payoutBanksResponseSchema,
  payoutCountrySchema,
  payoutOptionsResponseSchema,
  resolvedPayoutAccountSchema,
  resolvePayoutAccountSchema,
  savePayoutAccountSchema,
} from "@/shared/schemas/payouts";
import { tooManyRequests } from "../../errors";
import type { Guards } from "../accounts/auth-guards";
import type { PayoutAccountsService } from "./payout-accounts.service";

const tags = ["payout accounts"];
const errors = errorResponses(400, 401, 403, 404, 429, 502, 503);

/**
 * Resolving asks the provider who holds an account: an attacker with a star's session (or many sessions from
 * one place) could use it to look people up. Saving resolves too, so both count against the same limits.
 */
export const LOOKUPS_PER_STAR = { max: 10, timeWindow: "10 minutes" } as const;
export const LOOKUPS_PER_IP = { max: 30, timeWindow: "10 minutes" } as const;

/** Any African country: one Salamu cannot pay yet has no options (200, []); a code of elsewhere is a 400. */
const countryQuery = z.object({ country: payoutCountrySchema });

/** The star's payout account (issue 19): celebrities only, each their own account. */
export const payoutAccountsRoutes: FastifyPluginAsyncZod<{
  payoutAccounts: PayoutAccountsService;
  guards: Guards;
}> = async (app, { payoutAccounts, guards }) => {
  const onlyCelebrities = guards.requireRole("celebrity");
  const me = (request: FastifyRequest) => guards.userOf(request);

  // Two limiters shared by both routes, run after the guard (the star is known by then): one keyed by the
  // star, one by the address the request came from.
  const limiters = [
    app.createRateLimit({
      ...LOOKUPS_PER_STAR,
      keyGenerator: (request) => `payout-lookup:user:${guards.userOf(request).id}`,
    }),
    app.createRateLimit({ ...LOOKUPS_PER_IP, keyGenerator: (request) => `payout-lookup:ip:${request.ip}` }),
  ];
  const lookupLimits = {
    onRequest: [
      onlyCelebrities,
      async (request: FastifyRequest) => {
        for (const limiter of limiters) {
          const limit = await limiter(request);
          if (!limit.isAllowed && limit.isExceeded) {
            throw tooManyRequests("RATE_LIMITED", "Too many account look-ups. Wait a few minutes, then try again.");
          }
        }
      },
    ],
  };

  app.get(
    "/celebrity/payout-options",
    {
      onRequest: onlyCelebrities,
      schema: {
        tags,
        summary: "What you can be paid to in a country: bank account, mobile-money wallets",
        querystring: countryQuery,
        response: { 200: payoutOptionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ options: await payoutAccounts.options(request.query.country) }),
  );

  app.get(
    "/celebrity/payout-banks",
    {
      onRequest: onlyCelebrities,
      schema: {
        tags,
        summary: "The banks or mobile-money operators the provider pays in a country",
        querystring: payoutBanksQuerySchema,
        response: { 200: payoutBanksResponseSchema, ...errors },
      },
    },
    async (request) => ({ banks: await payoutAccounts.banks(request.query.country, request.query.type) }),
  );

  app.post(
    "/celebrity/payout-account/resolve",
    {
      ...lookupLimits,
      schema: {
        tags,
        summary: "The account holder's name as the bank or operator has it, to confirm before saving",
        description: "Answers the last four digits of the number only. Rate-limited per star and per IP.",
        body: resolvePayoutAccountSchema,
        response: { 200: resolvedPayoutAccountSchema, ...errors },
      },
    },
    async (request) => payoutAccounts.resolve(me(request), request.body),
  );

  app.post(
    "/celebrity/payout-account",
    {
      ...lookupLimits,
      schema: {
        tags,
        summary: "Save where you are paid (asks for your password again)",
        description:
          "Resolves the account again, requires the confirmed name to match it, and replaces your current account. " +
          "The new account receives nothing for 48 hours; you are told by e-mail (and SMS).",
        body: savePayoutAccountSchema,
        response: { 201: payoutAccountResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ account: await payoutAccounts.save(me(request), request.body, request.ip) }),
  );

  app.get(
    "/celebrity/payout-account",
    {
      onRequest: onlyCelebrities,
      schema: {
        tags,
        summary: "Your current payout account (the number masked)",
        response: { 200: payoutAccountResponseSchema, ...errors },
      },
    },
    async (request) => ({ account: await payoutAccounts.mine(me(request)) }),
  );
};
