import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IMAGE_NAME_PATTERN } from "@/shared/images";
import { errorResponses } from "@/shared/schemas/errors";
import { notFound } from "../../errors";
import { type Storage, StorageNotFoundError } from "../../providers/storage/storage";
import { imageStorageKey } from "./images";

const imageParamsSchema = z.object({
  name: z.string().regex(IMAGE_NAME_PATTERN, { error: "Unknown image" }),
});

/**
 * Uploaded images (src/server/lib/images.ts). A name is a content hash, never reused for other bytes, so
 * browsers and shared caches keep the file for a year without asking again.
 */
export const imagesRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  app.get(
    "/images/:name",
    {
      schema: {
        tags: ["images"],
        summary: "An uploaded image (WebP), cached for a year: its name changes with its content",
        params: imageParamsSchema,
        response: { 200: z.any().describe("The image"), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const key = imageStorageKey(request.params.name);
      const size = await storage.size(key);
      if (size === null) throw notFound("Image not found");
      // HEAD sends headers only; an empty stream keeps Fastify from rewriting content-length.
      const body =
        request.method === "HEAD"
          ? Readable.from([])
          : await storage.get(key).catch((error: unknown) => {
              // Removed (a replaced photo) between the size check and the read.
              if (error instanceof StorageNotFoundError) throw notFound("Image not found");
              throw error;
            });
      reply.header("content-type", "image/webp");
      reply.header("content-length", size);
      reply.header("cache-control", "public, max-age=31536000, immutable");
      return reply.send(body);
    },
  );
};
