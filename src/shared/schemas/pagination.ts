import { z } from "zod";

/** The paging of the staff side's lists (`?page=`, 20 a page) and the page figures their answers carry. */

export const pageQuery = {
  page: z.coerce
    .number({ error: "Page must be a whole number" })
    .int({ error: "Page must be a whole number" })
    .min(1, { error: "Page must be 1 or more" })
    .max(100_000, { error: "Page must be at most 100000" })
    .default(1),
};

export const ADMIN_PAGE_SIZE = 20;

export const pageInfoSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;
