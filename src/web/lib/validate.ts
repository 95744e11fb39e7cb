import type { z } from "zod";

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export type Validation<S extends z.ZodType> =
  | { success: true; data: z.output<S>; errors: FieldErrors<z.input<S>> }
  | { success: false; data?: undefined; errors: FieldErrors<z.input<S>> };

/**
 * Validates form values with a shared zod schema (the same one the server uses) and returns the first
 * message per field, for controlled forms that show errors inline.
 */
export function validate<S extends z.ZodType>(schema: S, values: unknown): Validation<S> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    if (!errors[key]) errors[key] = issue.message;
  }
  return { success: false, errors: errors as FieldErrors<z.input<S>> };
}

/** Moves focus to the first invalid field, in the order the form lists them. */
export function focusFirstError(
  errors: Record<string, string | undefined>,
  order: readonly string[],
  idPrefix: string,
) {
  const first = order.find((name) => errors[name]);
  if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
}

/**
 * Field messages of a 400 answer: the server lists `details: [{ path, message }]` for a body that failed
 * its schema (the first message per top-level field is kept).
 */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const details = (error as { details?: unknown } | null)?.details;
  const errors: Record<string, string> = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details) {
    if (!detail || typeof detail !== "object") continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof path !== "string" || typeof message !== "string") continue;
    const key = path.split(".")[0] || "form";
    if (!errors[key]) errors[key] = message;
  }
  return errors;
}
