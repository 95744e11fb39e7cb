import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currenciesResponseSchema, currencyCodeSchema, currencyWithRateSchema } from "@/shared/schemas/currency";
import { errorResponses } from "@/shared/schemas/errors";
import type { Env } from "../../env";
import type { CurrencyService } from "./currency.service";

export const currencyRoutes: FastifyPluginAsyncZod<{ currency: CurrencyService; env: Env }> = async (
  app,
  { currency, env },
) => {
  const varyOn = ["accept-language", ...env.COUNTRY_HEADERS.split(",").map((header) => header.trim())].join(", ");

  app.get(
    "/currencies",
    {
      schema: {
        tags: ["currency"],
        summary: "Supported currencies with their current rate per USD, and the visitor's detected currency",
        response: { 200: currenciesResponseSchema },
      },
    },
    async (request, reply) => {
      const { currencies, updatedAt } = await currency.listCurrencies();
      reply.header("cache-control", "public, max-age=300").header("vary", varyOn);
      return {
        base: "USD" as const,
        currencies,
        detectedCurrency: currency.detectCurrency(request.headers),
        ratesUpdatedAt: updatedAt?.toISOString() ?? null,
      };
    },
  );

  app.get(
    "/currencies/:code",
    {
      schema: {
        tags: ["currency"],
        summary: "One supported currency with its current rate per USD",
        params: z.object({ code: currencyCodeSchema }),
        response: { 200: currencyWithRateSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { currencies } = await currency.listCurrencies();
      reply.header("cache-control", "public, max-age=300");
      // The params schema already refused unsupported codes, so the find always succeeds.
      return currencies.find((candidate) => candidate.code === request.params.code) as (typeof currencies)[number];
    },
  );
};
