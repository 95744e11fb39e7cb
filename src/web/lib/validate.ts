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
