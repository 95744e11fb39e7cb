import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "@/shared/schemas/errors";
import {
  balanceResponseSchema,
  payoutQuoteInputSchema,
  payoutQuoteSchema,
  payoutResponseSchema,
  payoutsResponseSchema,
  statementQuerySchema,
  statementResponseSchema,
  withdrawInputSchema,
} from "@/shared/schemas/payouts";
import type { Database } from "../../db/client";
import type { Guards } from "../accounts/auth-guards";
import { type PayoutsService, starIdOf } from "./payouts.service";
import type { Statements } from "./statement";

const tags = ["payouts"];
const errors = errorResponses(400, 401, 403, 404, 409);

type Options = { db: Database; payouts: PayoutsService; statements: Statements; guards: Guards };

/** The star's balance, statement and payouts (celebrities only, their own data only). */
export const payoutsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, payouts, statements, guards }) => {
  const onRequest = guards.requireRole("celebrity");
  const star = (request: Parameters<Guards["userOf"]>[0]) => starIdOf(db, guards.userOf(request).id);

  app.get(
    "/celebrity/balance",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Your balances per currency, earnings still held (with the day each becomes available), the next payout and your payout account",
        response: { 200: balanceResponseSchema, ...errors },
      },
    },
    async (request) => statements.balanceOf(await star(request)),
  );

  app.get(
    "/celebrity/statement",
    {
      onRequest,
      schema: {
        tags,
        summary: "Every ledger line of your balances, newest first, a page at a time",
        querystring: statementQuerySchema,
        response: { 200: statementResponseSchema, ...errors },
      },
    },
    async (request) => statements.statement(await star(request), request.query),
  );

  app.get(
    "/celebrity/statement.csv",
    {
      onRequest,
      schema: {
        tags,
        summary: "Your whole statement as CSV (amounts in major units)",
        response: { 200: z.string().describe("text/csv"), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await statements.statementCsv(await star(request));
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="salamu-statement.csv"')
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  app.post(
    "/celebrity/payouts/quote",
    {
      onRequest,
      schema: {
        tags,
        summary: "What Withdraw now would send from a currency's available balance: amount, rate, fee, what arrives",
        body: payoutQuoteInputSchema,
        response: { 200: payoutQuoteSchema, ...errors },
      },
    },
    async (request) => payouts.quote(await star(request), request.body.currency),
  );

  app.post(
    "/celebrity/payouts",
    {
      onRequest,
      schema: {
        tags,
        summary: "Withdraw now: the quote you confirmed (refused if the balance or the rate moved since)",
        body: withdrawInputSchema,
        response: { 201: payoutResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ payout: await payouts.withdraw(await star(request), request.body) }),
  );

  app.get(
    "/celebrity/payouts",
    {
      onRequest,
      schema: { tags, summary: "Your payouts, newest first", response: { 200: payoutsResponseSchema, ...errors } },
    },
    async (request) => ({ payouts: await payouts.listOfStar(await star(request)) }),
  );
};
