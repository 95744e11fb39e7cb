import { z } from "zod";
import { errorResponses } from "@/shared/schemas/errors";
import type { VideoUrlKind } from "./signed-urls";

// What every route serving a stored file through a signed link shares (videos, watch links, showcase).

export const signedQuerySchema = z.object({
  expires: z.string().optional(),
  signature: z.string().optional(),
});
export type SignedQuery = z.infer<typeof signedQuerySchema>;

export const binaryResponses = {
  200: z.any().describe("The file"),
  206: z.any().describe("The requested byte range"),
  ...errorResponses(403, 404, 416),
};

/** The kinds that answer as an attachment. */
export const isDownload = (kind: VideoUrlKind) => kind === "download" || kind === "download-360p";
