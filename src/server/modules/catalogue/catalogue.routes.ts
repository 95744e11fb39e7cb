import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { CatalogueService } from "./catalogue.service";

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async () => {};
