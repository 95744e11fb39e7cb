import { z } from "zod";

/** Every error leaves the server in this shape. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * A route's error answers for its OpenAPI document: each status listed answers `errorResponseSchema`.
 * One call per route file, so every route of an area documents the same failures.
 */
export function errorResponses<Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}
